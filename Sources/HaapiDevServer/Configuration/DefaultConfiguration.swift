extension DevServerConfiguration {
    /// The demo client's ID.
    public static let demoClientID = "haapi-demo"
    /// The demo client's secret.
    public static let demoClientSecret = "haapi-demo-secret"
    /// The ID of the default configuration's client that authenticates by attestation only
    /// (a client attestation token from the development attester, no secret).
    public static let attestationClientID = "haapi-attested"
    /// The demo user's login name.
    public static let demoUsername = "demo"
    /// The demo user's password.
    public static let demoPassword = "Password1"
    /// The demo user's TOTP secret (base32 of the ASCII text `12345678901234567890`,
    /// the RFC 6238 test key), so any authenticator app can be set up by hand.
    public static let demoTOTPSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"
    /// Where the end-session endpoint may send the browser back to the demo clients:
    /// `app://signed-out` and `http://127.0.0.1/signed-out`.
    public static let demoPostLogoutRedirectURIs = ["app://signed-out", "http://127.0.0.1/signed-out"]

    /// The embedded configuration used when no file is given: one client, one user,
    /// and every authenticator in a selector.
    ///
    /// - client `haapi-demo`, secret `haapi-demo-secret`, redirect URIs `app://callback`
    ///   and `http://127.0.0.1/callback`, post-logout redirect URIs
    ///   ``demoPostLogoutRedirectURIs``, scopes `openid profile email`, no consent;
    ///   `haapi-consent`, the same with consent asked; and ``attestationClientID``
    ///   (`haapi-attested`), the same without consent and without a secret: it authenticates
    ///   by client attestation only (see ``AttestationSettings``);
    /// - user `demo` / `Password1`, e-mail `demo@example.com`, personal number
    ///   `199001011234`, TOTP secret ``demoTOTPSecret``;
    /// - authenticators `username-password`, `email`, `totp`, `bankid`, `browser`, `push1`
    ///   (push approval, "Approve on your phone"), `passkey1` ("Passkey": signing in with
    ///   a passkey only; the offer to create one after a password login and passkey
    ///   autofill on the password step are off here, see ``PasskeySettings``).
    public static var `default`: DevServerConfiguration {
        DevServerConfiguration(
            clients: [
                ClientConfiguration(
                    id: demoClientID, secret: demoClientSecret,
                    redirectURIs: ["app://callback", "http://127.0.0.1/callback"],
                    scopes: ["openid", "profile", "email"], requiresConsent: false, postLogoutRedirectURIs: demoPostLogoutRedirectURIs),
                ClientConfiguration(
                    id: "haapi-consent", secret: "haapi-consent-secret",
                    redirectURIs: ["app://callback", "http://127.0.0.1/callback"],
                    scopes: ["openid", "profile", "email"], requiresConsent: true, postLogoutRedirectURIs: demoPostLogoutRedirectURIs),
                ClientConfiguration(
                    id: attestationClientID, redirectURIs: ["app://callback", "http://127.0.0.1/callback"],
                    scopes: ["openid", "profile", "email"], requiresConsent: false,
                    postLogoutRedirectURIs: demoPostLogoutRedirectURIs, attestation: true),
            ],
            users: [
                UserConfiguration(
                    username: demoUsername, password: demoPassword, email: "demo@example.com",
                    personalNumber: "199001011234", totpSecret: demoTOTPSecret, name: "Demo User"),
            ],
            authenticators: [
                AuthenticatorConfiguration(id: "username-password", type: .usernamePassword),
                AuthenticatorConfiguration(id: "email", type: .emailCode),
                AuthenticatorConfiguration(id: "totp", type: .totp),
                AuthenticatorConfiguration(id: "bankid", type: .bankID),
                AuthenticatorConfiguration(id: "browser", type: .externalBrowser),
                AuthenticatorConfiguration(id: "push1", type: .pushApproval),
                AuthenticatorConfiguration(
                    id: "passkey1", type: .passkey, passkey: PasskeySettings(offerRegistrationAfter: [], autofill: false)),
            ]
        )
    }
}

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
    /// The template client's ID: apps register a client of their own from it (dynamic
    /// client registration, see ``ClientTemplate``).
    public static let demoTemplateClientID = "haapi-dcr-template"
    /// The template client's secret, for its initial access tokens.
    public static let demoTemplateClientSecret = "haapi-dcr-template-secret"
    /// A software statement for the template client: a JWT signed (ES256) by the key whose
    /// public half is ``demoSoftwareStatementKey``, with `iss` and `software_id`
    /// (`haapi-dcr-template`) and no expiry. A development value, like the secrets here.
    public static let demoSoftwareStatement = """
        eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.\
        eyJpc3MiOiJodHRwczovL2hhYXBpa2l0LmludmFsaWQvc29mdHdhcmUtcHVibGlzaGVyIiwic29mdHdhcmVfaWQiOiJoYWFwaS1kY3ItdGVtcGxhdGUifQ.\
        Tvxz7PoAZ1LTUXk5haIQwHRRAR4aVBx5U3w51zBTTFqTGa-4mnH8bP9sFLhpgDXipTdxxaUk3zcP4asfF0JLJQ
        """
    /// The public key software statements for the template client verify with.
    public static let demoSoftwareStatementKey = [
        "kty": "EC", "crv": "P-256", "x": "z9J3c46Bo-vClR5W2Tn1opsq9UBOz34ukWQAo6lIn7o",
        "y": "qVztx3tj1fOXjZrLQV6_pDRsTB0NPOVAdvOvmmGNfzQ",
    ]

    /// The embedded configuration used when no file is given: one client, one user,
    /// and every authenticator in a selector.
    ///
    /// - client `haapi-demo`, secret `haapi-demo-secret`, redirect URIs `app://callback`
    ///   and `http://127.0.0.1/callback`, post-logout redirect URIs
    ///   ``demoPostLogoutRedirectURIs``, scopes `openid profile email passkeys` (`passkeys`:
    ///   the passkey account API, asked for only by the logins that manage passkeys), no consent;
    ///   `haapi-consent`, the same with consent asked; ``attestationClientID``
    ///   (`haapi-attested`), the same without consent and without a secret: it authenticates
    ///   by client attestation only (see ``AttestationSettings``); and `haapi-dcr-template`,
    ///   secret `haapi-dcr-template-secret`, the same as a template for dynamic client
    ///   registration, by its initial access token or by ``demoSoftwareStatement``;
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
                    scopes: ["openid", "profile", "email", PasskeyAccountEndpoints.scope], requiresConsent: false, postLogoutRedirectURIs: demoPostLogoutRedirectURIs),
                ClientConfiguration(
                    id: "haapi-consent", secret: "haapi-consent-secret",
                    redirectURIs: ["app://callback", "http://127.0.0.1/callback"],
                    scopes: ["openid", "profile", "email"], requiresConsent: true, postLogoutRedirectURIs: demoPostLogoutRedirectURIs),
                ClientConfiguration(
                    id: attestationClientID, redirectURIs: ["app://callback", "http://127.0.0.1/callback"],
                    scopes: ["openid", "profile", "email"], requiresConsent: false,
                    postLogoutRedirectURIs: demoPostLogoutRedirectURIs, attestation: true),
                ClientConfiguration(
                    id: demoTemplateClientID, name: "HaapiKit demo app", secret: demoTemplateClientSecret,
                    redirectURIs: ["app://callback", "http://127.0.0.1/callback"], scopes: ["openid", "profile", "email"],
                    postLogoutRedirectURIs: demoPostLogoutRedirectURIs,
                    template: ClientTemplate(clientAuthentication: true, softwareStatementKey: demoSoftwareStatementKey)),
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

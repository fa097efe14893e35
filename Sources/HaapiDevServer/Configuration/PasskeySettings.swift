public import Foundation
import HaapiModel
public import HaapiWebAuthn

/// The relying party a `passkey` authenticator is, and when it offers people a passkey.
///
/// ```yaml
/// authenticators:
///   - id: passkey1
///     type: passkey
///     passkey:
///       rpId: localhost
///       origins: [https://localhost, http://localhost:8080]
///       userVerification: preferred
///       challengeLifetime: 300
///       offerRegistrationAfter: [username-password]
///       autofill: true
///       hints: [client-device]
///       upgradeAfterPassword: 300
///       accountPages:
///         enroll: https://example.com/account/passkeys
///         manage: https://example.com/account/passkeys
/// ```
public struct PasskeySettings: Sendable, Hashable {
    /// The RP ID (a domain, no scheme or port); `nil` derives it from the issuer: `localhost`
    /// when the issuer's host is a loopback address or `localhost`, the issuer's host otherwise.
    public var rpID: String?
    /// The origins a ceremony may come from, exactly as `clientDataJSON` spells them
    /// (`https://host[:port]`, or `http` on `localhost`); `nil` accepts `https://<RP ID>` only, the origin native
    /// apps and the software authenticator claim. Add a web host's origin
    /// (`http://localhost:8080`) here.
    public var origins: [String]?
    /// Whether ceremonies must verify the person (the UV flag); `required` refuses
    /// answers without it.
    public var userVerification: UserVerificationRequirement
    /// How long a challenge may be answered, in seconds (also the ceremonies' `timeout`).
    public var challengeLifetime: TimeInterval
    /// The IDs of the authenticators after whose success, as first factor, a user with no
    /// passkey is offered to create one; `nil` means every `username-password`
    /// authenticator of the configuration, `[]` never.
    public var offerRegistrationAfter: [String]?
    /// Whether the first-factor password step carries passkey autofill (a
    /// `webauthn-authentication` operation with `mediation: conditional`) while the passkey
    /// authenticator may start the login.
    public var autofill: Bool
    /// WebAuthn Level 3 `hints`, most preferred first, that every ceremony's options carry:
    /// `client-device` (this device's authenticator), `security-key`, `hybrid` (a phone).
    /// Empty leaves the choice to the browser.
    public var hints: [String]
    /// How long after a password authentication, in seconds, the passkey account API accepts
    /// an automatic passkey (a registration with conditional mediation, which the browser's
    /// password manager makes without asking): the access token's `amr` must hold `pwd` and
    /// its `auth_time` be this recent. 0 accepts none.
    public var upgradeAfterPassword: TimeInterval
    /// The person's passkey pages, published at `/.well-known/passkey-endpoints` (W3C's
    /// "well-known URL for passkey endpoints"): where to create one (`enroll`) and where to
    /// see and change them (`manage`); `nil` publishes nothing.
    public var accountPages: PasskeyAccountPages?

    /// The values ``hints`` may take.
    public static let knownHints = ["client-device", "security-key", "hybrid"]

    /// Creates passkey settings; the defaults derive the RP ID and origin from the issuer.
    public init(
        rpID: String? = nil, origins: [String]? = nil, userVerification: UserVerificationRequirement = .preferred,
        challengeLifetime: TimeInterval = 300, offerRegistrationAfter: [String]? = nil, autofill: Bool = true,
        hints: [String] = [], upgradeAfterPassword: TimeInterval = 300, accountPages: PasskeyAccountPages? = nil
    ) {
        self.hints = hints
        self.upgradeAfterPassword = upgradeAfterPassword
        self.accountPages = accountPages
        self.rpID = rpID
        self.origins = origins
        self.userVerification = userVerification
        self.challengeLifetime = challengeLifetime
        self.offerRegistrationAfter = offerRegistrationAfter
        self.autofill = autofill
    }

    /// The RP ID for a server whose issuer is `issuer`.
    func relyingPartyID(issuer: String) -> String {
        if let rpID { return rpID }
        guard let url = URL(string: issuer), let host = HostClassifier.host(of: url) else { return "localhost" }
        return HostClassifier.isLoopback(host) ? "localhost" : host.lowercased()
    }

    /// The origins accepted for the RP ID `rpID`.
    func allowedOrigins(rpID: String) -> [String] {
        origins ?? ["https://\(rpID)"]
    }
}

/// Where a person creates and manages their passkeys (absolute `https` URLs, or `http` on this machine).
public struct PasskeyAccountPages: Sendable, Hashable {
    /// Where to create a passkey.
    public var enroll: URL
    /// Where to see, rename and delete passkeys.
    public var manage: URL

    /// Creates the pair.
    public init(enroll: URL, manage: URL) {
        self.enroll = enroll
        self.manage = manage
    }
}

extension DevServerConfiguration {
    /// The configuration's `passkey` authenticator, if it has one.
    var passkeyAuthenticator: AuthenticatorConfiguration? {
        authenticators.first { $0.type == .passkey }
    }

    /// The authenticators after which the passkey authenticator `passkey` offers a passkey.
    func passkeyOfferTriggers(_ passkey: AuthenticatorConfiguration) -> [String] {
        passkey.passkey.offerRegistrationAfter ?? authenticators.filter { $0.type == .usernamePassword }.map(\.id)
    }
}

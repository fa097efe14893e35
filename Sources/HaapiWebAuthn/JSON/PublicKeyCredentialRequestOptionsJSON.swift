public import HaapiModel

/// The options of `navigator.credentials.get` as JSON (WebAuthn Level 3
/// `PublicKeyCredentialRequestOptionsJSON`), the `publicKey` member of a HAAPI
/// server's `credentialRequestOptions`.
public struct PublicKeyCredentialRequestOptionsJSON: Sendable, Hashable, Codable {
    /// The challenge, base64url.
    public var challenge: String
    /// How long the ceremony may take, in milliseconds.
    public var timeout: Int?
    /// The RP ID; the origin's host when absent.
    public var rpId: String?
    /// The credentials that may answer; empty or absent for a discoverable sign-in
    /// (the authenticator offers the passkeys it holds for the RP).
    public var allowCredentials: [CredentialDescriptor]?
    /// `discouraged`, `preferred` or `required`.
    public var userVerification: String?
    /// Hints for the browser's interface.
    public var hints: [String]?
    /// Extension inputs, kept as sent.
    public var extensions: JSONValue?

    /// Creates options.
    public init(
        challenge: String, timeout: Int? = nil, rpId: String? = nil, allowCredentials: [CredentialDescriptor]? = nil,
        userVerification: String? = nil, hints: [String]? = nil, extensions: JSONValue? = nil
    ) {
        self.challenge = challenge
        self.timeout = timeout
        self.rpId = rpId
        self.allowCredentials = allowCredentials
        self.userVerification = userVerification
        self.hints = hints
        self.extensions = extensions
    }
}

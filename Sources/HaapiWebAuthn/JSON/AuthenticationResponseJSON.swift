public import HaapiModel

/// An assertion as JSON: what `PublicKeyCredential.toJSON()` returns after
/// `navigator.credentials.get` (WebAuthn Level 3 `AuthenticationResponseJSON`), and what
/// a HAAPI client posts in the `credential` field.
public struct AuthenticationResponseJSON: Sendable, Hashable, Codable {
    /// The credential ID, base64url.
    public var id: String
    /// The same ID, base64url.
    public var rawId: String
    /// Always `public-key`.
    public var type: String
    /// The authenticator's answer.
    public var response: Response
    /// `platform` or `cross-platform`, when known.
    public var authenticatorAttachment: String?
    /// Extension outputs.
    public var clientExtensionResults: JSONValue

    /// Creates the JSON.
    public init(
        id: String, rawId: String, type: String = "public-key", response: Response,
        authenticatorAttachment: String? = nil, clientExtensionResults: JSONValue = .object([:])
    ) {
        self.id = id
        self.rawId = rawId
        self.type = type
        self.response = response
        self.authenticatorAttachment = authenticatorAttachment
        self.clientExtensionResults = clientExtensionResults
    }

    /// `AuthenticatorAssertionResponseJSON`.
    public struct Response: Sendable, Hashable, Codable {
        /// The client data (UTF-8 JSON), base64url.
        public var clientDataJSON: String
        /// The authenticator data, base64url.
        public var authenticatorData: String
        /// The signature over `authenticatorData ‖ SHA-256(clientDataJSON)`, base64url.
        public var signature: String
        /// The user handle of a discoverable credential, base64url.
        public var userHandle: String?

        /// Creates the response.
        public init(clientDataJSON: String, authenticatorData: String, signature: String, userHandle: String? = nil) {
            self.clientDataJSON = clientDataJSON
            self.authenticatorData = authenticatorData
            self.signature = signature
            self.userHandle = userHandle
        }
    }
}

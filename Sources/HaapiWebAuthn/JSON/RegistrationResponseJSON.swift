public import HaapiModel

/// A new credential as JSON: what `PublicKeyCredential.toJSON()` returns after
/// `navigator.credentials.create` (WebAuthn Level 3 `RegistrationResponseJSON`), and
/// what a HAAPI client posts in the `credential`, `platformCredential` or
/// `crossPlatformCredential` field.
public struct RegistrationResponseJSON: Sendable, Hashable, Codable {
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

    /// `AuthenticatorAttestationResponseJSON`.
    public struct Response: Sendable, Hashable, Codable {
        /// The client data (UTF-8 JSON), base64url.
        public var clientDataJSON: String
        /// The CBOR attestation object, base64url.
        public var attestationObject: String
        /// The authenticator data alone, base64url (Level 3; optional here).
        public var authenticatorData: String?
        /// The transports the authenticator can be reached by.
        public var transports: [String]?
        /// The public key as DER `SubjectPublicKeyInfo`, base64url (Level 3; optional here).
        public var publicKey: String?
        /// The key's COSE algorithm (Level 3; optional here).
        public var publicKeyAlgorithm: Int?

        /// Creates the response.
        public init(
            clientDataJSON: String, attestationObject: String, authenticatorData: String? = nil,
            transports: [String]? = nil, publicKey: String? = nil, publicKeyAlgorithm: Int? = nil
        ) {
            self.clientDataJSON = clientDataJSON
            self.attestationObject = attestationObject
            self.authenticatorData = authenticatorData
            self.transports = transports
            self.publicKey = publicKey
            self.publicKeyAlgorithm = publicKeyAlgorithm
        }
    }
}

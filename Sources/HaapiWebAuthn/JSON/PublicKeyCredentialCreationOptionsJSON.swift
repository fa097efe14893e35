public import HaapiModel

/// The options of `navigator.credentials.create` as JSON (WebAuthn Level 3
/// `PublicKeyCredentialCreationOptionsJSON`): binary values are base64url strings.
///
/// A HAAPI server sends them as the `publicKey` member of
/// `credentialCreationOptions`, `platformCredentialCreationOptions` or
/// `crossPlatformCredentialCreationOptions`.
public struct PublicKeyCredentialCreationOptionsJSON: Sendable, Hashable, Codable {
    /// The relying party.
    public var rp: RelyingPartyEntity
    /// The account the credential is for.
    public var user: UserEntity
    /// The challenge, base64url.
    public var challenge: String
    /// The algorithms the relying party accepts, most preferred first.
    public var pubKeyCredParams: [CredentialParameters]
    /// How long the ceremony may take, in milliseconds.
    public var timeout: Int?
    /// Credentials the account already has (the authenticator must not make a second one).
    public var excludeCredentials: [CredentialDescriptor]?
    /// What kind of authenticator is wanted.
    public var authenticatorSelection: AuthenticatorSelection?
    /// `none`, `indirect`, `direct` or `enterprise`.
    public var attestation: String?
    /// Hints for the browser's interface (`security-key`, `client-device`, `hybrid`).
    public var hints: [String]?
    /// Extension inputs, kept as sent.
    public var extensions: JSONValue?

    /// Creates options.
    public init(
        rp: RelyingPartyEntity, user: UserEntity, challenge: String, pubKeyCredParams: [CredentialParameters],
        timeout: Int? = nil, excludeCredentials: [CredentialDescriptor]? = nil,
        authenticatorSelection: AuthenticatorSelection? = nil, attestation: String? = nil,
        hints: [String]? = nil, extensions: JSONValue? = nil
    ) {
        self.rp = rp
        self.user = user
        self.challenge = challenge
        self.pubKeyCredParams = pubKeyCredParams
        self.timeout = timeout
        self.excludeCredentials = excludeCredentials
        self.authenticatorSelection = authenticatorSelection
        self.attestation = attestation
        self.hints = hints
        self.extensions = extensions
    }

    /// `PublicKeyCredentialRpEntity`.
    public struct RelyingPartyEntity: Sendable, Hashable, Codable {
        /// The RP ID (a domain); the browser's origin's host when absent.
        public var id: String?
        /// A name to show.
        public var name: String

        /// Creates the entity.
        public init(id: String?, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// `PublicKeyCredentialUserEntityJSON`.
    public struct UserEntity: Sendable, Hashable, Codable {
        /// The user handle, base64url (opaque bytes, at most 64).
        public var id: String
        /// The account name (for example an e-mail address).
        public var name: String
        /// A name to show.
        public var displayName: String

        /// Creates the entity.
        public init(id: String, name: String, displayName: String) {
            self.id = id
            self.name = name
            self.displayName = displayName
        }
    }

    /// `PublicKeyCredentialParameters`.
    public struct CredentialParameters: Sendable, Hashable, Codable {
        /// Always `public-key`.
        public var type: String
        /// A COSE algorithm identifier (-7 ES256, -257 RS256, ...).
        public var alg: Int

        /// Creates the parameters.
        public init(type: String = "public-key", alg: Int) {
            self.type = type
            self.alg = alg
        }
    }

    /// `AuthenticatorSelectionCriteria`.
    public struct AuthenticatorSelection: Sendable, Hashable, Codable {
        /// `platform` or `cross-platform`.
        public var authenticatorAttachment: String?
        /// `discouraged`, `preferred` or `required`.
        public var residentKey: String?
        /// The Level 1 spelling of `residentKey == "required"`.
        public var requireResidentKey: Bool?
        /// `discouraged`, `preferred` or `required`.
        public var userVerification: String?

        /// Creates the criteria.
        public init(
            authenticatorAttachment: String? = nil, residentKey: String? = nil, requireResidentKey: Bool? = nil,
            userVerification: String? = nil
        ) {
            self.authenticatorAttachment = authenticatorAttachment
            self.residentKey = residentKey
            self.requireResidentKey = requireResidentKey
            self.userVerification = userVerification
        }
    }
}

/// `PublicKeyCredentialDescriptorJSON`: a credential named by its ID.
public struct CredentialDescriptor: Sendable, Hashable, Codable {
    /// Always `public-key`.
    public var type: String
    /// The credential ID, base64url.
    public var id: String
    /// How the client may reach the authenticator (`internal`, `hybrid`, `usb`, `nfc`, `ble`).
    public var transports: [String]?

    /// Creates a descriptor.
    public init(type: String = "public-key", id: String, transports: [String]? = nil) {
        self.type = type
        self.id = id
        self.transports = transports
    }
}

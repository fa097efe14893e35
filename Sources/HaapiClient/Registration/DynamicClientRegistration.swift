import Foundation

/// How a client registers a client of its own, once per device, from a template client
/// (dynamic client registration, RFC 7591), where attestation is not available: the
/// "DCR fallback".
///
/// Used as ``ClientAuthentication/dynamicRegistration(_:)``. The first request that needs
/// the client's credentials (the first token request) registers at the server's
/// `registration_endpoint` and keeps the new client's ID and secret in ``store``; later
/// runs reuse them. The registered client's ID is then the one every request carries
/// (see ``HaapiClient/effectiveClientID()``), and it authenticates with
/// `client_secret_basic`.
///
/// ```swift
/// let registration = DynamicClientRegistration(
///     templateClientID: "haapi-dcr-template",
///     authorization: .templateClient(.clientSecretBasic("haapi-dcr-template-secret")),
///     store: FileRegisteredClientStore(fileURL: supportFolder.appendingPathComponent("registration.json")),
///     metadata: .init(clientName: "Example app", softwareVersion: "1.4.2"))
/// let configuration = try HaapiClientConfiguration.Builder(
///     clientID: "haapi-dcr-template", issuer: issuer, redirectURI: URL(string: "app://callback")!,
///     clientAuthentication: .dynamicRegistration(registration)
/// ).build()
/// ```
public struct DynamicClientRegistration: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// What authorizes the registration.
    public enum Authorization: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
        /// The template client authenticates at the token endpoint (`client_credentials`,
        /// scope ``DynamicClientRegistration/registrationScope``, DPoP-bound) and presents the
        /// initial access token it gets.
        indirect case templateClient(ClientAuthentication)
        /// A software statement (a signed JWT whose `software_id` names the template), sent
        /// in the registration request. A secret: never logged or described.
        case softwareStatement(String)

        public var description: String {
            switch self {
            case .templateClient(let authentication): "templateClient(\(authentication))"
            case .softwareStatement: "softwareStatement(redacted)"
            }
        }

        public var debugDescription: String { description }
    }

    /// What the registration request says about the client besides its redirect URI (the
    /// configuration's ``HaapiClientConfiguration/redirectURI``).
    public struct Metadata: Sendable, Hashable {
        /// `client_name`: how the server shows the client to people.
        public var clientName: String?
        /// `software_id`; `nil` sends the template's client ID, which names the template to
        /// the server.
        public var softwareID: String?
        /// `software_version`: the app's version.
        public var softwareVersion: String?

        /// Creates registration metadata.
        public init(clientName: String? = nil, softwareID: String? = nil, softwareVersion: String? = nil) {
            self.clientName = clientName
            self.softwareID = softwareID
            self.softwareVersion = softwareVersion
        }
    }

    /// The scope of the template client's initial access token.
    public static let registrationScope = "dcr"

    /// The template client's ID: the registration names it as `software_id`, and a stored
    /// registration of another template is not reused.
    public var templateClientID: String
    /// What authorizes the registration.
    public var authorization: Authorization
    /// Where the registered client's credentials are kept between runs.
    public var store: any RegisteredClientStore
    /// The registration's metadata.
    public var metadata: Metadata

    /// Creates registration settings.
    ///
    /// - Parameters:
    ///   - templateClientID: The template client's ID.
    ///   - authorization: What authorizes the registration.
    ///   - store: Where the registered client is kept; in memory by default (a new
    ///     registration per process: give a persistent store in an app).
    ///   - metadata: The registration's metadata.
    public init(
        templateClientID: String, authorization: Authorization, store: any RegisteredClientStore = InMemoryRegisteredClientStore(),
        metadata: Metadata = Metadata()
    ) {
        self.templateClientID = templateClientID
        self.authorization = authorization
        self.store = store
        self.metadata = metadata
    }

    /// The template and how the registration is authorized; no secret.
    public var description: String {
        "DynamicClientRegistration(template: \(templateClientID), authorization: \(authorization))"
    }

    public var debugDescription: String { description }
}

public import Foundation
public import HaapiClient
public import HaapiModel

/// One request an app sent and the answer it got, as a recorded folder holds them
/// (`NNN-request.json` and `NNN-response.json`), secrets already replaced by
/// `redacted-…` placeholders.
public struct RecordedExchange: Sendable, Hashable {
    /// Its place in the recording, from 1.
    public var number: Int
    /// What the app sent.
    public var request: RecordedRequest
    /// What the server answered.
    public var response: RecordedResponse

    /// Creates an exchange.
    public init(number: Int, request: RecordedRequest, response: RecordedResponse) {
        self.number = number
        self.request = request
        self.response = response
    }

    /// The request file's name: `001-request.json`.
    public var requestFileName: String { String(format: "%03d-request.json", number) }
    /// The response file's name: `001-response.json`.
    public var responseFileName: String { String(format: "%03d-response.json", number) }
}

/// A recorded request: method, URL, the headers that matter for replay, and the
/// form fields or body.
public struct RecordedRequest: Sendable, Hashable, Codable {
    /// The HTTP method.
    public var method: String
    /// The full URL, query included.
    public var url: String
    /// Header fields by name; protocol secrets (`Authorization` credentials, `DPoP`
    /// proofs, cookies, session ids) are placeholders.
    public var headers: [String: String]
    /// Form-encoded body fields in order, as `[name, value]` pairs.
    public var form: [[String]]?
    /// Any other body, as text.
    public var body: String?
    /// The `nonce` the request's DPoP proof carried (the server's, not a secret): a
    /// replayed proof must carry the same.
    public var dpopNonce: String?

    /// Creates a request.
    public init(method: String, url: String, headers: [String: String], form: [[String]]? = nil, body: String? = nil, dpopNonce: String? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.form = form
        self.body = body
        self.dpopNonce = dpopNonce
    }
}

/// A recorded response: status, headers, and the body as JSON or text.
public struct RecordedResponse: Sendable, Hashable, Codable {
    /// The HTTP status.
    public var status: Int
    /// Header fields by name.
    public var headers: [String: String]
    /// The body, when it is JSON.
    public var json: JSONValue?
    /// The body, when it is not JSON.
    public var text: String?
    /// The claims of the ID token this response carried (its `id_token` is a
    /// placeholder): a replay signs them again with the flow's `nonce`.
    public var idTokenClaims: JSONValue?

    /// Creates a response.
    public init(status: Int, headers: [String: String], json: JSONValue? = nil, text: String? = nil, idTokenClaims: JSONValue? = nil) {
        self.status = status
        self.headers = headers
        self.json = json
        self.text = text
        self.idTokenClaims = idTokenClaims
    }

    /// The Content-Type's media type without parameters, lower-cased.
    public var mediaType: String? {
        guard let value = headers.first(where: { $0.key.lowercased() == "content-type" })?.value else { return nil }
        return value.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    }
}

/// The index of a recorded folder (`exchange.json`): where it was recorded, with
/// which client, and a line per exchange.
public struct RecordedExchangeIndex: Sendable, Hashable, Codable {
    /// The format's name and version.
    public static let currentFormat = "haapi-exchange/1"

    /// One exchange in the index.
    public struct Step: Sendable, Hashable, Codable {
        /// Its number, from 1.
        public var number: Int
        /// The request file.
        public var request: String
        /// The response file.
        public var response: String
        /// What the step was: `GET /oauth/authorize → 200 redirection-step`.
        public var summary: String
    }

    /// ``currentFormat``.
    public var format: String
    /// When the recording was made.
    public var recordedAt: Date
    /// The issuer the app was configured with.
    public var issuer: String
    /// The app's client id.
    public var clientID: String
    /// The app's redirect URI.
    public var redirectURI: String
    /// The scopes the app asked for.
    public var scopes: [String]
    /// The authenticators the app asked for (`acr_values`).
    public var acrValues: [String]?
    /// Further authorization parameters the app sent (`ui_locales`, ...).
    public var extraParameters: [String: String]?
    /// The `max_age` the app sent, in seconds.
    public var maxAge: Int?
    /// The `prompt` values the app sent.
    public var prompt: [String]?
    /// Whether the app pushed its authorization requests (RFC 9126); `nil` for never.
    public var pushedAuthorizationRequests: PushedAuthorizationRequests?
    /// The endpoints, when the app was configured with them rather than by discovery.
    public var endpoints: Endpoints?
    /// The exchanges, in order.
    public var steps: [Step]

    /// Endpoints given explicitly.
    public struct Endpoints: Sendable, Hashable, Codable {
        /// The authorization endpoint.
        public var authorization: String
        /// The token endpoint.
        public var token: String
        /// The revocation endpoint.
        public var revocation: String?
        /// The JWK Set.
        public var jwks: String?
    }
}

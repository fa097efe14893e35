public import Foundation
public import HaapiJOSE

/// Everything ``HaapiClient`` needs to know about the app and the server, validated
/// when it is built.
///
/// ```swift
/// var builder = HaapiClientConfiguration.Builder(
///     clientID: "haapi-ios-client",
///     issuer: URL(string: "https://login.example.com/oauth/v2/oauth-anonymous")!,
///     redirectURI: URL(string: "app:/callback")!,
///     clientAuthentication: .clientSecretBasic("s3cr3t"))
/// builder.scopes = ["openid", "profile"]
/// builder.acrValues = ["urn:se:curity:authentication:html-form:Username-Password"]
/// let configuration = try builder.build()   // throws `.configuration` naming the bad field
/// ```
public struct HaapiClientConfiguration: Sendable {
    /// The scope that asks for a HAAPI access token.
    public static let haapiScope = "urn:se:curity:scopes:haapi"

    /// The OAuth client ID.
    public let clientID: String
    /// Where the endpoints come from.
    public let endpoints: EndpointConfiguration
    /// The redirect URI registered for the client.
    public let redirectURI: URL
    /// The scopes to ask for in the authorization request.
    public let scopes: [String]
    /// `acr_values` for the authorization request (authenticator choice), in order of preference.
    public let acrValues: [String]
    /// Further authorization request parameters (e.g. `ui_locales`, `login_hint`); those
    /// with a setting of their own (`acr_values`, `max_age`, `prompt`) are set there.
    public let extraAuthorizationParameters: [String: String]
    /// How the client authenticates at the token and revocation endpoints.
    public let clientAuthentication: ClientAuthentication
    /// Whether the user's tokens are DPoP-bound (the HAAPI access token always is).
    public let dpopBoundTokens: Bool
    /// Tokens with less time left than this many seconds are renewed before use.
    public let minimumTokenTTL: TimeInterval
    /// Seconds to wait for each HTTP answer.
    public let requestTimeout: TimeInterval
    /// Extra headers for every request (never replaces protocol headers).
    public let headersProvider: (any HTTPHeadersProvider)?
    /// Whether ID tokens are verified: `.verify` (the default) or `.skip` (not recommended;
    /// for servers without a JWKS). With `.verify`, the `openid` scope and explicit
    /// endpoints, ``ServerEndpoints/jwksURI`` is required.
    public let idTokenValidation: IDTokenValidation
    /// Seconds the client's clock may differ from the server's when an ID token's `exp` and
    /// `iat` are checked; 60 by default.
    public let idTokenClockSkew: TimeInterval
    /// The signature algorithms (`alg`) an ID token may use; all of ES256, RS256 and PS256
    /// by default. A token with any other `alg` (`none`, HS256, ...) is rejected before the
    /// issuer's keys are fetched. Must not be empty while ID tokens are verified.
    public let idTokenSigningAlgorithms: Set<JWSAlgorithm>
    /// Origins (scheme, host and port; a path is ignored) besides the issuer's and the
    /// authorization endpoint's that HAAPI steps may send to. Empty by default: a form,
    /// link or redirection pointing anywhere else is refused before anything is sent,
    /// because every HAAPI request carries the HAAPI access token, a DPoP proof, the
    /// session id and what the person typed. Each must be `https` (or loopback `http`).
    public let trustedOrigins: [URL]
    /// `max_age` for the authorization request: how many seconds ago the person may have
    /// authenticated at most (0 asks for a new authentication). When it is sent (here, or
    /// per flow in ``HaapiClient/start(parameters:)``), a verified ID token must carry an
    /// `auth_time` no older than that, allowing ``idTokenClockSkew``, or the code exchange
    /// fails with ``IDTokenValidationError/authenticationTooOld(authTime:maxAge:now:leeway:)``
    /// (OpenID Connect Core 1.0 section 3.1.3.7). A whole number of seconds, 0 or more;
    /// `nil` (the default) sends none.
    public let maxAge: TimeInterval?
    /// `prompt` for the authorization request (``Prompt/login``, ``Prompt/consent``, ...);
    /// empty (the default) sends none. ``Prompt/none`` cannot be combined with others.
    public let prompt: [Prompt]
    /// Whether authorization requests are pushed (RFC 9126); ``PushedAuthorizationRequests/never``
    /// by default.
    public let pushedAuthorizationRequests: PushedAuthorizationRequests
    /// Whether the ID token's `acr` must be one of the `acr_values` the flow sent; when it
    /// is not (or is missing), the code exchange fails with
    /// ``IDTokenValidationError/unrequestedACR(_:requested:)``. `false` by default: the
    /// server may satisfy `acr_values` with another class (OpenID Connect Core 1.0 section
    /// 3.1.2.1), and the app reads ``IDTokenClaims/acr`` itself.
    public let requireRequestedACR: Bool
    /// Where the browser returns after the server's session ended (OpenID Connect
    /// RP-Initiated Logout 1.0 `post_logout_redirect_uri`; registered for the client at the
    /// server). `nil` by default: ``HaapiClient/signOut()`` then ends the session with a
    /// direct request. When set, sign-out hands the app an ``EndSessionRequest`` to open in
    /// a browser instead, so that the server's browser session (its cookie) ends too.
    public let postLogoutRedirectURI: URL?

    /// Creates a validated configuration.
    ///
    /// - Throws: ``HaapiClientError/configuration(_:)`` naming the first invalid field.
    public init(
        clientID: String,
        endpoints: EndpointConfiguration,
        redirectURI: URL,
        clientAuthentication: ClientAuthentication,
        scopes: [String] = [],
        acrValues: [String] = [],
        extraAuthorizationParameters: [String: String] = [:],
        dpopBoundTokens: Bool = true,
        minimumTokenTTL: TimeInterval = 30,
        requestTimeout: TimeInterval = 30,
        headersProvider: (any HTTPHeadersProvider)? = nil,
        idTokenValidation: IDTokenValidation = .verify,
        idTokenClockSkew: TimeInterval = 60,
        idTokenSigningAlgorithms: Set<JWSAlgorithm> = Set(JWSAlgorithm.allCases),
        trustedOrigins: [URL] = [],
        maxAge: TimeInterval? = nil,
        prompt: [Prompt] = [],
        pushedAuthorizationRequests: PushedAuthorizationRequests = .never,
        requireRequestedACR: Bool = false,
        postLogoutRedirectURI: URL? = nil
    ) throws(HaapiClientError) {
        self.clientID = clientID
        self.endpoints = endpoints
        self.redirectURI = redirectURI
        self.clientAuthentication = clientAuthentication
        self.scopes = scopes
        self.acrValues = acrValues
        self.extraAuthorizationParameters = extraAuthorizationParameters
        self.dpopBoundTokens = dpopBoundTokens
        self.minimumTokenTTL = minimumTokenTTL
        self.requestTimeout = requestTimeout
        self.headersProvider = headersProvider
        self.idTokenValidation = idTokenValidation
        self.idTokenClockSkew = idTokenClockSkew
        self.idTokenSigningAlgorithms = idTokenSigningAlgorithms
        self.trustedOrigins = trustedOrigins
        self.maxAge = maxAge
        self.prompt = prompt
        self.pushedAuthorizationRequests = pushedAuthorizationRequests
        self.requireRequestedACR = requireRequestedACR
        self.postLogoutRedirectURI = postLogoutRedirectURI
        do {
            try ConfigurationValidator.validate(self)
        } catch {
            throw .configuration(error)
        }
    }

    /// A mutable set of settings that becomes a configuration with ``build()``.
    public struct Builder: Sendable {
        /// See ``HaapiClientConfiguration/clientID``.
        public var clientID: String
        /// See ``HaapiClientConfiguration/endpoints``.
        public var endpoints: EndpointConfiguration
        /// See ``HaapiClientConfiguration/redirectURI``.
        public var redirectURI: URL
        /// See ``HaapiClientConfiguration/clientAuthentication``.
        public var clientAuthentication: ClientAuthentication
        /// See ``HaapiClientConfiguration/scopes``.
        public var scopes: [String] = []
        /// See ``HaapiClientConfiguration/acrValues``.
        public var acrValues: [String] = []
        /// See ``HaapiClientConfiguration/extraAuthorizationParameters``.
        public var extraAuthorizationParameters: [String: String] = [:]
        /// See ``HaapiClientConfiguration/dpopBoundTokens``.
        public var dpopBoundTokens = true
        /// See ``HaapiClientConfiguration/minimumTokenTTL``.
        public var minimumTokenTTL: TimeInterval = 30
        /// See ``HaapiClientConfiguration/requestTimeout``.
        public var requestTimeout: TimeInterval = 30
        /// See ``HaapiClientConfiguration/headersProvider``.
        public var headersProvider: (any HTTPHeadersProvider)?
        /// See ``HaapiClientConfiguration/idTokenValidation``.
        public var idTokenValidation: IDTokenValidation = .verify
        /// See ``HaapiClientConfiguration/idTokenClockSkew``.
        public var idTokenClockSkew: TimeInterval = 60
        /// See ``HaapiClientConfiguration/idTokenSigningAlgorithms``.
        public var idTokenSigningAlgorithms: Set<JWSAlgorithm> = Set(JWSAlgorithm.allCases)
        /// See ``HaapiClientConfiguration/trustedOrigins``.
        public var trustedOrigins: [URL] = []
        /// See ``HaapiClientConfiguration/maxAge``.
        public var maxAge: TimeInterval?
        /// See ``HaapiClientConfiguration/prompt``.
        public var prompt: [Prompt] = []
        /// See ``HaapiClientConfiguration/pushedAuthorizationRequests``.
        public var pushedAuthorizationRequests: PushedAuthorizationRequests = .never
        /// See ``HaapiClientConfiguration/requireRequestedACR``.
        public var requireRequestedACR = false
        /// See ``HaapiClientConfiguration/postLogoutRedirectURI``.
        public var postLogoutRedirectURI: URL?

        /// Starts a builder that uses discovery at `issuer`.
        public init(clientID: String, issuer: URL, redirectURI: URL, clientAuthentication: ClientAuthentication) {
            self.init(clientID: clientID, endpoints: .discovery(issuer: issuer), redirectURI: redirectURI,
                      clientAuthentication: clientAuthentication)
        }

        /// Starts a builder with the given endpoints.
        public init(clientID: String, endpoints: EndpointConfiguration, redirectURI: URL, clientAuthentication: ClientAuthentication) {
            self.clientID = clientID
            self.endpoints = endpoints
            self.redirectURI = redirectURI
            self.clientAuthentication = clientAuthentication
        }

        /// Validates the settings.
        ///
        /// - Throws: ``HaapiClientError/configuration(_:)`` naming the first invalid field.
        public func build() throws(HaapiClientError) -> HaapiClientConfiguration {
            try HaapiClientConfiguration(
                clientID: clientID, endpoints: endpoints, redirectURI: redirectURI,
                clientAuthentication: clientAuthentication, scopes: scopes, acrValues: acrValues,
                extraAuthorizationParameters: extraAuthorizationParameters, dpopBoundTokens: dpopBoundTokens,
                minimumTokenTTL: minimumTokenTTL, requestTimeout: requestTimeout, headersProvider: headersProvider,
                idTokenValidation: idTokenValidation, idTokenClockSkew: idTokenClockSkew,
                idTokenSigningAlgorithms: idTokenSigningAlgorithms, trustedOrigins: trustedOrigins, maxAge: maxAge,
                prompt: prompt, pushedAuthorizationRequests: pushedAuthorizationRequests,
                requireRequestedACR: requireRequestedACR, postLogoutRedirectURI: postLogoutRedirectURI)
        }
    }
}

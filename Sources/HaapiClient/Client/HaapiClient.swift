import Crypto
public import Foundation
public import HaapiJOSE
public import HaapiModel
public import Logging

/// Talks to a HAAPI authorization server on the person's behalf: starts the
/// authorization request, follows links and submits forms step by step, and exchanges
/// the final code for DPoP-bound tokens.
///
/// Behind each call it keeps a HAAPI access token (renewed before it expires), signs a
/// fresh DPoP proof per request (retrying once when the server demands a nonce), echoes
/// the server's session header and checks `state` and `iss` before exchanging a code.
/// ID tokens are verified (OpenID Connect Core 1.0 section 3.1.3.7) with the issuer's
/// keys from its `jwks_uri`; see ``HaapiClientConfiguration/idTokenValidation``.
///
/// ```swift
/// let configuration = try HaapiClientConfiguration.Builder(
///     clientID: "haapi-client",
///     issuer: URL(string: "https://login.example.com/oauth")!,
///     redirectURI: URL(string: "app:/callback")!,
///     clientAuthentication: .clientSecretBasic("s3cr3t")
/// ).build()
/// let client = HaapiClient(configuration: configuration, logger: Logger(label: "app.haapi"))
///
/// var response = try await client.start()
/// // ... render response.representation; the person fills in the login form:
/// if let form = response.representation?.action(ofKind: .login)?.form {
///     response = try await client.submit(form, values: ["userName": "alice", "password": password])
/// }
/// if let authorization = response.authorizationResponse {
///     let tokens = try await client.exchangeCode(from: authorization)
/// }
/// ```
public actor HaapiClient {
    /// The configuration the client was made with.
    public nonisolated let configuration: HaapiClientConfiguration

    let transport: any HTTPTransport
    let tokenStore: any TokenStore
    let clock: WallClock
    let random: any RandomSource
    let logger: Logger
    let proofs: DPoPProofFactory

    var endpoints: ServerEndpoints?
    /// The origins HAAPI requests may go to, once ``endpoints`` are known (``serverOrigins()``).
    var origins: Set<Origin>?
    /// The client registered from a template, once loaded or registered
    /// (``ClientAuthentication/dynamicRegistration(_:)``).
    var registeredClient: RegisteredClient?
    /// The registration under way, which concurrent callers share.
    var registrationTask: Task<Result<RegisteredClient, HaapiClientError>, Never>?
    /// The fallback a failed attestation took
    /// (``ClientAuthentication/attestation(_:fallback:)``); used for the rest of this client's life.
    var attestationFallback: ClientAuthentication?
    var haapiToken: HaapiAccessToken?
    var nonces = DPoPNonceCache()
    var flow: AuthorizationFlow?
    /// The issuers' signing keys by `jwks_uri`, fetched on the first ID token and again
    /// when a token names a key they lack.
    var jwksCache: [URL: JWKSet] = [:]

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - configuration: The validated settings.
    ///   - transport: How requests are sent; `URLSessionTransport` by default.
    ///   - dpopKeyStore: Where the DPoP key lives; a new in-memory key per client by default.
    ///   - tokenStore: Where the user's tokens are kept; in memory by default.
    ///   - clock: Where the time comes from.
    ///   - random: Where `state`, `nonce`, PKCE verifiers and `jti`s come from.
    ///   - logger: Receives the client's log lines; they never contain secrets.
    public init(
        configuration: HaapiClientConfiguration,
        transport: any HTTPTransport = URLSessionTransport(),
        dpopKeyStore: any DPoPKeyStore = InMemoryDPoPKeyStore(),
        tokenStore: any TokenStore = InMemoryTokenStore(),
        clock: WallClock = .system,
        random: any RandomSource = SystemRandomSource(),
        logger: Logger = Logger(label: "HaapiClient")
    ) {
        self.configuration = configuration
        self.transport = transport
        self.tokenStore = tokenStore
        self.clock = clock
        self.random = random
        self.logger = logger
        self.proofs = DPoPProofFactory(keyStore: dpopKeyStore, clock: clock, random: random)
    }

    // MARK: - The flow

    /// Starts a new authorization flow: a `GET` of the authorization endpoint with
    /// `client_id` (the ``effectiveClientID()``), `response_type=code`, `redirect_uri`,
    /// `scope`, fresh `state` and `nonce`, a PKCE `S256` challenge, `acr_values`, `max_age`,
    /// `prompt` and the configured extra parameters.
    ///
    /// When the request is pushed (``HaapiClientConfiguration/pushedAuthorizationRequests``,
    /// RFC 9126), those parameters are `POST`ed to the server's pushed authorization request
    /// endpoint first, with the client's authentication, and the `GET` carries only
    /// `client_id` and the `request_uri` the server answered.
    ///
    /// The HAAPI access token is fetched first, since its request settles which client
    /// this is: with ``ClientAuthentication/dynamicRegistration(_:)`` the client registers
    /// when it has no registration yet, and a failed attestation takes its fallback.
    ///
    /// A flow already under way is forgotten; the new one counts as started
    /// (``hasActiveFlow``) only once its request was pushed, when it is.
    ///
    /// - Parameter parameters: More authorization parameters for this flow only
    ///   (e.g. `login_hint`); they override the configured extras, and `acr_values`,
    ///   `max_age` and `prompt` override their settings.
    /// - Returns: The first step, usually a `redirection-step`.
    /// - Throws: ``HaapiClientError/invalidUse(_:)`` for a parameter the client sets itself
    ///   or a malformed `max_age` or `prompt`; ``HaapiClientError/configuration(_:)`` when
    ///   the pushed-request setting and the server disagree; the PAR endpoint's OAuth error,
    ///   HTTP status or malformed answer as ``HaapiClientError/oauth(_:)``,
    ///   ``HaapiClientError/httpStatus(_:)`` or ``HaapiClientError/protocolViolation(_:)``.
    public func start(parameters: [String: String] = [:]) async throws(HaapiClientError) -> HaapiResponse {
        flow = nil
        let endpoints = try await serverEndpoints()
        let requested = try RequestedAuthentication.resolve(configuration, parameters: parameters)
        let newFlow = try AuthorizationFlow.make(
            random: random, redirectURI: configuration.redirectURI, endpoints: endpoints, requested: requested)
        let parEndpoint = try pushedAuthorizationRequestEndpoint(of: endpoints)
        _ = try await haapiAccessToken()
        let clientID = try await effectiveClientID()
        let request = try newFlow.authorizationParameters(
            clientID: clientID, configuration: configuration, additionalParameters: parameters)
        let url: URL
        if let parEndpoint {
            let pushed = try await pushAuthorizationRequest(request, to: parEndpoint, secrets: [newFlow.state, newFlow.nonce])
            url = try newFlow.authorizationURL([("client_id", clientID), ("request_uri", pushed.requestURI)])
        } else {
            url = try newFlow.authorizationURL(request)
        }
        flow = newFlow
        logger.info("HAAPI flow started", metadata: [
            "endpoint": .string(endpoints.authorizationEndpoint.redactedDescription),
            "pushed": .stringConvertible(parEndpoint != nil),
        ])
        return try await haapiRequest(TransportRequest(method: "GET", url: url))
    }

    /// Follows a link of the current step (`GET` its `href`).
    ///
    /// - Throws: ``HaapiClientError/security(_:)`` when the link is not `https` (or
    ///   loopback `http`), e.g. an image `data:` link or the app's own redirect URI.
    public func follow(_ link: Link) async throws(HaapiClientError) -> HaapiResponse {
        logger.debug("following link", metadata: ["rel": .string(link.rel.rawValue)])
        return try await haapiRequest(TransportRequest(method: "GET", url: link.href.url))
    }

    /// Submits a form with text values (see ``FormSubmission`` for checkboxes and JSON).
    public func submit(_ form: FormActionModel, values: [String: String] = [:]) async throws(HaapiClientError) -> HaapiResponse {
        try await submit(FormSubmission(form, values: values))
    }

    /// Submits a form by the HAAPI rules: `GET` puts the fields in the query, `POST` in the
    /// body (form-encoded, or JSON for JSON forms); hidden and pre-filled values are sent,
    /// checkboxes only when checked, and the submission's values override the form's.
    public func submit(_ submission: FormSubmission) async throws(HaapiClientError) -> HaapiResponse {
        try await haapiRequest(formRequest(for: submission))
    }

    /// The request of a form submission, logged without its values.
    func formRequest(for submission: FormSubmission) throws(HaapiClientError) -> TransportRequest {
        let request = try FormRequestBuilder.request(for: submission)
        logger.debug("submitting form", metadata: [
            "method": .string(request.method),
            "fields": .array(submission.form.fields.map { .string($0.name) }),
        ])
        return request
    }

    /// The URL to open in a browser for an `external-browser-flow` client operation: its
    /// `href` with `redirect_uri` set to the configured redirect URI.
    ///
    /// ```swift
    /// if let operation = step.actions.first?.clientOperation {
    ///     openBrowser(try await client.externalBrowserURL(for: operation))
    /// }
    /// ```
    public func externalBrowserURL(for operation: ClientOperationActionModel) throws(HaapiClientError) -> URL {
        try externalBrowserURL(for: operation, redirectURI: configuration.redirectURI)
    }

    /// The URL to open for an `external-browser-flow` operation, returning to `redirectURI`
    /// (e.g. an RFC 8252 loopback listener `http://127.0.0.1:<port>/...`) instead of the
    /// configured redirect URI.
    public func externalBrowserURL(
        for operation: ClientOperationActionModel, redirectURI: URL
    ) throws(HaapiClientError) -> URL {
        guard case .externalBrowserFlow(let href) = operation.typedArguments else {
            throw .invalidUse(InvalidUseError(
                "the client operation \"\(operation.name.rawValue)\" is not an external-browser-flow with an href",
                recoverySuggestion: "Call this only for external-browser-flow operations."))
        }
        guard HostClassifier.isSecureServerURL(href) else {
            throw .security(SecurityCheckError(.insecureURL(href.redactedDescription)))
        }
        guard var components = URLComponents(url: href, resolvingAgainstBaseURL: true) else {
            throw .invalidUse(InvalidUseError(
                "cannot read the operation's href", recoverySuggestion: "Report the server's answer to its operator."))
        }
        let kept = (components.percentEncodedQuery ?? "").split(separator: "&").filter {
            !$0.hasPrefix("redirect_uri=") && $0 != "redirect_uri"
        }
        let added = "redirect_uri=" + PercentEncoding.encode(redirectURI.absoluteString)
        components.percentEncodedQuery = (kept.map(String.init) + [added]).joined(separator: "&")
        guard let url = components.url else {
            throw .invalidUse(InvalidUseError(
                "cannot build the browser URL", recoverySuggestion: "Report the server's answer to its operator."))
        }
        return url
    }

    /// Forgets the current flow: its `state`, `nonce`, PKCE verifier and server session.
    public func endFlow() {
        flow = nil
    }

    /// Whether a flow has been started and not yet finished.
    public var hasActiveFlow: Bool { flow != nil }

    /// The server's endpoints: as configured, or read by discovery on first use.
    public func serverEndpoints() async throws(HaapiClientError) -> ServerEndpoints {
        if let endpoints { return endpoints }
        let resolved: ServerEndpoints
        switch configuration.endpoints {
        case .explicit(let given):
            resolved = given
        case .discovery(let issuer):
            resolved = try await discover(issuer: issuer)
        }
        endpoints = resolved
        return resolved
    }

    /// The RFC 7638 thumbprint of the DPoP key (`jkt`), which bound tokens carry in `cnf`.
    public func dpopKeyThumbprint() async throws(HaapiClientError) -> String {
        let key = try await proofs.key()
        do {
            return try JWK(key.publicKey).thumbprint()
        } catch {
            throw .dpop(DPoPError(.keyUnavailable(error.description)))
        }
    }

    private func discover(issuer: URL) async throws(HaapiClientError) -> ServerEndpoints {
        let (request, response) = try await getJSONDocument(DiscoveryDocument.url(for: issuer), what: "discovery document")
        return try DiscoveryDocument.parse(
            response.body, configuredIssuer: issuer, request: request.description, status: response.status)
    }

    /// GETs a JSON document of the server's (discovery, JWKS): a success status and a
    /// JSON content type (`mediaTypes` are the ones asked for), or a typed error.
    func getJSONDocument(
        _ url: URL, what: String, mediaTypes: [String] = [MediaType.json]
    ) async throws(HaapiClientError) -> (TransportRequest, TransportResponse) {
        let request = TransportRequest(method: "GET", url: url, headers: ["Accept": mediaTypes.joined(separator: ", ")])
        logger.debug("reading the \(what)", metadata: ["url": .string(url.redactedDescription)])
        let response = try await transmit(request)
        guard response.isSuccess else {
            throw .httpStatus(ResponseClassifier.statusError(response, request: request.description, knownSecrets: []))
        }
        guard let type = response.headers["Content-Type"], MediaType.isJSON(type) else {
            throw .protocolViolation(ProtocolViolationError(
                request: request.description, status: response.status,
                reason: .unexpectedContentType(response.headers["Content-Type"], expected: mediaTypes)))
        }
        return (request, response)
    }
}

import Foundation
public import HaapiModel
import Logging

/// Headers the protocol owns; a headers provider may not set them.
let protectedHeaderNames: Set<String> = Set(
    ["authorization", HeaderName.dpop, HeaderName.sessionID, "accept", "content-type", "content-length", "host"].map { $0.lowercased() }
)

extension HaapiClient {
    /// Sends one request: adds the timeout and custom headers, maps transport errors,
    /// remembers the server's DPoP nonce, and logs without secrets.
    func transmit(_ original: TransportRequest) async throws(HaapiClientError) -> TransportResponse {
        var request = original
        request.timeout = request.timeout ?? configuration.requestTimeout
        if let provider = configuration.headersProvider {
            let extra = await provider.headers(for: request)
            for name in extra.keys.sorted() {
                guard let value = extra[name] else { continue }
                if protectedHeaderNames.contains(name.lowercased()) {
                    logger.warning("custom header skipped: the protocol sets it", metadata: ["header": .string(name)])
                    continue
                }
                request.headers[name] = value
            }
        }
        logger.debug("HTTP request", metadata: ["request": .string(request.description)])
        logger.trace("HTTP request headers", metadata: ["names": .string(request.headers.description)])
        let response: TransportResponse
        do {
            response = try await transport.send(request)
        } catch let error as HaapiClientError {
            logger.debug("HTTP request failed", metadata: ["request": .string(request.description), "error": .string("\(error)")])
            throw error
        } catch is CancellationError {
            throw .cancelled
        } catch {
            if Task.isCancelled { throw .cancelled }
            throw .network(NetworkError(
                reason: "the transport failed with \(String(describing: type(of: error)))",
                request: request.description, isTemporary: false))
        }
        nonces.remember(response, from: request.url)
        logger.debug("HTTP response", metadata: [
            "request": .string(request.description),
            "status": .stringConvertible(response.status),
            "contentType": .string(response.headers["Content-Type"] ?? "none"),
        ])
        logger.trace("HTTP response headers", metadata: ["names": .string(response.headers.description)])
        return response
    }

    /// Whether the server answered "use a DPoP nonce": a 400/401 with OAuth error
    /// `use_dpop_nonce` (token endpoint), or a 401 whose `WWW-Authenticate` says so.
    static func demandsDPoPNonce(_ response: TransportResponse) -> Bool {
        guard response.status == 400 || response.status == 401 else { return false }
        if WWWAuthenticateChallenge.demandsNonce(response) { return true }
        return TokenResponse.oauthError(in: response, endpoint: "")?.error == "use_dpop_nonce"
    }

    /// Sends a request with a fresh DPoP proof; when the server demands a nonce, retries
    /// exactly once with the nonce it gave.
    ///
    /// - Parameter build: Makes the request around a proof; called again for the retry so
    ///   one-time values (client assertions) are fresh.
    func sendWithDPoP(
        method: String, url: URL, accessToken: String?,
        build: (String) async throws(HaapiClientError) -> TransportRequest
    ) async throws(HaapiClientError) -> TransportResponse {
        let proof = try await proofs.proof(method: method, url: url, accessToken: accessToken, nonce: nonces.nonce(for: url))
        let first = try await transmit(try await build(proof))
        guard Self.demandsDPoPNonce(first) else { return first }
        let request = "\(method) \(url.redactedDescription)"
        guard let nonce = first.headers[HeaderName.dpopNonce], !nonce.isEmpty else {
            throw .dpop(DPoPError(.nonceMissing, request: request))
        }
        logger.debug("server demanded a DPoP nonce; retrying once", metadata: ["request": .string(request)])
        let retryProof = try await proofs.proof(method: method, url: url, accessToken: accessToken, nonce: nonce)
        let second = try await transmit(try await build(retryProof))
        if Self.demandsDPoPNonce(second) {
            throw .dpop(DPoPError(.nonceRetryExhausted, request: request))
        }
        return second
    }

    /// Sends a HAAPI request with the HAAPI headers and classifies the answer.
    ///
    /// A 401 `invalid_token` makes the client drop its HAAPI access token and try once more
    /// with a new one.
    func haapiRequest(_ base: TransportRequest) async throws(HaapiClientError) -> HaapiResponse {
        guard case .changed(let response, _) = try await haapiRequest(base, comparingWith: nil) else {
            preconditionFailure("an answer compared with none is never unchanged")
        }
        return response
    }

    /// Sends a HAAPI request as ``haapiRequest(_:)`` does; an answer byte for byte the one
    /// `previous` identifies is not decoded (``HaapiPollAnswer/unchanged``).
    func haapiRequest(
        _ base: TransportRequest, comparingWith previous: HaapiAnswerIdentity?
    ) async throws(HaapiClientError) -> HaapiPollAnswer {
        guard flow != nil else {
            throw .invalidUse(InvalidUseError(
                "no flow is active", recoverySuggestion: "Call start() before following links or submitting forms."))
        }
        guard HostClassifier.isSecureServerURL(base.url) else {
            throw .security(SecurityCheckError(.insecureURL(base.url.redactedDescription)))
        }
        try await checkServerOrigin(of: base.url)
        var renewedToken = false
        while true {
            let token = try await haapiAccessToken()
            let response = try await sendWithDPoP(method: base.method, url: base.url, accessToken: token.value) { proof in
                var request = base
                request.headers["Accept"] = MediaType.haapi
                request.headers["Authorization"] = "DPoP " + token.value
                request.headers[HeaderName.dpop] = proof
                flow?.session.apply(to: &request.headers)
                return request
            }
            flow?.session.update(from: response)
            if response.status == 401, !renewedToken, WWWAuthenticateChallenge.error(in: response)?.error == "invalid_token" {
                logger.debug("HAAPI access token rejected; fetching a new one")
                haapiToken = nil
                renewedToken = true
                continue
            }
            if let previous, previous.isRepeated(by: response, url: base.url) {
                logger.trace("HAAPI answer unchanged", metadata: ["status": .stringConvertible(response.status)])
                return .unchanged
            }
            let classified = try ResponseClassifier.classify(
                response, url: base.url, request: base.description, knownSecrets: [token.value] + clientSecrets)
            log(classified)
            return .changed(classified, identity: HaapiAnswerIdentity(response, url: base.url))
        }
    }

    /// The origins HAAPI requests may go to: the issuer's, the authorization
    /// endpoint's and the configured ``HaapiClientConfiguration/trustedOrigins``.
    public func serverOrigins() async throws(HaapiClientError) -> Set<Origin> {
        // Read once: every HAAPI request (every poll) checks its URL against them.
        if let origins { return origins }
        let endpoints = try await serverEndpoints()
        let urls = [endpoints.issuer, endpoints.authorizationEndpoint] + configuration.trustedOrigins
        let resolved = Set(urls.compactMap(Origin.init))
        origins = resolved
        return resolved
    }

    /// Refuses, before anything is sent, a HAAPI request to an origin that is not the
    /// authorization server's: every HAAPI request carries the HAAPI access token, a
    /// DPoP proof, the session id and the person's input.
    func checkServerOrigin(of url: URL) async throws(HaapiClientError) {
        let allowed = try await serverOrigins()
        guard let origin = Origin(url), allowed.contains(origin) else {
            let names = allowed.map(\.description).sorted()
            logger.warning("refused a HAAPI request to another origin", metadata: [
                "url": .string(url.redactedDescription), "allowed": .array(names.map { .string($0) }),
            ])
            throw .security(SecurityCheckError(.foreignOrigin(url: url.redactedDescription, allowed: names)))
        }
    }

    private func log(_ response: HaapiResponse) {
        switch response.document {
        case .representation(let step):
            logger.debug("HAAPI step", metadata: [
                "type": .string(step.type.rawValue), "status": .stringConvertible(response.status),
            ])
            logger.trace("HAAPI step actions", metadata: [
                "kinds": .array(step.actions.map { .string($0.kind.rawValue) }),
            ])
        case .problem(let problem):
            logger.debug("HAAPI problem", metadata: [
                "type": .string(problem.type.rawValue), "status": .stringConvertible(response.status),
            ])
        }
    }

    /// The HAAPI access token, fetched (`client_credentials`, DPoP-bound) when there is
    /// none or it is about to expire.
    func haapiAccessToken() async throws(HaapiClientError) -> HaapiAccessToken {
        if let token = haapiToken, token.isUsable(at: clock.now) { return token }
        let endpoints = try await serverEndpoints()
        logger.debug("requesting a HAAPI access token")
        let tokens = try await tokenRequest(
            [("grant_type", "client_credentials"), ("scope", HaapiClientConfiguration.haapiScope)],
            endpoint: endpoints.tokenEndpoint, dpop: true)
        let token = HaapiAccessToken(
            value: tokens.accessToken, issuedAt: tokens.issuedAt, expiresAt: tokens.expiresAt,
            minimumTTL: configuration.minimumTokenTTL)
        haapiToken = token
        return token
    }

    /// POSTs form parameters to an OAuth endpoint (token, revocation, pushed authorization
    /// request) with the authentication of `client`, and a DPoP proof (with one nonce retry)
    /// when `dpop`.
    func postAuthenticatedForm(
        _ parameters: [(name: String, value: String)], to endpoint: URL, dpop: Bool, as client: ClientAuthenticator
    ) async throws(HaapiClientError) -> TransportResponse {
        let context = try await attestationContext()
        let build: (String?) async throws(HaapiClientError) -> TransportRequest = { proof throws(HaapiClientError) in
            var parameters = parameters
            var headers: TransportHeaders = ["Accept": MediaType.json, "Content-Type": MediaType.formURLEncoded]
            try await client.authenticate(&parameters, headers: &headers, endpoint: endpoint, attestation: context)
            if let proof { headers[HeaderName.dpop] = proof }
            return TransportRequest(method: "POST", url: endpoint, headers: headers, body: Data(PercentEncoding.encode(parameters).utf8))
        }
        guard dpop else { return try await transmit(try await build(nil)) }
        return try await sendWithDPoP(method: "POST", url: endpoint, accessToken: nil) { proof throws(HaapiClientError) in
            try await build(proof)
        }
    }

    /// What an attestation provider is given: this client, the token endpoint, the clock,
    /// the logger, the DPoP key's thumbprint and ``transmit(_:)``.
    func attestationContext() async throws(HaapiClientError) -> ClientAttestationContext {
        let tokenEndpoint = try await serverEndpoints().tokenEndpoint
        return ClientAttestationContext(
            clientID: configuration.clientID, tokenEndpoint: tokenEndpoint, clock: clock, logger: logger,
            send: { request async throws(HaapiClientError) -> TransportResponse in try await self.transmit(request) },
            dpopKeyThumbprint: { () async throws(HaapiClientError) -> String in try await self.dpopKeyThumbprint() })
    }

    /// Runs `request` as the effective client, settling on the way the two ways that client
    /// changes: when attestation fails and the configuration names a fallback, the fallback
    /// is taken (for the rest of this client's life, logged once) and `request` runs again
    /// with it; when the server refuses a client registered from a template (it forgot the
    /// registration), the client registers again, once, and `request` runs again.
    func asEffectiveClient<T: Sendable>(
        _ request: (ClientAuthenticator) async throws(HaapiClientError) -> T
    ) async throws(HaapiClientError) -> T {
        var registeredAgain = false
        while true {
            let client = try await clientAuthenticator()
            do {
                return try await request(client)
            } catch .attestation(let failure) {
                guard attestationFallback == nil, case .attestation(_, let fallback?) = configuration.clientAuthentication else {
                    throw .attestation(failure)
                }
                logger.warning("client attestation failed; authenticating with the fallback from now on", metadata: [
                    "reason": .string(failure.description), "fallback": .string(fallback.methodName),
                ])
                attestationFallback = fallback
            } catch {
                guard client.isRegistered, !registeredAgain, Self.refusesClient(error) else { throw error }
                logger.info("the server no longer knows the registered client; registering again", metadata: [
                    "client_id": .string(client.clientID),
                ])
                try await forgetRegistration(rejected: client.clientID)
                registeredAgain = true
            }
        }
    }

    /// POSTs a grant to the token endpoint as the effective client (see
    /// ``asEffectiveClient(_:)``), with a DPoP proof when `dpop`, and reads the tokens.
    func tokenRequest(
        _ grant: [(name: String, value: String)], endpoint: URL, dpop: Bool, extraSecrets: [String] = []
    ) async throws(HaapiClientError) -> OAuthTokens {
        try await asEffectiveClient { client throws(HaapiClientError) in
            try await tokenRequest(grant, endpoint: endpoint, dpop: dpop, extraSecrets: extraSecrets, as: client)
        }
    }

    /// Whether a token endpoint's answer refuses the client's credentials: `invalid_client`,
    /// or a 401 without a readable body (URLSession on Linux hands over a 401 with
    /// `WWW-Authenticate: Basic` that way).
    static func refusesClient(_ error: HaapiClientError) -> Bool {
        switch error {
        case .oauth(let error): error.error == "invalid_client"
        case .httpStatus(let error): error.status == 401
        default: false
        }
    }

    /// POSTs a grant to the token endpoint as `client` once, and reads the tokens.
    func tokenRequest(
        _ grant: [(name: String, value: String)], endpoint: URL, dpop: Bool, extraSecrets: [String], as client: ClientAuthenticator
    ) async throws(HaapiClientError) -> OAuthTokens {
        let response = try await postAuthenticatedForm(grant, to: endpoint, dpop: dpop, as: client)
        let request = "POST \(endpoint.redactedDescription)"
        guard response.isSuccess else {
            if let error = TokenResponse.oauthError(in: response, endpoint: "token") { throw .oauth(error) }
            throw .httpStatus(ResponseClassifier.statusError(
                response, request: request, knownSecrets: clientSecrets + client.secrets + extraSecrets))
        }
        let tokens = try TokenResponse.parse(response, request: request, issuedAt: clock.now)
        if dpop, !tokens.isDPoPBound {
            throw .dpop(DPoPError(.tokenNotBound(tokenType: tokens.tokenType), request: request))
        }
        return tokens
    }
}

import Foundation
import HaapiJOSE
import HaapiModel
import Logging

extension HaapiClient {
    /// Signs the person out: at the server as far as it can be reached, and always on
    /// this device.
    ///
    /// In order:
    /// 1. The stored refresh token, then the access token, are revoked at the revocation
    ///    endpoint (RFC 7009) with the client's authentication (and a DPoP proof for
    ///    bound tokens). A server that answers `unsupported_token_type` for the access
    ///    token is not an error (``SignOutSkipReason/unsupportedByServer``).
    /// 2. The server's login session is ended at its `end_session_endpoint` (OpenID
    ///    Connect RP-Initiated Logout 1.0) with the stored ID token as `id_token_hint` and
    ///    the `client_id`. Without ``HaapiClientConfiguration/postLogoutRedirectURI`` this
    ///    is a direct `POST` through the client's transport, which the server answers
    ///    with a success status; a native client has no browser cookie, so the ID token
    ///    names the session. With one, nothing is sent: the step is
    ///    ``SignOutStep/openInBrowser(_:)`` with the URL (adding
    ///    `post_logout_redirect_uri` and a fresh `state`) for the app to open in the
    ///    browser that holds the server's cookie.
    /// 3. Whatever happened above, everything is forgotten on this device: the token
    ///    store is cleared, the DPoP key deleted (``DPoPKeyStore/deleteKey()``; the next
    ///    request makes a new one), and the HAAPI access token, the DPoP nonces and any
    ///    flow under way dropped.
    ///
    /// A step whose server cannot be reached does not stop the others; once one got no
    /// answer at all, the later ones are not tried (``SignOutSkipReason/serverUnreachable``)
    /// so that the person does not wait for each to time out. Calling it with nothing
    /// stored is not an error. Cancelling the task cancels the requests, not the forgetting.
    ///
    /// ```swift
    /// let result = await client.signOut()
    /// if result.serverWasUnreachable {
    ///     show("Signed out on this device. The server could not be reached.")
    /// }
    /// ```
    ///
    /// - Returns: What each step did; descriptions never contain a token.
    public func signOut() async -> SignOutResult {
        logger.debug("signing out")
        var result: SignOutResult
        do {
            if let tokens = try await storedTokens() {
                result = await signOutAtServer(tokens)
            } else {
                let nothing = SignOutStep.skipped(.nothingStored)
                result = SignOutResult(refreshTokenRevocation: nothing, accessTokenRevocation: nothing, endSession: nothing)
            }
        } catch {
            // The tokens cannot be read, so nothing can be revoked; they are cleared below.
            let unread = SignOutStep.failed(error)
            result = SignOutResult(refreshTokenRevocation: unread, accessTokenRevocation: unread, endSession: unread)
        }
        result.localFailures = await forgetLocally()
        logger.info("signed out", metadata: [
            "refreshToken": .string(result.refreshTokenRevocation.description),
            "accessToken": .string(result.accessTokenRevocation.description),
            "session": .string(result.endSession.description),
            "forgotten": .string(result.isForgottenOnDevice ? "all" : result.localFailures.map(\.description).joined(separator: "; ")),
        ])
        return result
    }

    /// The server steps of ``signOut()`` for `tokens`.
    private func signOutAtServer(_ tokens: OAuthTokens) async -> SignOutResult {
        let refresh: SignOutStep
        if let refreshToken = tokens.refreshToken {
            refresh = await revocationStep(token: refreshToken, hint: "refresh_token", bound: tokens.isDPoPBound)
        } else {
            refresh = .skipped(.noRefreshToken)
        }
        let access = refresh.gotNoAnswer
            ? .skipped(.serverUnreachable)
            : await revocationStep(token: tokens.accessToken, hint: "access_token", bound: tokens.isDPoPBound)
        let session = access.gotNoAnswer || refresh.gotNoAnswer
            ? .skipped(.serverUnreachable)
            : await endSessionStep(idToken: tokens.idToken)
        return SignOutResult(refreshTokenRevocation: refresh, accessTokenRevocation: access, endSession: session)
    }

    private func revocationStep(token: String, hint: String, bound: Bool) async -> SignOutStep {
        do throws(HaapiClientError) {
            guard try await serverEndpoints().revocationEndpoint != nil else { return .skipped(.noEndpoint) }
            try await revoke(token: token, hint: hint, bound: bound)
            return .done
        } catch .oauth(let error) where error.error == "unsupported_token_type" {
            return .skipped(.unsupportedByServer)
        } catch {
            return .failed(error)
        }
    }

    private func endSessionStep(idToken: String?) async -> SignOutStep {
        guard let idToken else { return .skipped(.noIDToken) }
        do throws(HaapiClientError) {
            guard let endpoint = try await serverEndpoints().endSessionEndpoint else { return .skipped(.noEndpoint) }
            let clientID = try await effectiveClientID()
            var parameters: [(name: String, value: String)] = [("id_token_hint", idToken), ("client_id", clientID)]
            if let redirect = configuration.postLogoutRedirectURI {
                let state = random.identifier(byteCount: 24)
                parameters += [("post_logout_redirect_uri", redirect.absoluteString), ("state", state)]
                let url = try FormRequestBuilder.appending(query: PercentEncoding.encode(parameters), to: endpoint)
                return .openInBrowser(EndSessionRequest(url: url, state: state, postLogoutRedirectURI: redirect))
            }
            let request = TransportRequest(
                method: "POST", url: endpoint, headers: ["Accept": MediaType.json, "Content-Type": MediaType.formURLEncoded],
                body: Data(PercentEncoding.encode(parameters).utf8))
            let response = try await transmit(request)
            guard response.isSuccess else {
                throw Self.refusal(response, endpoint: "end-session", request: request.description, secrets: [idToken])
            }
            return .done
        } catch {
            return .failed(error)
        }
    }

    /// Revokes one token (RFC 7009) with the client's authentication; a DPoP proof when `bound`.
    ///
    /// - Throws: ``HaapiClientError/configuration(_:)`` when there is no revocation
    ///   endpoint; the server's refusal as ``HaapiClientError/oauth(_:)`` or
    ///   ``HaapiClientError/httpStatus(_:)``, without the token.
    func revoke(token: String, hint: String, bound: Bool) async throws(HaapiClientError) {
        guard let endpoint = try await serverEndpoints().revocationEndpoint else {
            throw .configuration(ConfigurationError(
                field: "endpoints.revocationEndpoint", reason: "no revocation endpoint is configured or discovered"))
        }
        try await asEffectiveClient { client throws(HaapiClientError) in
            let response = try await postAuthenticatedForm(
                [("token", token), ("token_type_hint", hint)], to: endpoint, dpop: bound, as: client)
            guard response.isSuccess else {
                throw Self.refusal(
                    response, endpoint: "revocation", request: "POST \(endpoint.redactedDescription)", secrets: [token] + client.secrets)
            }
        }
        logger.debug("token revoked", metadata: ["hint": .string(hint)])
    }

    /// A server's refusal: its OAuth error, or its status, with `secrets` cut out of
    /// anything the server wrote.
    private static func refusal(_ response: TransportResponse, endpoint: String, request: String, secrets: [String]) -> HaapiClientError {
        if var error = TokenResponse.oauthError(in: response, endpoint: endpoint) {
            error.errorDescription = error.errorDescription.map { BodyExcerpt.make(Data($0.utf8), knownSecrets: secrets) }
            return .oauth(error)
        }
        return .httpStatus(ResponseClassifier.statusError(response, request: request, knownSecrets: secrets))
    }

    /// Forgets everything of the signed-in person on this device; returns what failed.
    private func forgetLocally() async -> [HaapiClientError] {
        flow = nil
        haapiToken = nil
        nonces = DPoPNonceCache()
        var failures: [HaapiClientError] = []
        do {
            try await tokenStore.clear()
        } catch {
            failures.append(.storage(StorageError(operation: "TokenStore.clear", errorType: String(describing: type(of: error)))))
        }
        do {
            try await proofs.keyStore.deleteKey()
        } catch {
            failures.append(.storage(StorageError(operation: "DPoPKeyStore.deleteKey", errorType: String(describing: type(of: error)))))
        }
        return failures
    }
}

extension SignOutStep {
    /// Whether the step got no answer from the server (or was not tried for that reason).
    var gotNoAnswer: Bool {
        switch self {
        case .failed(.network), .skipped(.serverUnreachable): true
        default: false
        }
    }
}

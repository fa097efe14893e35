import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel
import HaapiUI
import Logging

extension HaapiKitPresentation {
    /// Approves or denies the signed sign-in request `compact`: checks it, signs the
    /// person in on this device first when it has no tokens, asks, and sends the answer.
    func approve(_ compact: String, configured: HaapiKit.Configured) async -> HaapiKitOutcome {
        guard let kit else { return .failure(.internalError(message: "the facade is gone")) }
        let request: SignInApprovalRequest
        do {
            request = try await verifiedRequest(compact, configured: configured, now: kit.clock.now)
        } catch {
            return .failure(error)
        }
        guard !kit.answeredApprovals.contains(request.id) else {
            return .failure(.invalidInput("approval request: answered before on this device"))
        }
        if (try? await configured.client.validTokens()) == nil {
            // Only the signed-in account may answer: sign in on this device first.
            if case .failure(let error) = await login(["login_hint": request.subject]) { return .failure(error) }
        }
        let remaining = max(0, Int(request.expiresAt.timeIntervalSince(kit.clock.now).rounded(.down)))
        let message = [
            container.text(.appApproveDetail, .text(request.clientName), .text(request.subject)),
            container.text(.appApproveExpiry, .text(container.themeRegistry.durationText(seconds: remaining))),
            container.text(.appApproveWarning),
        ].joined(separator: "\n\n")
        let choice = await ask(
            title: container.text(.appApproveTitle), message: message, primary: container.text(.appApprove),
            secondary: container.text(.appDeny))
        guard choice != .closed else { return .failure(.flowCancelled) }
        let approves = choice == .primary
        while true {
            switch await send(request, approves: approves, client: configured.client) {
            case .success:
                kit.answeredApprovals.insert(request.id)
                kit.logger.info("sign-in request answered", metadata: ["request": .string(request.id), "approved": .stringConvertible(approves)])
                return .success(approves ? .signInApproved(request) : .signInDenied(request))
            case .failure(let error) where error.isRetryable:
                kit.logger.warning("the answer was not sent", metadata: ["error": .string(error.description)])
                if await showError(error.presentation, canRetry: true) != .tryAgain { return .failure(error.kitError) }
            case .failure(let error):
                return .failure(error.kitError)
            }
        }
    }

    /// The request in `compact`, checked with the issuer's keys (read again once when
    /// the key that signed it is new).
    private func verifiedRequest(
        _ compact: String, configured: HaapiKit.Configured, now: Date
    ) async throws(HaapiKitError) -> SignInApprovalRequest {
        for refresh in [false, true] {
            let keys: JWKSet
            do {
                keys = try await configured.client.issuerKeys(refresh: refresh)
            } catch {
                throw .internalError(message: "the issuer's keys could not be read: \(error)")
            }
            do {
                return try SignInApprovalRequest.verified(compact, keys: keys, issuer: configured.secret.issuer, now: now)
            } catch .invalidInput(let reason) where !refresh && reason.contains("no key") {
                continue
            }
        }
        throw .invalidInput("approval request: the issuer has no key that signed it")
    }

    /// Why sending an answer failed.
    struct SendFailure: Error {
        var kitError: HaapiKitError
        var isRetryable: Bool
        /// What the person is told: a network failure as such, else the facade error's words.
        var presentation: ErrorPresentation
        var description: String { kitError.description }

        init(kitError: HaapiKitError, isRetryable: Bool, presentation: ErrorPresentation? = nil) {
            self.kitError = kitError
            self.isRetryable = isRetryable
            self.presentation = presentation ?? kitError.presentation
        }
    }

    /// Sends the answer to the request's `approve_uri` as the signed-in account.
    private func send(_ request: SignInApprovalRequest, approves: Bool, client: HaapiClient) async -> Result<Void, SendFailure> {
        var http = TransportRequest(method: "POST", url: request.approveURI)
        http.headers["Content-Type"] = MediaType.formURLEncoded
        http.body = Data(PercentEncoding.encode([(name: "request", value: request.compact), (name: "decision", value: approves ? "approve" : "deny")]).utf8)
        let response: TransportResponse
        do {
            response = try await client.sendAuthorized(http)
        } catch {
            let retryable: Bool
            if case .network = error { retryable = true } else { retryable = false }
            return .failure(SendFailure(
                kitError: .internalError(message: "the answer could not be sent: \(error)"), isRetryable: retryable, presentation: error.presentation))
        }
        switch response.status {
        case 200..<300:
            return .success(())
        case 409:
            return .failure(SendFailure(kitError: .invalidInput("approval request: already answered"), isRetryable: false))
        case 400, 403, 404:
            let detail = Self.problemTitle(response.body) ?? "refused (status \(response.status))"
            return .failure(SendFailure(kitError: .invalidInput("approval request: \(detail)"), isRetryable: false))
        default:
            return .failure(SendFailure(
                kitError: .internalError(message: "the issuer answered \(response.status) to the approval"), isRetryable: response.status >= 500))
        }
    }

    /// The `title` of a problem+json body, if it is one.
    static func problemTitle(_ body: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return nil }
        return (object["title"] as? String).map { String($0.prefix(200)) }
    }
}

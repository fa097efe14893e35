import Foundation

/// A sign-in waiting for the user's answer on a phone (push approval).
struct ApprovalRequest: Sendable, Hashable {
    enum Status: String, Sendable {
        case pending, approved, denied, expired
        /// The login stopped waiting (cancelled, or a new request replaced it).
        case cancelled
    }

    /// The `jti` of its JWS: 128 random bits, base64url.
    var id: String
    /// The login that waits.
    var flowID: String
    var authenticatorID: String
    /// Who must approve (the JWS `sub`).
    var username: String
    /// The signed request (`haapi-approval+jwt`); never logged.
    var jws: String
    /// How many phones it was pushed to.
    var pushedTo: Int
    var issuedAt: Date
    var expiresAt: Date
    var status: Status = .pending
}

/// Why an approval request cannot be answered.
enum ApprovalAnswerFailure: Error, Sendable, Hashable {
    case unknown
    /// Approved, denied, expired or cancelled before.
    case notPending(ApprovalRequest.Status)
}

extension ServerState {
    /// Keeps a new request; requests that expired are dropped once there are many.
    func storeApprovalRequest(_ request: ApprovalRequest, now: Date) {
        if approvalRequests.count >= 1000 {
            approvalRequests = approvalRequests.filter { $0.value.expiresAt > now }
        }
        approvalRequests[request.id] = request
    }

    /// The request `id`, with a pending one past its expiry turned `expired`.
    func approvalRequest(_ id: String, now: Date) -> ApprovalRequest? {
        guard var request = approvalRequests[id] else { return nil }
        if request.status == .pending, request.expiresAt <= now {
            request.status = .expired
            approvalRequests[id] = request
        }
        return request
    }

    /// Answers a pending request (once): `approved` or `denied`.
    func answerApprovalRequest(_ id: String, approve: Bool, now: Date) -> Result<ApprovalRequest, ApprovalAnswerFailure> {
        guard var request = approvalRequest(id, now: now) else { return .failure(.unknown) }
        guard request.status == .pending else { return .failure(.notPending(request.status)) }
        request.status = approve ? .approved : .denied
        approvalRequests[id] = request
        return .success(request)
    }

    /// Stops a pending request (its login no longer waits for it).
    func cancelApprovalRequest(_ id: String, now: Date) {
        guard approvalRequest(id, now: now)?.status == .pending else { return }
        approvalRequests[id]?.status = .cancelled
    }
}

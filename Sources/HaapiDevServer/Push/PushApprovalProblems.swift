import HTTPTypes
import HaapiJOSE
import HaapiModel

/// The answers of `POST /push/approve` that refuse a request, as `application/problem+json`
/// with `type`, `title`, `detail` and `status`.
extension HTTPFailure {
    /// 400 `invalid-request-signature`: not a JWS this server signed as an approval request.
    static func approvalSignatureInvalid(_ error: JWTError) -> HTTPFailure {
        approvalProblem(.badRequest, "invalid-request-signature", "invalid request signature", "the request is not an approval request this server signed (\(error))")
    }

    /// 400 `expired-request`: the request's `exp` has passed.
    static var approvalExpired: HTTPFailure {
        approvalProblem(.badRequest, "expired-request", "expired", "the sign-in request expired; the login must send a new one")
    }

    /// 404 `unknown-request`: no request has this `jti`.
    static var approvalUnknown: HTTPFailure {
        approvalProblem(.notFound, "unknown-request", "unknown request", "this server has no sign-in request with this jti")
    }

    /// 409 `already-answered` (approved or denied before) or `cancelled` (the login stopped waiting).
    static func approvalNotPending(_ status: ApprovalRequest.Status) -> HTTPFailure {
        if status == .cancelled {
            return approvalProblem(.conflict, "cancelled-request", "cancelled", "the login stopped waiting for this sign-in request")
        }
        return approvalProblem(.conflict, "already-answered", "already answered", "the sign-in request was \(status.rawValue) before")
    }

    /// 403 `wrong-user`: the access token's user is not the request's `sub`.
    static var approvalForAnotherUser: HTTPFailure {
        approvalProblem(.forbidden, "wrong-user", "the request is for another user", "the access token's subject is not the request's sub")
    }

    private static func approvalProblem(_ status: HTTPResponse.Status, _ name: String, _ title: String, _ detail: String) -> HTTPFailure {
        .problem(
            Problem(type: ProblemType(rawValue: "https://curity.se/problems/\(name)"), title: title, detail: detail, status: status.code),
            status: status)
    }
}

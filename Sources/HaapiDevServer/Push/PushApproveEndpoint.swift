import Foundation
import HTTPTypes
import HaapiJOSE
import HaapiModel
import Hummingbird
import Logging

/// `POST /push/approve`: the app answers a push approval request for its user (the access
/// token is checked first, see ``PushEndpoints``).
///
/// Form: `request` (the compact JWS from the push or the QR code), `decision` (`approve` or
/// `deny`). Checks, in order: the signature (400 `invalid request signature`), `exp` (400
/// `expired`), the `jti` (404 unknown; 409 `already answered`), the token's user is the
/// request's `sub` (403). Then `204`, and the waiting login's next poll goes on (approved)
/// or fails (denied). A request is answered once.
struct PushApproveEndpoint: Sendable {
    static let path = "/push/approve"

    let environment: ServerEnvironment

    func handle(_ call: PushCall) async throws(HTTPFailure) -> Response {
        let username = call.username
        let (jws, approve) = try Self.read(call.form)
        let now = environment.now
        let verified: VerifiedJWT
        do {
            verified = try environment.tokens.verifyApprovalRequest(jws, issuer: environment.issuer, now: now)
        } catch .expired {
            throw .approvalExpired
        } catch {
            throw .approvalSignatureInvalid(error)
        }
        let state = environment.state
        guard let id = verified.jwtID, let pending = await state.approvalRequest(id, now: now) else { throw .approvalUnknown }
        guard pending.status == .pending else { throw pending.status == .expired ? .approvalExpired : .approvalNotPending(pending.status) }
        guard verified.subject?.lowercased() == username.lowercased(), pending.username.lowercased() == username.lowercased() else {
            throw .approvalForAnotherUser
        }
        switch await state.answerApprovalRequest(id, approve: approve, now: now) {
        case .success:
            environment.logger.info("push approval answered", metadata: ["jti": .string(id), "decision": .string(approve ? "approve" : "deny")])
            return Response(status: .noContent, headers: [.cacheControl: "no-store"])
        case .failure(.unknown):
            throw .approvalUnknown
        case .failure(.notPending(let status)):
            throw status == .expired ? .approvalExpired : .approvalNotPending(status)
        }
    }

    /// `request` and `decision`, or `invalid-input` naming what is wrong.
    static func read(_ form: FormParameters) throws(HTTPFailure) -> (jws: String, approve: Bool) {
        var invalid: [InvalidField] = []
        let jws = form.printableASCII("request", maxLength: 8192, required: true, into: &invalid)
        let decision = form.printableASCII("decision", maxLength: 16, required: true, into: &invalid)
        if let decision, decision != "approve", decision != "deny" {
            invalid.append(InvalidField(name: "decision", reason: .invalidValue, detail: "decision is approve or deny"))
        }
        guard invalid.isEmpty, let jws, let decision else { throw .invalidInput(invalid, .english) }
        return (jws, decision == "approve")
    }
}

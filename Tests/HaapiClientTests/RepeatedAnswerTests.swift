import Foundation
import HaapiClient
import HaapiModel
import HaapiTesting
import Testing

/// `submit(_:comparingWith:)`: an answer byte for byte the previous one is not decoded
/// again; anything else about the request stays as for every HAAPI request.
@Suite struct RepeatedAnswerTests {
    static let pending = #"{"type":"polling-step","properties":{"status":"pending"},"actions":[{"template":"form","kind":"poll","model":{"href":"/authn/poll","method":"POST"}}]}"#
    static let done = #"{"type":"polling-step","properties":{"status":"done"},"actions":[{"template":"form","kind":"redirect","model":{"href":"/authn/done","method":"GET"}}]}"#

    private func haapi(_ text: String, status: Int = 200, type: String = MediaType.haapi) -> TransportResponse {
        .json(text, status: status, contentType: type)
    }

    private var poll: FormActionModel {
        FormActionModel(href: Href(string: "https://login.example.com/authn/poll")!, method: .post, fields: [])
    }

    @Test func aRepeatedAnswerIsNotDecodedAndAnyChangeIs() async throws {
        let server = await MockAuthorizationServer()
        await server.transport.route("POST", "/authn/poll", responses: [
            haapi(Self.pending), haapi(Self.pending), haapi(Self.pending, status: 202), haapi(Self.done),
            haapi(#"{"type":"https://curity.se/problems/unexpected","title":"no"}"#, status: 400, type: MediaType.problem),
        ])
        let client = try server.client()
        _ = try await client.start()
        guard case .changed(let first, let identity) = try await client.submit(FormSubmission(poll), comparingWith: nil) else {
            throw TestError("the first answer was compared with nothing")
        }
        #expect(first.representation?.pollingProperties?.status == .pending)
        guard case .unchanged = try await client.submit(FormSubmission(poll), comparingWith: identity) else {
            throw TestError("the same bytes were decoded again")
        }
        // Another status with the same bytes, another body, a problem: each decoded.
        guard case .changed(let accepted, _) = try await client.submit(FormSubmission(poll), comparingWith: identity) else {
            throw TestError("another status was taken as unchanged")
        }
        #expect(accepted.status == 202)
        guard case .changed(let done, _) = try await client.submit(FormSubmission(poll), comparingWith: identity) else {
            throw TestError("another body was taken as unchanged")
        }
        #expect(done.representation?.pollingProperties?.status == .done)
        guard case .changed(let problem, _) = try await client.submit(FormSubmission(poll), comparingWith: identity) else {
            throw TestError("a problem was taken as unchanged")
        }
        #expect(problem.problem != nil && problem.status == 400)
    }

    @Test func anUnchangedPollStillCarriesAFreshProofAndTheSession() async throws {
        let server = await MockAuthorizationServer()
        await server.transport.route("POST", "/authn/poll", responses: [haapi(Self.pending), haapi(Self.pending)])
        let client = try server.client()
        _ = try await client.start()
        guard case .changed(_, let identity) = try await client.submit(FormSubmission(poll), comparingWith: nil) else {
            throw TestError("the first answer was compared with nothing")
        }
        guard case .unchanged = try await client.submit(FormSubmission(poll), comparingWith: identity) else {
            throw TestError("the same bytes were decoded again")
        }
        let polls = await server.transport.requests(to: "/authn/poll")
        #expect(polls.count == 2)
        let proofs = polls.compactMap { $0.headers["DPoP"] }
        #expect(proofs.count == 2 && Set(proofs).count == 2)
        #expect(polls.allSatisfy { $0.headers["Session-Id"] == "session-7f3a" })
    }
}

import Foundation
@testable import HaapiApp
import HaapiUI
@testable import HaapiWeb
import Testing

/// What a facade flow's end shows in the browser: an approval, a denial and an app's own
/// flow each have their page; an error its words for the person, never its detail; a
/// closed flow is a cancellation.
@MainActor
@Suite("Web app facade results")
struct WebAppResultTests {
    static let request = SignInApprovalRequest(
        id: "r1", subject: "demo", clientName: "Web shop", scope: nil, issuedAt: Date(), expiresAt: Date().addingTimeInterval(60),
        approveURI: URL(string: "https://idp.example/approve")!, compact: "a.b.c")

    static func page(_ outcome: HaapiKitOutcome) throws -> String {
        let registry = try ThemeRegistry.standard.registering(.haapiWeb)
        let view = ResultScreen.view(WebLoginResult(outcome), registry: registry, inApp: true)
        return texts(view).joined(separator: "\n")
    }

    static func texts(_ view: View) -> [String] {
        let own = (view as? MessageView)?.text ?? (view as? Label)?.text ?? (view as? Button)?.title
        return (own.map { [$0] } ?? []) + view.subviews.flatMap(texts)
    }

    @Test func eachEndHasItsOwnPage() throws {
        let approved = try Self.page(.success(.signInApproved(Self.request)))
        #expect(approved.contains("Sign-in approved") && approved.contains("You approved the sign-in on the other device."))
        let denied = try Self.page(.success(.signInDenied(Self.request)))
        #expect(denied.contains("Sign-in denied") && denied.contains("so it cannot go on"))
        let action = try Self.page(.success(.appActionDone(HaapiKitAppAction(name: "smartcard", parameters: ["id": "secret-value"]))))
        #expect(action.contains("Done") && action.contains("The app did what the link asked for.") && !action.contains("secret-value"))
        for page in [approved, denied, action] { #expect(page.contains("Back to the start") && !page.contains("Sign in again")) }
    }

    @Test func anErrorShowsItsWordsAndAClosedFlowIsACancellation() throws {
        let failed = try Self.page(.failure(.internalError(message: "database password hunter2 rejected")))
        #expect(failed.contains("You are not signed in") && !failed.contains("hunter2"), "\(failed)")
        #expect(WebLoginResult(.failure(.flowClosed)).outcome == .cancelled)
        #expect(WebLoginResult(.failure(.flowCancelled)).outcome == .cancelled)
        #expect(WebLoginResult(.failure(.urlActionNotSupported(action: "x"))).messageKey == HaapiKitError.urlActionNotSupported(action: "x").presentation.message)
    }
}

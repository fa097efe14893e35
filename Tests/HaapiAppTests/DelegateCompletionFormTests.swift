import Foundation
@testable import HaapiApp
import HaapiDevServerTesting
import HaapiTesting
import Testing

/// A delegate with seed 003's completion form of the push token, presenting with a
/// ``PresentingDelegate``.
@MainActor
final class CompletionTokenDelegate: HaapiKitDelegate {
    enum Answer { case now(String), later(String), twice(String, String), error, never }
    let answer: Answer
    let presenting = PresentingDelegate(token: nil)

    init(_ answer: Answer) {
        self.answer = answer
    }

    func pushToken(for haapiKit: HaapiKit, completion: @escaping (String?, (any Error)?) -> Void) {
        switch answer {
        case .now(let token): completion(token, nil)
        case .later(let token):
            Task { @MainActor in
                try? await Task.sleep(for: .milliseconds(50))
                completion(token, nil)
            }
        case .twice(let first, let second):
            completion(first, nil)
            completion(second, nil)
        case .error: completion(nil, TestError("the push service has no token"))
        case .never: break
        }
    }

    func haapiKit(_ haapiKit: HaapiKit, present presentation: HaapiKitPresentation) {
        presenting.haapiKit(haapiKit, present: presentation)
    }
}

/// Seed 003's `firebaseTokenProvider(for:completion:)` shape: a delegate that answers
/// through a completion gives the facade its token, once, whatever thread it calls from.
@MainActor
@Suite("The delegate's push token in completion form")
struct DelegateCompletionFormTests {
    @Test func aLoginRegistersTheTokenTheCompletionGave() async throws {
        try await TestDevServer.run { server in
            let delegate = CompletionTokenDelegate(.later("device-completion"))
            let kit = try configuredKit(server, delegate: delegate)
            let login = Task { @MainActor in try await kit.handleURL(URL(string: "haapidemo://login?login_hint=demo")!) }
            try await delegate.presenting.renderer().signInWithPassword()
            _ = try await login.value
            #expect(kit.registeredPushToken == "device-completion")
            // A new token handed over where nothing can wait is registered in the background.
            handOver("device-next", to: kit)
            try await waitUntil("the new token is registered") { kit.registeredPushToken == "device-next" }
        }
    }

    @Test func theFirstAnswerCountsAnErrorIsThrownAndSilenceIsNoToken() async throws {
        let kit = HaapiKit(environment: [:], logger: .quiet("HaapiAppTests"))
        #expect(try await CompletionTokenDelegate(.now("a")).pushToken(for: kit) == "a")
        #expect(try await CompletionTokenDelegate(.twice("first", "second")).pushToken(for: kit) == "first")
        await #expect(throws: TestError.self) { try await CompletionTokenDelegate(.error).pushToken(for: kit) }
        #expect(try await CompletionTokenDelegate(.never).pushTokenByCompletion(for: kit, patience: .milliseconds(100)) == nil)
        // A delegate that writes neither form has no token.
        #expect(try await PlainDelegate().pushToken(for: kit) == nil)
    }
}

/// What a push service's delegate does: hands the token over where nothing can wait.
@MainActor
private func handOver(_ token: String, to kit: HaapiKit) {
    kit.handleNewPushToken(token)
}

@MainActor
private final class PlainDelegate: HaapiKitDelegate {
    func haapiKit(_ haapiKit: HaapiKit, present presentation: HaapiKitPresentation) {}
}

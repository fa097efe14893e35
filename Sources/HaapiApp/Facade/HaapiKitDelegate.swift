import Synchronization

/// What the facade asks of the app (seed 003's `IDKDelegate`). ``HaapiKit`` holds
/// it weakly: the app owns it. A delegate that is gone when the facade needs it is
/// logged and reported as an error of the call that needed it, never a crash.
@MainActor
public protocol HaapiKitDelegate: AnyObject {
    /// The device's push token (seed 003's `firebaseTokenProvider(for:completion:)`),
    /// or `nil` while it has none. Asked whenever the facade needs it: at any moment,
    /// and several times. The default asks ``pushToken(for:completion:)``.
    func pushToken(for haapiKit: HaapiKit) async throws -> String?

    /// The completion form of ``pushToken(for:)`` (seed 003's, whose `completion` a push
    /// service's token call takes as it is): call `completion` once, from any thread,
    /// with the token or an error. The default has no token. A delegate implements
    /// one of the two forms.
    func pushToken(for haapiKit: HaapiKit, completion: @escaping (String?, (any Error)?) -> Void)

    /// A flow needs the screen: a notification's, or one an `async` API started.
    /// Run `presentation` with the app's renderer (`await presentation.run(renderer:)`);
    /// it ends by itself when its flow ends.
    func haapiKit(_ haapiKit: HaapiKit, present presentation: HaapiKitPresentation)
}

extension HaapiKitDelegate {
    /// No push token.
    public func pushToken(for haapiKit: HaapiKit, completion: @escaping (String?, (any Error)?) -> Void) {
        completion(nil, nil)
    }

    /// Asks ``pushToken(for:completion:)``. Its first answer counts, later ones are
    /// ignored; one that does not come within ``HaapiKit/pushTokenPatience`` counts as
    /// no token.
    public func pushToken(for haapiKit: HaapiKit) async throws -> String? {
        try await pushTokenByCompletion(for: haapiKit, patience: HaapiKit.pushTokenPatience)
    }

    /// ``pushToken(for:completion:)``'s first answer, or `nil` after `patience`.
    func pushTokenByCompletion(for haapiKit: HaapiKit, patience: Duration) async throws -> String? {
        let answer = PushTokenAnswer()
        let deadline = Task {
            try? await Task.sleep(for: patience)
            answer.give(token: nil, error: nil)
        }
        defer { deadline.cancel() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<String?, any Error>) in
                answer.waiting(continuation)
                pushToken(for: haapiKit) { token, error in answer.give(token: token, error: error) }
            }
        } onCancel: {
            answer.give(token: nil, error: CancellationError())
        }
    }
}

/// The one answer of a completion-form push token call: the first of the delegate's
/// answer, the deadline and cancellation resumes the waiter; the others do nothing.
private final class PushTokenAnswer: Sendable {
    private let state = Mutex<(continuation: CheckedContinuation<String?, any Error>?, given: Result<String?, any Error>?)>((nil, nil))

    func waiting(_ continuation: CheckedContinuation<String?, any Error>) {
        let given = state.withLock { current in
            if current.given == nil { current.continuation = continuation }
            return current.given
        }
        if let given { continuation.resume(with: given) }
    }

    func give(token: String?, error: (any Error)?) {
        let result: Result<String?, any Error> = error.map { .failure($0) } ?? .success(token)
        let waiter = state.withLock { current -> CheckedContinuation<String?, any Error>? in
            guard current.given == nil else { return nil }
            current.given = result
            defer { current.continuation = nil }
            return current.continuation
        }
        waiter?.resume(with: result)
    }
}

public import Logging

/// A ``PasscodeControllerDelegate`` that does what seed 002 asks of one with a
/// ``SecureStore``: create the store with a new passcode, open it with an entered one,
/// and re-protect it on a change. Apps hear of the rest through its closures.
///
/// ```swift
/// let store = FileSecureStore(url: storeURL)
/// let storeDelegate = SecureStorePasscodeDelegate(store: store)
/// storeDelegate.onReset = { _ in /* wipe and start the onboarding again */ }
/// let input = PasscodeInputController(themeRegistry: registry)
/// input.delegate = storeDelegate          // held weakly: keep storeDelegate alive
/// ```
///
/// A wrong passcode is ``PasscodeControllerError/failedToMatch(message:triesRemaining:)``
/// with ``PasscodeControllerError/unlimitedTries``: give the controllers a
/// ``PasscodeInputController/lockout`` to count and limit tries.
@MainActor
public final class SecureStorePasscodeDelegate: PasscodeControllerDelegate {
    /// The store the passcodes protect.
    public let store: any SecureStore
    /// The person cancelled.
    public var onCancel: (@MainActor (PasscodeController) -> Void)?
    /// The person forgot the passcode.
    public var onReset: (@MainActor (PasscodeController) -> Void)?
    /// The person skipped setting a passcode.
    public var onSkip: (@MainActor (PasscodeController) -> Void)?
    /// The retry limit was reached (`wiped`: the controller destroyed the store).
    public var onRetryLimit: (@MainActor (PasscodeController, _ wiped: Bool) -> Void)?
    /// Whether creating a passcode replaces a store that exists (an onboarding sets the
    /// app up anew); otherwise creating over one is refused.
    public var replacesExistingStore = false

    private let logger: Logger
    /// The current passcode between `.matchForChange` and `.change`.
    private var currentPasscode: String?

    /// Creates the delegate over `store`.
    public init(store: any SecureStore, logger: Logger = Logger(label: "HaapiOnboarding")) {
        self.store = store
        self.logger = logger
    }

    public func shouldTryPasscode(
        _ passcode: String, forInputMode mode: PasscodeInputMode, fromController controller: PasscodeController
    ) async throws(PasscodeControllerError) {
        do throws(SecureStoreError) {
            switch mode {
            case .create:
                if replacesExistingStore, await store.exists() {
                    logger.info("secure store: replacing the earlier store")
                    try await store.destroy()
                }
                try await store.create(passcode: passcode)
            case .match:
                try await store.open(passcode: passcode)
            case .matchForChange:
                try await store.open(passcode: passcode)
                currentPasscode = passcode
            case .change:
                guard let current = currentPasscode else {
                    throw SecureStoreError.notOpen
                }
                try await store.changePasscode(from: current, to: passcode)
                currentPasscode = nil
            }
            logger.info("secure store: passcode accepted (\(mode))")
        } catch .wrongPasscode {
            logger.info("secure store: wrong passcode (\(mode))")
            throw .failedToMatch(message: nil, triesRemaining: PasscodeControllerError.unlimitedTries)
        } catch {
            logger.error("secure store: \(mode) failed: \(error)")
            throw .failedToMeetPolicy(message: controller.storeProblemText(error))
        }
    }

    public func didCancelPasscodeEntry(fromController controller: PasscodeController) {
        currentPasscode = nil
        onCancel?(controller)
    }

    public func shouldResetPasscode(fromController controller: PasscodeController) {
        onReset?(controller)
    }

    public func didSkipPasscodeSetup(fromController controller: PasscodeController) {
        onSkip?(controller)
    }

    public func didReachRetryLimit(fromController controller: PasscodeController, wiped: Bool) {
        currentPasscode = nil
        onRetryLimit?(controller, wiped)
    }
}

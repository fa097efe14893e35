import Foundation
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Logging
import Testing

/// The store delegate against a real file store.
@MainActor
@Suite struct SecureStorePasscodeDelegateTests {
    static let passcode = "Secret-123"
    static let newPasscode = "New-secret-456"
    static let wrong = PasscodeControllerError.failedToMatch(message: nil, triesRemaining: PasscodeControllerError.unlimitedTries)
    /// What the person reads when the store cannot be used (the technical reason is logged).
    static let notMatched = PasscodeControllerError.failedToMeetPolicy(message: "The app's data on this device cannot be used right now. Try again.")

    let folder: TemporaryFolder
    let capture: LogCapture
    let store: FileSecureStore
    let delegate: SecureStorePasscodeDelegate
    let controller: PasscodeInputController

    init() throws {
        let folder = try TemporaryFolder()
        let capture = LogCapture()
        let store = FileSecureStore(url: folder.url.appendingPathComponent("anna.store"), derivation: .fastForTests, logger: capture.logger())
        self.folder = folder
        self.capture = capture
        self.store = store
        delegate = SecureStorePasscodeDelegate(store: store, logger: capture.logger())
        controller = PasscodeInputController(themeRegistry: try onboardingRegistry())
    }

    /// What the delegate answers for `passcode` in `mode`: `nil` accepted, or its refusal.
    func refusal(_ passcode: String, _ mode: PasscodeInputMode) async -> PasscodeControllerError? {
        do throws(PasscodeControllerError) {
            try await delegate.shouldTryPasscode(passcode, forInputMode: mode, fromController: controller)
            return nil
        } catch {
            return error
        }
    }

    /// Whether `passcode` opens the store's file in a fresh instance (the next run of the app).
    func opens(with passcode: String) async -> Bool {
        let next = FileSecureStore(url: store.url, derivation: .fastForTests, logger: .quiet())
        do throws(SecureStoreError) {
            try await next.open(passcode: passcode)
            return true
        } catch {
            #expect(error == .wrongPasscode)
            return false
        }
    }

    @Test func aDamagedStoreIsExplainedToThePersonAndLoggedForTheApp() async throws {
        try await makeStore()
        var bytes = try Data(contentsOf: store.url)
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: store.url)
        #expect(await refusal(Self.passcode, .match) == .failedToMeetPolicy(
            message: "The app's data on this device is damaged and cannot be opened. Reset the passcode to set up the app again."))
        #expect(capture.text.contains("the secure store is damaged"), "the app's log says what exactly")
        #expect(!capture.text.contains(Self.passcode))
    }

    /// Makes the store with ``passcode``, holding a value, and closes it.
    func makeStore() async throws {
        try await store.create(passcode: Self.passcode)
        try await store.setData(Data("token-value".utf8), forKey: "token")
        await store.close()
    }

    @Test func createMakesTheStoreWithThePasscodeAndLeavesItOpen() async throws {
        #expect(await refusal(Self.passcode, .create) == nil)
        #expect(await store.exists())
        #expect(await store.isOpen())
        #expect(await opens(with: Self.passcode))
        #expect(await !opens(with: Self.newPasscode))
    }

    @Test func matchOpensTheStoreAndAWrongPasscodeIsAFailedMatchWithUnlimitedTries() async throws {
        try await makeStore()
        #expect(await refusal("wrong-1", .match) == Self.wrong)
        #expect(Self.wrong.triesRemaining == nil, "the controller's lockout counts")
        #expect(await !store.isOpen())
        #expect(await refusal(Self.passcode, .match) == nil)
        #expect(await store.isOpen())
        #expect(try await store.data(forKey: "token") == Data("token-value".utf8))
    }

    @Test func matchForChangeThenChangeReprotectsTheStoreKeepingItsValues() async throws {
        try await makeStore()
        #expect(await refusal("wrong-1", .matchForChange) == Self.wrong)
        #expect(await refusal(Self.passcode, .matchForChange) == nil)
        #expect(await opens(with: Self.passcode), "checking the current passcode changes nothing")
        #expect(await refusal(Self.newPasscode, .change) == nil)
        #expect(await !opens(with: Self.passcode))
        #expect(await opens(with: Self.newPasscode))
        #expect(try await store.data(forKey: "token") == Data("token-value".utf8))
    }

    @Test func changeWithoutAMatchForChangeIsRefused() async throws {
        try await makeStore()
        #expect(await refusal(Self.newPasscode, .change) == Self.notMatched)
        #expect(await opens(with: Self.passcode))
        #expect(await !opens(with: Self.newPasscode))
    }

    @Test func changeAfterAWrongMatchForChangeIsRefused() async throws {
        try await makeStore()
        #expect(await refusal("wrong-1", .matchForChange) == Self.wrong)
        #expect(await refusal(Self.newPasscode, .change) == Self.notMatched)
        #expect(await opens(with: Self.passcode))
    }

    @Test func aMatchForChangeServesOneChangeOnly() async throws {
        try await makeStore()
        #expect(await refusal(Self.passcode, .matchForChange) == nil)
        #expect(await refusal(Self.newPasscode, .change) == nil)
        #expect(await refusal("Third-secret-789", .change) == Self.notMatched)
        #expect(await opens(with: Self.newPasscode))
    }

    @Test func aCancelBetweenMatchForChangeAndChangeForgetsTheCurrentPasscode() async throws {
        try await makeStore()
        var cancelled = 0
        delegate.onCancel = { _ in cancelled += 1 }
        #expect(await refusal(Self.passcode, .matchForChange) == nil)
        delegate.didCancelPasscodeEntry(fromController: controller)
        #expect(cancelled == 1)
        #expect(await refusal(Self.newPasscode, .change) == Self.notMatched)
        #expect(await opens(with: Self.passcode))
    }

    @Test func createOverAnExistingStoreIsRefusedUnlessItReplaces() async throws {
        try await makeStore()
        #expect(!delegate.replacesExistingStore, "refusing is the default")
        #expect(await refusal(Self.newPasscode, .create) == Self.notMatched)
        #expect(await opens(with: Self.passcode), "the earlier store is untouched")

        delegate.replacesExistingStore = true
        #expect(await refusal(Self.newPasscode, .create) == nil)
        #expect(await !opens(with: Self.passcode))
        #expect(await opens(with: Self.newPasscode))
        #expect(try await store.data(forKey: "token") == nil, "the new store starts empty")
    }

    @Test func theClosuresHearOfTheRest() {
        var heard: [String] = []
        delegate.onReset = { _ in heard.append("reset") }
        delegate.onSkip = { _ in heard.append("skip") }
        delegate.onRetryLimit = { _, wiped in heard.append("limit \(wiped)") }
        delegate.shouldResetPasscode(fromController: controller)
        delegate.didSkipPasscodeSetup(fromController: controller)
        delegate.didReachRetryLimit(fromController: controller, wiped: true)
        #expect(heard == ["reset", "skip", "limit true"])
    }

    @Test func noPasscodeIsLogged() async throws {
        let passcodes = [Self.passcode, Self.newPasscode, "wrong-7f3a", "Replaced-91c2"]
        #expect(await refusal(Self.passcode, .create) == nil)
        await store.close()
        #expect(await refusal("wrong-7f3a", .match) == Self.wrong)
        #expect(await refusal(Self.passcode, .match) == nil)
        #expect(await refusal("wrong-7f3a", .matchForChange) == Self.wrong)
        #expect(await refusal(Self.passcode, .matchForChange) == nil)
        #expect(await refusal(Self.newPasscode, .change) == nil)
        #expect(await refusal(Self.newPasscode, .change) != nil)
        #expect(await refusal("Replaced-91c2", .create) != nil)
        delegate.replacesExistingStore = true
        #expect(await refusal("Replaced-91c2", .create) == nil)

        #expect(capture.text.contains("passcode accepted (create)"), "the delegate's lines were captured")
        #expect(capture.text.contains("wrong passcode (matchForChange)"))
        for passcode in passcodes {
            #expect(!capture.text.contains(passcode), "\(passcode) was logged")
        }
    }
}

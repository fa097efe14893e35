import Foundation
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Logging
import Testing

/// The passcode session over a real file store, driven through its screens as a
/// renderer's person would.
@MainActor
@Suite struct PasscodeSessionTests {
    static let passcode = "Secret-123"
    static let newPasscode = "New-secret-456"

    let folder: TemporaryFolder
    let store: FileSecureStore
    let biometrics = SimulatedBiometricAuthenticator()
    let time = FakeLockoutClock()

    init() throws {
        let folder = try TemporaryFolder()
        self.folder = folder
        store = FileSecureStore(url: folder.url.appendingPathComponent("anna.store"), derivation: .fastForTests, logger: .quiet())
    }

    var storeFileExists: Bool { FileManager.default.fileExists(atPath: store.url.path) }

    /// A fresh instance over the store's file: what the next run of the app sees.
    func reopened() -> FileSecureStore {
        FileSecureStore(url: store.url, derivation: .fastForTests, logger: .quiet())
    }

    /// A session of `kind` for anna over ``store``, running without a renderer.
    func start(
        _ kind: PasscodeSession.Kind, biometrics: SimulatedBiometricAuthenticator? = nil, lockout: PasscodeLockout? = nil
    ) throws -> (PasscodeSession, Task<PasscodeSession.Outcome, Never>) {
        let session = PasscodeSession(
            kind, themeRegistry: try onboardingRegistry(), store: store, biometrics: biometrics, userIdentifier: "anna",
            lockout: lockout, logger: .quiet())
        let run = Task { await session.run() }
        return (session, run)
    }

    /// The session's screen once it is a `Screen` that `isReady`.
    func screen<Screen: PasscodeController>(
        _ session: PasscodeSession, as type: Screen.Type, _ isReady: (Screen) -> Bool = { _ in true }
    ) async throws -> Screen {
        try await waitUntil("the \(Screen.self)", seconds: 300) { (session.controller as? Screen).map(isReady) ?? false }
        return try #require(session.controller as? Screen)
    }

    func asking(_ session: PasscodeSession) async throws -> PasscodeInputController {
        try await screen(session, as: PasscodeInputController.self) { $0.stateMachine.step == .enterPasscode }
    }

    func enter(_ passcode: String, on controller: PasscodeController) {
        controller.passcodeTextField.enterText(passcode)
        #expect(controller.primaryActionButton.tap())
    }

    /// Makes the store with ``passcode``, holding a value, and closes it.
    func makeStore() async throws {
        try await store.create(passcode: Self.passcode)
        try await store.setData(Data("token-value".utf8), forKey: "token")
        await store.close()
    }

    func opens(_ store: FileSecureStore, with passcode: String) async -> Bool {
        do throws(SecureStoreError) {
            try await store.open(passcode: passcode)
            return true
        } catch {
            #expect(error == .wrongPasscode)
            return false
        }
    }

    // MARK: Create

    @Test func createEndsCreatedAndTheStoreOpensWithThePasscode() async throws {
        let (session, run) = try start(.create)
        let create = try await screen(session, as: PasscodeCreateController.self)
        #expect(create.headlineLabel.text == "Create Passcode")
        enter(Self.passcode, on: create)
        enter(Self.passcode, on: create)
        #expect(await run.value == .created(biometricsEnabled: false))
        #expect(session.isFinished)
        #expect(storeFileExists)
        let next = reopened()
        #expect(await !opens(next, with: "Other-secret-1"))
        #expect(await opens(next, with: Self.passcode))
        #expect(await !biometrics.hasSecret(account: PasscodeController.biometricAccount(for: "anna")))
    }

    @Test func createWithBiometricsEnabledKeepsACopyOfThePasscode() async throws {
        let (session, run) = try start(.create, biometrics: biometrics)
        let create = try await screen(session, as: PasscodeCreateController.self)
        enter(Self.passcode, on: create)
        enter(Self.passcode, on: create)
        try await waitUntil("biometrics offered", seconds: 300) { create.stateMachine.step == .enableBiometrics(enrolled: true) }
        #expect(create.enableBiometricsButton.tap())
        #expect(await run.value == .created(biometricsEnabled: true))
        let copy = try await biometrics.secret(account: PasscodeController.biometricAccount(for: "anna"), reason: "Check")
        #expect(String(decoding: copy, as: UTF8.self) == Self.passcode)
        #expect(await opens(reopened(), with: Self.passcode))
    }

    @Test func createCancelledEndsCancelledWithoutAStore() async throws {
        let (session, run) = try start(.create)
        let create = try await screen(session, as: PasscodeCreateController.self)
        #expect(create.cancelButton.tap())
        #expect(await run.value == .cancelled)
        #expect(!storeFileExists)
    }

    // MARK: Unlock

    @Test func unlockWithThePasscodeOpensTheStore() async throws {
        try await makeStore()
        let (session, run) = try start(.unlock, biometrics: biometrics)
        let input = try await asking(session)
        #expect(await biometrics.reasons.isEmpty, "no copy: no prompt")
        enter(Self.passcode, on: input)
        #expect(await run.value == .unlocked(usedBiometrics: false))
        #expect(await store.isOpen())
        #expect(try await store.data(forKey: "token") == Data("token-value".utf8))
    }

    @Test func unlockWithBiometricsOpensTheStore() async throws {
        try await makeStore()
        try await biometrics.storeSecret(Data(Self.passcode.utf8), account: PasscodeController.biometricAccount(for: "anna"))
        let (_, run) = try start(.unlock, biometrics: biometrics)
        #expect(await run.value == .unlocked(usedBiometrics: true))
        #expect(await biometrics.reasons == ["Unlock the app"])
        #expect(await store.isOpen())
        #expect(try await store.data(forKey: "token") == Data("token-value".utf8))
    }

    @Test func aWrongPasscodeShowsAnErrorAndTheRightOneStillUnlocks() async throws {
        try await makeStore()
        let (session, run) = try start(.unlock)
        let input = try await asking(session)
        enter("wrong-1", on: input)
        try await waitUntil("the error shown", seconds: 300) { input.errorMessageLabel.text == "Wrong passcode." }
        #expect(!session.isFinished)
        #expect(await !store.isOpen())
        _ = try await asking(session)
        enter(Self.passcode, on: input)
        #expect(await run.value == .unlocked(usedBiometrics: false))
    }

    @Test func theRetryLimitWipesTheStoreAndEndsLocked() async throws {
        try await makeStore()
        let lockout = try PasscodeLockout(
            retryLimit: 2, schedule: LockoutSchedule(delays: [.zero]), store: InMemoryLockoutRecordStore(), clock: time.clock)
        let (session, run) = try start(.unlock, lockout: lockout)
        enter("wrong-1", on: try await asking(session))
        let input = try #require(session.controller as? PasscodeInputController)
        try await waitUntil("counted", seconds: 300) { input.errorMessageLabel.text == "Wrong passcode. 1 try left." }
        enter("wrong-2", on: try await asking(session))
        #expect(await run.value == .locked(wiped: true))
        #expect(!storeFileExists, "the store's file is gone")
        #expect(await !store.exists())
        #expect(input.countdownLabel.text == "For your protection, the app's data on this device was removed. Set up the app again.")
    }

    @Test func resetPasscodeEndsResetRequested() async throws {
        try await makeStore()
        let (session, run) = try start(.unlock)
        let input = try await asking(session)
        #expect(input.secondaryActionButton.title == "Reset Passcode")
        #expect(input.secondaryActionButton.tap())
        #expect(await run.value == .resetRequested)
        #expect(storeFileExists, "the app decides what a reset removes")
    }

    @Test func cancelEndsCancelled() async throws {
        try await makeStore()
        let (session, run) = try start(.unlock)
        _ = try await asking(session)
        await session.cancel()
        #expect(await run.value == .cancelled)
        #expect(await !store.isOpen())
        #expect(storeFileExists)
    }

    // MARK: Change

    @Test func changeEndsChangedAndOnlyTheNewPasscodeOpensTheStore() async throws {
        try await makeStore()
        let (session, run) = try start(.change)
        let current = try await asking(session)
        #expect(current.stateMachine.mode == .matchForChange)
        enter("wrong-1", on: current)
        try await waitUntil("the error shown", seconds: 300) { current.errorMessageLabel.text == "Wrong passcode." }
        _ = try await asking(session)
        enter(Self.passcode, on: current)
        let create = try await screen(session, as: PasscodeCreateController.self)
        #expect(create.stateMachine.mode == .change)
        enter(Self.newPasscode, on: create)
        enter(Self.newPasscode, on: create)
        #expect(await run.value == .changed)
        let next = reopened()
        #expect(await !opens(next, with: Self.passcode))
        #expect(await opens(next, with: Self.newPasscode))
        #expect(try await next.data(forKey: "token") == Data("token-value".utf8), "the values are kept")
    }

    @Test func changeReplacesTheBiometricCopySoTheNextUnlockOpensWithIt() async throws {
        try await makeStore()
        let account = PasscodeController.biometricAccount(for: "anna")
        try await biometrics.storeSecret(Data(Self.passcode.utf8), account: account)
        let (session, run) = try start(.change, biometrics: biometrics)
        enter(Self.passcode, on: try await asking(session))
        let create = try await screen(session, as: PasscodeCreateController.self)
        enter(Self.newPasscode, on: create)
        enter(Self.newPasscode, on: create)
        #expect(await run.value == .changed)
        #expect(await biometrics.reasons.isEmpty, "the change prompted nothing")
        await store.close()

        let (_, unlock) = try start(.unlock, biometrics: biometrics)
        #expect(await unlock.value == .unlocked(usedBiometrics: true))
        #expect(await biometrics.reasons == ["Unlock the app"])
        #expect(try await store.data(forKey: "token") == Data("token-value".utf8))
    }

    @Test func theRetryLimitOnTheCurrentPasscodeWipesTheStoreAndEndsLocked() async throws {
        try await makeStore()
        let lockout = try PasscodeLockout(
            retryLimit: 1, schedule: LockoutSchedule(delays: [.zero]), store: InMemoryLockoutRecordStore(), clock: time.clock)
        let (session, run) = try start(.change, lockout: lockout)
        enter("wrong-1", on: try await asking(session))
        #expect(await run.value == .locked(wiped: true))
        #expect(!storeFileExists)
    }

    @Test func changeCancelledOnTheNewPasscodeKeepsTheOldOne() async throws {
        try await makeStore()
        let (session, run) = try start(.change)
        enter(Self.passcode, on: try await asking(session))
        let create = try await screen(session, as: PasscodeCreateController.self)
        enter(Self.newPasscode, on: create)
        #expect(create.cancelButton.tap())
        #expect(await run.value == .cancelled)
        let next = reopened()
        #expect(await opens(next, with: Self.passcode))
    }
}

import Foundation
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing

@MainActor
@Suite struct MultiUserPasscodeControllerTests {
    static let anna = PasscodeUser(id: "anna", name: "Anna van Berg", info: "anna@example.com")
    static let bert = PasscodeUser(id: "bert", name: "Bert")

    let biometrics = SimulatedBiometricAuthenticator()
    let delegate = RecordingMultiUserDelegate()
    let source = FixedUsers([anna, bert])
    let time: FakeLockoutClock
    let ticks = TestClock()
    /// Each user's lockout over a record store of their own: 2 wrong passcodes lock, no waits.
    let lockouts: [String: PasscodeLockout]

    init() throws {
        let time = FakeLockoutClock()
        self.time = time
        var lockouts: [String: PasscodeLockout] = [:]
        for id in ["anna", "bert"] {
            lockouts[id] = try PasscodeLockout(
                retryLimit: 2, schedule: LockoutSchedule(delays: [.zero]), store: InMemoryLockoutRecordStore(), clock: time.clock)
        }
        self.lockouts = lockouts
    }

    /// A multi-user controller over ``source``, in a container.
    func makeController(language: Language = .english) throws -> (MultiUserPasscodeController, ScreenContainerViewController) {
        let registry = try onboardingRegistry(language)
        let controller = MultiUserPasscodeController(themeRegistry: registry, clock: ticks)
        controller.dataSource = source
        controller.multiUserDelegate = delegate
        controller.biometrics = biometrics
        controller.retryLimitAction = .callDelegate
        let lockouts = lockouts
        controller.lockoutForUser = { lockouts[$0.id] }
        let container = contained(controller, registry: registry)
        return (controller, container)
    }

    func asking(_ controller: PasscodeInputController) async throws {
        try await waitUntil("the passcode asked", seconds: 300) { controller.stateMachine.step == .enterPasscode }
    }

    func enter(_ passcode: String, on controller: PasscodeInputController) async throws {
        try await asking(controller)
        controller.passcodeTextField.enterText(passcode)
        #expect(controller.primaryActionButton.tap())
    }

    /// Picks `id` in the user list as the person does.
    func pick(_ id: String, on controller: MultiUserPasscodeController) throws {
        #expect(controller.switchUserButton.tap())
        #expect(!controller.usersListView.isHidden, "Switch User shows the list")
        let cell = try #require(controller.userCells.first { $0.user.id == id })
        #expect(cell.titleLabel.tap())
    }

    @Test(arguments: [
        ("Anna van Berg", "AB"), ("anna maria van berg", "AB"), ("Cher", "C"), ("  Bert  ", "B"), ("", "?"), ("   ", "?"),
        ("élise durand", "ÉD"), ("42 Tester", "T"),
    ])
    func initialsAreTheFirstAndLastWordsLetters(name: String, initials: String) {
        #expect(PasscodeUser(id: "x", name: name).initials == initials)
    }

    @Test func theUsersComeFromTheDataSourceAndTheCurrentOneIsShown() async throws {
        source.current = "bert"
        let (controller, _) = try makeController()
        #expect(controller.users == [Self.anna, Self.bert])
        #expect(controller.currentUser == Self.bert)
        #expect(controller.userIdentifier == "bert")
        #expect(controller.userNameLabel.text == "Bert")
        #expect(controller.userImagePlaceholder.text == "B")
        #expect(controller.userInfoLabel.isHidden, "Bert has no second line")
        #expect(controller.userCells.map(\.titleLabel.title) == ["Anna van Berg", "Bert"])
        #expect(controller.userCells.map(\.subtitleLabel.text) == ["anna@example.com", ""])
        #expect(controller.userCells.map(\.imagePlaceholder.text) == ["AB", "B"])
        #expect(controller.userCells.map(\.subtitleLabel.isHidden) == [false, true])
        #expect(controller.userCells.map(\.identifier) == ["userCell-anna", "userCell-bert"])
        #expect(controller.usersListView.isHidden, "the list shows only while switching")
        try await asking(controller)
        #expect(controller.headlineLabel.isHidden, "the user is shown instead of a title")
        #expect(!controller.switchUserButton.isHidden)
        try await enter("Bert-pass-1", on: controller)
        try await waitUntil("tried", seconds: 300) { !delegate.tries.isEmpty }
        #expect(delegate.tries.map(\.user) == ["bert"])
        #expect(delegate.tries.map(\.mode) == [.match])
    }

    @Test func withoutACurrentUserIDOrAnUnknownOneTheFirstUserIsShown() throws {
        let (first, _) = try makeController()
        #expect(first.currentUser == Self.anna)
        #expect(first.userImagePlaceholder.text == "AB")
        #expect(first.userNameLabel.text == "Anna van Berg")
        #expect(first.userInfoLabel.text == "anna@example.com")
        #expect(!first.userInfoLabel.isHidden)
        source.current = "zoe"
        let (second, _) = try makeController()
        #expect(second.currentUser == Self.anna)
    }

    @Test func switchingUsersStartsOverWithThatUsersBiometricCopy() async throws {
        let annaAccount = PasscodeController.biometricAccount(for: "anna")
        try await biometrics.storeSecret(Data("Anna-pass-1".utf8), account: annaAccount)
        delegate.answer = { user, passcode in
            (user == "anna" && passcode == "Anna-pass-1") ? nil : .failedToMatch(message: nil, triesRemaining: PasscodeControllerError.unlimitedTries)
        }
        source.current = "bert"
        var unlocked: [Bool] = []
        let (controller, _) = try makeController()
        controller.onUnlock = { unlocked.append($0) }
        try await enter("wrong-1", on: controller)
        try await waitUntil("the wrong passcode counted", seconds: 300) { controller.errorMessageLabel.text == "Wrong passcode. 1 try left." }
        #expect(await biometrics.reasons.isEmpty, "Bert has no biometric copy")

        try pick("anna", on: controller)
        #expect(controller.currentUser == Self.anna)
        #expect(controller.userIdentifier == "anna")
        #expect(controller.userNameLabel.text == "Anna van Berg")
        #expect(controller.usersListView.isHidden, "the list closes once a user is chosen")
        #expect(delegate.switched == ["anna"])
        try await waitUntil("unlocked", seconds: 300) { !unlocked.isEmpty }
        #expect(unlocked == [true], "Anna's own copy released her passcode")
        #expect(await biometrics.prompts.map(\.account) == [annaAccount])
        #expect(delegate.tries.map(\.user) == ["bert", "anna"])
        #expect(delegate.tries.map(\.passcode) == ["wrong-1", "Anna-pass-1"])
    }

    @Test func pickingTheUserShownChangesNothing() async throws {
        let (controller, _) = try makeController()
        try await asking(controller)
        try pick("anna", on: controller)
        #expect(controller.usersListView.isHidden)
        #expect(delegate.switched.isEmpty)
        #expect(controller.stateMachine.step == .enterPasscode)
    }

    @Test func oneUsersWrongPasscodesNeverLockAnother() async throws {
        delegate.answer = { _, _ in .failedToMatch(message: nil, triesRemaining: PasscodeControllerError.unlimitedTries) }
        let anna = try #require(lockouts["anna"])
        let bert = try #require(lockouts["bert"])
        let (controller, _) = try makeController()
        try await enter("wrong-1", on: controller)
        try await waitUntil("counted", seconds: 300) { controller.errorMessageLabel.text == "Wrong passcode. 1 try left." }
        try await enter("wrong-2", on: controller)
        try await waitUntil("Anna locked", seconds: 300) { controller.stateMachine.step == .locked }
        try await waitUntil("the delegate told", seconds: 300) { !delegate.retryLimits.isEmpty }
        #expect(delegate.retryLimits.map(\.user) == ["anna"])
        #expect(await anna.state() == .locked(failures: 2))

        try pick("bert", on: controller)
        try await asking(controller)
        #expect(await bert.state() == .open(failures: 0, triesRemaining: 2), "Bert's count is his own")
        #expect(controller.errorMessageLabel.isHidden, "Anna's lock is not shown for Bert")
        try await enter("wrong-3", on: controller)
        try await waitUntil("counted for Bert", seconds: 300) { controller.errorMessageLabel.text == "Wrong passcode. 1 try left." }
        #expect(await bert.state() == .open(failures: 1, triesRemaining: 1))
        #expect(await anna.state() == .locked(failures: 2))
        #expect(delegate.tries.map(\.user) == ["anna", "anna", "bert"])

        try pick("anna", on: controller)
        try await waitUntil("Anna still locked", seconds: 300) { controller.stateMachine.step == .locked }
        #expect(await bert.state() == .open(failures: 1, triesRemaining: 1))
    }

    @Test func theLockedUserStaysShownUntilTheDelegateHeardOfTheWipeAndOnlyTheirDataGoes() async throws {
        let bertAccount = PasscodeController.biometricAccount(for: "bert")
        try await biometrics.storeSecret(Data("Bert-pass-1".utf8), account: bertAccount)
        delegate.answer = { user, passcode in
            (user == "bert" && passcode == "Bert-pass-1") ? nil : .failedToMatch(message: nil, triesRemaining: PasscodeControllerError.unlimitedTries)
        }
        let annaStore = HeldDestroyStore()
        let bertStore = HeldDestroyStore()
        let stores = ["anna": annaStore, "bert": bertStore]
        let anna = try #require(lockouts["anna"])
        let (controller, _) = try makeController()
        controller.retryLimitAction = .wipe
        controller.secureStoreForUser = { stores[$0.id] }
        controller.reloadUsers()
        try await enter("wrong-1", on: controller)
        try await waitUntil("counted", seconds: 300) { controller.errorMessageLabel.text == "Wrong passcode. 1 try left." }
        try await enter("wrong-2", on: controller)
        try await eventually("Anna's wipe under way") { await annaStore.destroyStarted }

        #expect(controller.switchUserButton.isHidden, "no switching while Anna's data is being removed")
        controller.switchUser(to: "bert")
        #expect(controller.currentUser?.id == "anna")
        await annaStore.finishDestroy()
        try await waitUntil("the delegate told", seconds: 300) { !delegate.retryLimits.isEmpty }
        #expect(delegate.retryLimits.map(\.user) == ["anna"], "the delegate hears of the user whose data went")
        #expect(delegate.retryLimits.map(\.wiped) == [true])
        try await waitUntil("Switch User back", seconds: 300) { !controller.switchUserButton.isHidden }
        try pick("bert", on: controller)
        #expect(controller.currentUser?.id == "bert")
        #expect(await annaStore.destroyed)
        #expect(await !bertStore.destroyStarted, "Bert's store is not wiped")
        #expect(await biometrics.hasSecret(account: bertAccount), "Bert's biometric copy is kept")
        #expect(await anna.state() == .open(failures: 0, triesRemaining: 2), "Anna's count starts again after her wipe")
    }

    /// Anna's and Bert's passcodes with biometric copies; Anna's prompt opens, then Bert
    /// is picked and his prompt opens too, both held until the test answers them.
    private func bothPromptsOpen() async throws -> (MultiUserPasscodeController, HeldPrompts, UnlockRecorder) {
        try await biometrics.storeSecret(Data("Anna-pass-1".utf8), account: annaAccount)
        try await biometrics.storeSecret(Data("Bert-pass-1".utf8), account: bertAccount)
        let sensor = HeldPrompts()
        await biometrics.setDecider { await sensor.outcome(for: $0.account) }
        let unlocked = UnlockRecorder()
        let (controller, _) = try makeController()
        controller.onUnlock = { unlocked.values.append($0) }
        try await eventually("Anna's prompt open") { await sensor.isOpen(annaAccount) }
        try pick("bert", on: controller)
        try await eventually("Bert's prompt open") { await sensor.isOpen(bertAccount) }
        return (controller, sensor, unlocked)
    }

    private let annaAccount = PasscodeController.biometricAccount(for: "anna")
    private let bertAccount = PasscodeController.biometricAccount(for: "bert")

    @Test func aPromptStillOpenWhenTheUserIsSwitchedNeverReleasesThatPasscodeForAnother() async throws {
        let (_, sensor, unlocked) = try await bothPromptsOpen()
        await sensor.answer(annaAccount, .succeed)
        // Anna's answer comes back while Bert's prompt is open: give it time to arrive (and be dropped).
        try await Task.sleep(for: .milliseconds(500))
        #expect(delegate.tries.isEmpty, "Anna's passcode is not tried for Bert")
        await sensor.answer(bertAccount, .succeed)
        try await waitUntil("Bert unlocked", seconds: 300) { !unlocked.values.isEmpty }
        #expect(unlocked.values == [true])
        #expect(delegate.tries.map(\.user) == ["bert"])
        #expect(delegate.tries.map(\.passcode) == ["Bert-pass-1"])
    }

    @Test func aFailedPromptOfTheEarlierUserDoesNotEndTheNewUsersPrompt() async throws {
        let (controller, sensor, unlocked) = try await bothPromptsOpen()
        await sensor.answer(annaAccount, .fail)
        // Anna's failure comes back while Bert's prompt is open: give it time to arrive (and be dropped).
        try await Task.sleep(for: .milliseconds(500))
        #expect(controller.stateMachine.step == .biometricPrompt, "Bert's prompt is still the one shown")
        #expect(controller.errorMessageLabel.isHidden)
        await sensor.answer(bertAccount, .succeed)
        try await waitUntil("Bert unlocked", seconds: 300) { !unlocked.values.isEmpty }
        #expect(unlocked.values == [true])
        #expect(delegate.tries.map(\.passcode) == ["Bert-pass-1"])
    }

    @Test func switchUserIsHiddenWithOneUser() async throws {
        source.users = [Self.anna]
        let (controller, _) = try makeController()
        try await asking(controller)
        #expect(controller.switchUserButton.isHidden)
        #expect(!controller.switchUserButton.tap())
    }

    @Test func switchUserShowsOnceASecondUserIsAdded() async throws {
        source.users = [Self.anna]
        let (controller, _) = try makeController()
        try await asking(controller)
        #expect(controller.switchUserButton.isHidden)
        source.users = [Self.anna, Self.bert]
        controller.reloadUsers()
        #expect(controller.users == [Self.anna, Self.bert])
        #expect(!controller.switchUserButton.isHidden, "the reloaded list has two users")
    }

    @Test func addNewUserAsksTheDelegate() throws {
        let (controller, _) = try makeController()
        #expect(controller.addNewUserBarButtonItem.title == "Add New User")
        #expect(controller.addNewUserBarButtonItem.tap())
        #expect(delegate.added == 1)
    }

    @Test func forgotPasscodeAsksTheDelegateToReset() async throws {
        let (controller, _) = try makeController()
        try await asking(controller)
        #expect(controller.secondaryActionButton.title == "Forgot Passcode?")
        #expect(controller.secondaryActionButton.tap())
        #expect(delegate.resets == ["anna"])
    }

    @Test(arguments: [
        (Language.english, "Log In", "Forgot Passcode?", "Switch User", "Choose a user", "Add New User"),
        (Language.dutch, "Inloggen", "Toegangscode vergeten?", "Andere gebruiker", "Kies een gebruiker", "Nieuwe gebruiker toevoegen"),
        (Language.swedish, "Logga in", "Glömt lösenkoden?", "Byt användare", "Välj en användare", "Lägg till ny användare"),
    ])
    func theScreenSpeaksEnglishDutchAndSwedish(
        language: Language, logIn: String, forgot: String, switchUser: String, choose: String, addUser: String
    ) async throws {
        let (controller, _) = try makeController(language: language)
        try await asking(controller)
        #expect(controller.primaryActionButton.title == logIn)
        #expect(controller.secondaryActionButton.title == forgot)
        #expect(controller.switchUserButton.title == switchUser)
        #expect(controller.usersListTitleLabel.text == choose)
        #expect(controller.addNewUserBarButtonItem.title == addUser)
    }
}

/// Biometric prompts that stay open until the test answers them, one per account.
actor HeldPrompts {
    private var open: [String: CheckedContinuation<SimulatedBiometricOutcome, Never>] = [:]

    func outcome(for account: String) async -> SimulatedBiometricOutcome {
        await withCheckedContinuation { open[account] = $0 }
    }

    func isOpen(_ account: String) -> Bool { open[account] != nil }

    func answer(_ account: String, _ outcome: SimulatedBiometricOutcome) {
        open.removeValue(forKey: account)?.resume(returning: outcome)
    }
}

/// The unlocks a controller reported.
@MainActor
final class UnlockRecorder {
    var values: [Bool] = []
}

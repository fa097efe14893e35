import Foundation
import HaapiClient
import HaapiDevServerTesting
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing
@testable import HaapiApp

/// The facade's unlock flow over a secure store, and the customForgotPinButton flag.
@MainActor
@Suite("HaapiKit: unlocking the secure store", .timeLimit(.minutes(10)))
struct HaapiKitUnlockTests {
    /// A store protected by `secret-42`, in a folder of its own.
    static func store() async throws -> (FileSecureStore, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapikit-unlock-\(UUID().uuidString)")
        let store = FileSecureStore(url: folder.appendingPathComponent("secure.store"), derivation: .fastForTests)
        try await store.create(passcode: "secret-42")
        await store.close()
        return (store, folder)
    }

    /// The passcode screen's view `identifier` in the latest presentation.
    static func view<V: View>(_ identifier: String, _ type: V.Type, in delegate: PresentingDelegate) async throws -> V {
        try await waitUntil("\(identifier) on screen", seconds: 30) {
            delegate.presentations.last?.rootView.view(withIdentifier: identifier, as: type)?.isHidden == false
        }
        return try #require(delegate.presentations.last?.rootView.view(withIdentifier: identifier, as: type))
    }

    /// Starts the unlock flow over a new store, with `featureFlags` in the secret, and
    /// runs `body` with the delegate, the store and the flow's task.
    static func unlocking(
        featureFlags: HaapiKitFeatureFlags = [],
        _ body: @MainActor (PresentingDelegate, FileSecureStore, Task<HaapiKitResult, any Error>) async throws -> Void
    ) async throws {
        try await TestDevServer.run { server in
            let (store, folder) = try await Self.store()
            defer { try? FileManager.default.removeItem(at: folder) }
            let delegate = PresentingDelegate()
            let kit = try configuredKit(server, delegate: delegate, featureFlags: featureFlags)
            let unlock = Task { @MainActor in try await kit.unlockFlow(HaapiKitUnlockSetup(store: store)) }
            try await body(delegate, store, unlock)
        }
    }

    @Test func thePasscodeOpensTheStore() async throws {
        try await Self.unlocking { delegate, store, unlock in
            try await Self.view("passcodeTextField", TextField.self, in: delegate).enterText("secret-42")
            let done = try await Self.view("primaryActionButton", Button.self, in: delegate)
            #expect(done.tap())
            guard case .unlocked(let usedBiometrics) = try await unlock.value else { Issue.record("not unlocked"); return }
            let open = await store.isOpen()
            #expect(!usedBiometrics && open)
        }
    }

    @Test func forgottenPINGoesToTheAppWhenItHasItsOwnButton() async throws {
        try await Self.unlocking(featureFlags: [.customForgotPinButton]) { delegate, store, unlock in
            let reset = try await Self.view("secondaryActionButton", Button.self, in: delegate)
            #expect(reset.tap())
            await #expect(throws: HaapiKitError.userForgotPIN) { try await unlock.value }
            let exists = await store.exists()
            #expect(exists, "nothing is removed: the app recovers itself")
        }
    }

    @Test func withoutTheFlagAForgottenPINRemovesTheStore() async throws {
        try await Self.unlocking { delegate, store, unlock in
            let reset = try await Self.view("secondaryActionButton", Button.self, in: delegate)
            #expect(reset.tap())
            guard case .passcodeReset = try await unlock.value else { Issue.record("not reset"); return }
            let exists = await store.exists()
            #expect(!exists)
        }
    }
}

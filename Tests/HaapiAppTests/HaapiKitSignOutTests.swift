import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiTesting
import HaapiUI
import Testing
@testable import HaapiApp

/// The facade's sign-out against the dev server.
@MainActor
@Suite("HaapiKit: signing out", .timeLimit(.minutes(10)))
struct HaapiKitSignOutTests {
    @Test func signingOutEndsTheLoginAndForgetsItsTokensAndPushRegistration() async throws {
        try await TestDevServer.run { server in
            let delegate = PresentingDelegate(token: "device-out")
            let kit = try configuredKit(server, delegate: delegate)
            let login = Task { @MainActor in try await kit.handleURL(URL(string: "haapidemo://login?login_hint=demo")!) }
            try await delegate.renderer().signInWithPassword()
            guard case .signedIn = try await login.value else { Issue.record("not signed in"); return }
            #expect(kit.registeredPushToken == "device-out")

            let result = try await kit.signOut()

            #expect(result.refreshTokenRevocation == .done, "\(result)")
            #expect(result.accessTokenRevocation == .done, "\(result)")
            #expect(result.endSession == .done, "\(result)")
            #expect(result.isForgottenOnDevice)
            #expect(kit.registeredPushToken == nil, "the next login registers the push token again")
            let client = try #require(kit.configured?.client)
            #expect(try await client.storedTokens() == nil)
            // Signing out with nothing stored asks nothing of the issuer.
            let again = try await kit.signOut()
            #expect(again.endSession == .skipped(.nothingStored))
        }
    }

    @Test func signingOutNeedsAConfigurationAndNoFlowOnScreen() async throws {
        let unconfigured = HaapiKit(environment: ["LANG": "en_US.UTF-8"], logger: .quiet("HaapiAppTests"))
        await #expect(throws: HaapiKitError.notConfigured) { try await unconfigured.signOut() }
        try await TestDevServer.run { server in
            let delegate = PresentingDelegate()
            let kit = try configuredKit(server, delegate: delegate)
            let login = Task { @MainActor in try await kit.handleURL(URL(string: "haapidemo://login")!) }
            _ = try await delegate.renderer()
            await #expect(throws: HaapiKitError.flowInProgress) { try await kit.signOut() }
            await kit.currentPresentation?.cancel()
            await #expect(throws: HaapiKitError.flowCancelled) { try await login.value }
        }
    }
}

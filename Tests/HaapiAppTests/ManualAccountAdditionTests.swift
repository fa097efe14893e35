import Foundation
import HaapiDevServerTesting
import HaapiJOSE
import HaapiTesting
import HaapiUI
import Testing
@testable import HaapiApp

/// Seed 003's `disableManualAccountAddition`: an onboarding that needs an account added
/// by hand (an e-mail address typed in) ends with `operationNotAllowed`, telling the
/// person why on the welcome screen.
@MainActor
@Suite("HaapiKit without manual account addition", .timeLimit(.minutes(10)))
struct ManualAccountAdditionTests {
    static let byEmail = #"{"welcomeState": 1, "configurationOptions": 1, "isDemoAvailable": false, "consentForms": [], "eula": {"text": "Be nice."}}"#

    @Test func anAddressTypedInEndsTheOnboardingWithOperationNotAllowed() async throws {
        try await TestDevServer.run { server in
            let delegate = PresentingDelegate(token: nil)
            let kit = try configuredKit(server, delegate: delegate, featureFlags: [.disableManualAccountAddition])
            let onboarding = Task { @MainActor in
                try await kit.handleURL(URL(string: "haapidemo://onboard?config=\(Base64URL.encode(utf8: Self.byEmail))")!)
            }
            let renderer = try await delegate.renderer()
            try await renderer.waitFor("E-mail address", seconds: 300)
            try renderer.fill("E-mail address", with: "demo@example.com")
            try renderer.press("Next")
            await #expect(throws: HaapiKitError.operationNotAllowed) { try await onboarding.value }
        }
    }
}

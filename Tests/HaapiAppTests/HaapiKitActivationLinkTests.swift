import Foundation
import HaapiDevServerTesting
import HaapiJOSE
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing
@testable import HaapiApp

/// An onboarding in the "launch with link" setting on screen: the facade's activation
/// link continues it (seed 002) instead of being refused as a second flow.
@MainActor
@Suite("HaapiKit activation links", .timeLimit(.minutes(10)))
struct HaapiKitActivationLinkTests {
    static let waitingForLink = #"{"welcomeState": 1, "configurationOptions": 0, "isDemoAvailable": false, "consentForms": [], "eula": {"text": "Be nice."}}"#

    @Test func theActivationLinkContinuesTheOnboardingWaitingForIt() async throws {
        try await TestDevServer.run { server in
            let delegate = PresentingDelegate(token: nil)
            let kit = try configuredKit(server, delegate: delegate)
            let onboarding = Task { @MainActor in
                try await kit.handleURL(URL(string: "haapidemo://onboard?config=\(Base64URL.encode(utf8: Self.waitingForLink))")!)
            }
            let renderer = try await delegate.renderer()
            try await renderer.waitFor("To activate the app, open the activation link from your welcome e-mail on this device.", seconds: 60)
            await #expect(throws: HaapiKitError.flowInProgress, "only an activation link goes to the waiting onboarding") {
                try await kit.handleURL(URL(string: "haapidemo://login")!)
            }
            let link = Task { @MainActor in try await kit.handleURL(URL(string: "haapidemo://activate?code=AB12-CD34")!) }
            try await renderer.waitFor("End User License Agreement", seconds: 60)
            #expect(delegate.presentations.count == 1, "no second flow")
            try renderer.activate(titled: "Agree")
            try await renderer.signInWithPassword()
            for result in [try await onboarding.value, try await link.value] {
                guard case .onboarded(let outcome, let code) = result else { Issue.record("not onboarded: \(result)"); continue }
                #expect(outcome.end == .completed)
                #expect(code == "AB12-CD34", "the link's code comes back with the result")
            }
        }
    }

    @Test func aRefusedLinkFailsAtOnceAndTheOnboardingKeepsWaiting() async throws {
        try await TestDevServer.run { server in
            let delegate = PresentingDelegate(token: nil)
            let kit = try configuredKit(server, delegate: delegate, featureFlags: [.disableProductRegistration])
            let onboarding = Task { @MainActor in
                try await kit.handleURL(URL(string: "haapidemo://onboard?config=\(Base64URL.encode(utf8: Self.waitingForLink))")!)
            }
            let renderer = try await delegate.renderer()
            try await renderer.waitFor("To activate the app, open the activation link from your welcome e-mail on this device.", seconds: 60)
            await #expect(throws: HaapiKitError.productRegistrationNotAllowed) {
                try await kit.handleURL(URL(string: "haapidemo://activate?code=AB12-CD34")!)
            }
            let presentation = try #require(kit.currentPresentation)
            #expect(presentation.onboarding?.session.sequence.step == .welcome)

            // The closure form hands the link over too, and reports the refusal.
            var failures: [HaapiKitError] = []
            let handed = kit.handleURL(URL(string: "haapidemo://activate?code=AB12-CD34")!, success: { _ in }, failure: { failures.append($0) })
            #expect(handed === presentation, "the onboarding on screen, not a second flow")
            try await waitUntil("the refusal reported", seconds: 60) { !failures.isEmpty }
            #expect(failures == [.productRegistrationNotAllowed])
            #expect(presentation.onboarding?.session.sequence.step == .welcome)
            await presentation.cancel()
            await #expect(throws: HaapiKitError.self) { try await onboarding.value }
        }
    }
}

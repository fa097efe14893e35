import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiTesting
import HaapiUI
import Testing
@testable import HaapiApp

@MainActor
@Suite("HaapiKit: configure once")
struct HaapiKitConfigurationTests {
    static let url = URL(string: "haapidemo://login")!

    @Test func everyAPIBeforeConfigureFailsWithNotConfigured() async throws {
        let kit = HaapiKit(environment: [:])
        await #expect(throws: HaapiKitError.notConfigured) { try await kit.handleURL(Self.url) }
        await #expect(throws: HaapiKitError.notConfigured) { try await kit.qrScanFlow() }
        await #expect(throws: HaapiKitError.notConfigured) { try await kit.handleNewPushToken("device-1") }
        await #expect(throws: HaapiKitError.notConfigured) { try await kit.onRemoteNotificationReceived(payload: ["aps": [:]]) }
        await #expect(throws: HaapiKitError.notConfigured) { try await kit.onLocalNotificationReceived(payload: [:]) }
        #expect(throws: HaapiKitError.notConfigured) { try kit.setLanguage(tag: "nl") }
        #expect(kit.secret == nil)
        // The shared instance starts the same way.
        await #expect(throws: HaapiKitError.notConfigured) { try await HaapiKit.sharedInstance.handleURL(Self.url) }
    }

    @Test func closuresRunOnceOnTheMainActorAfterTheReturnValue() async throws {
        let kit = HaapiKit(environment: [:])
        var failures: [HaapiKitError] = []
        var successes = 0
        let presentation = kit.handleURL(Self.url, success: { _ in successes += 1 }, failure: { error in
            MainActor.assertIsolated()
            failures.append(error)
        })
        #expect(failures.isEmpty, "the presentation is returned before a closure runs")
        guard case .failure(.notConfigured) = await presentation.outcome() else { Issue.record("not ended with notConfigured"); return }
        try await waitUntil("the failure closure") { !failures.isEmpty }
        try await Task.sleep(for: .milliseconds(50))
        #expect(failures == [.notConfigured] && successes == 0)

        var scanFailures: [HaapiKitError] = []
        let scan = kit.qrScanFlow(showDialogOnFail: true, success: { _ in }, failure: { scanFailures.append($0) })
        #expect(scanFailures.isEmpty)
        _ = await scan.outcome()
        try await waitUntil("the scan's failure closure") { scanFailures == [.notConfigured] }
    }

    @Test func aBrokenSecretConfiguresNothing() throws {
        let kit = HaapiKit(environment: [:])
        let delegate = PresentingDelegate()
        for secret in ["", "hk1.", "hk1.AAAA", "not a secret"] {
            #expect(throws: HaapiKitError.self, "\(secret)") { try kit.configure(with: secret, delegate: delegate) }
        }
        #expect(kit.secret == nil && kit.delegate == nil)
    }

    @Test func reconfiguringReplacesTheConfigurationButNotWhileAFlowIsOnScreen() async throws {
        try await TestDevServer.run { server in
            let first = PresentingDelegate()
            let kit = try configuredKit(server, delegate: first)
            let secret = try server.appSecret()
            let second = PresentingDelegate()
            try kit.configure(with: secret.encoded, delegate: second)
            #expect(kit.delegate === second && kit.secret == secret, "the same secret: only the delegate changes")

            kit.answeredApprovals.insert("req-1")
            let flagged = try server.appSecret(featureFlags: [.disableProductRegistration])
            try kit.configure(with: flagged.encoded, delegate: second)
            #expect(kit.secret == flagged && kit.answeredApprovals.isEmpty, "another secret drops the previous one's state")

            let login = Task { @MainActor in try await kit.handleURL(URL(string: "haapidemo://login")!) }
            let renderer = try await second.renderer()
            try await renderer.waitFor("Username and password")
            #expect(throws: HaapiKitError.flowInProgress) { try kit.configure(with: secret.encoded, delegate: second) }
            await #expect(throws: HaapiKitError.flowInProgress) { try await kit.handleURL(URL(string: "haapidemo://login")!) }
            await second.presentations.last?.cancel()
            await #expect(throws: HaapiKitError.flowCancelled) { try await login.value }
            try kit.configure(with: secret.encoded, delegate: second)
        }
    }

    @Test func aNewLanguageOrThemeKeepsTheSignedInClient() async throws {
        try await TestDevServer.run { server in
            let kit = try configuredKit(server, delegate: PresentingDelegate())
            let client = try #require(kit.configured?.client)
            try kit.setLanguage(tag: "nl")
            #expect(kit.configured?.client === client, "the tokens and DPoP key stay")
            #expect(kit.configured?.application.themeRegistry.language == .dutch)
        }
    }

    @Test func aDeallocatedDelegateIsReportedNotACrash() async throws {
        try await TestDevServer.run { server in
            var delegate: PresentingDelegate? = PresentingDelegate()
            let kit = try configuredKit(server, delegate: delegate!)
            weak let released = delegate
            delegate = nil
            #expect(released == nil, "the facade holds its delegate weakly")
            do {
                _ = try await kit.handleURL(URL(string: "haapidemo://login")!)
                Issue.record("a flow ran without a delegate")
            } catch let error as HaapiKitError {
                guard case .internalError(let message) = error else { Issue.record("\(error)"); return }
                #expect(message.contains("deallocated"))
            }
            #expect(kit.currentPresentation == nil, "the flow that could not be presented is not left on screen")
        }
    }

    @Test func theThemeIsCheckedWhenMade() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapikit-theme-\(UUID().uuidString).json")
        try Data(#"{"colors": {"light": {"primary": "not a colour"}}}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: HaapiKitError.self) { try HaapiKitTheme(file) }
    }
}

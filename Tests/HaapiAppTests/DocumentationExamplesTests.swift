import Foundation
import HaapiClient
import HaapiTesting
import HaapiUI
import Testing
@testable import HaapiApp

// The facade article's example: it must compile and work.
@MainActor
final class AppCoordinator: HaapiKitDelegate {
    let renderer: any ScreenRenderer
    var deviceToken: String?
    var events: [String] = []

    init(renderer: any ScreenRenderer) { self.renderer = renderer }

    func launch(secret: String) throws(HaapiKitError) {
        try HaapiKit.sharedInstance.configure(with: secret, delegate: self)   // a modified secret throws .invalidInput
    }

    func open(_ url: URL) async {
        do throws(HaapiKitError) {
            switch try await HaapiKit.sharedInstance.handleURL(url, calledFromExternalApp: true) {
            case .signedIn(let tokens): events.append("signed in as \(tokens.idTokenClaims?.subject ?? "?")")
            case .signInApproved(let request): events.append("approved a sign-in to \(request.clientName)")
            default: events.append("done")
            }
        } catch .urlNotRecognized(let other) {
            events.append("not ours: \(other)")                                   // the app handles it
        } catch {
            events.append("\(error): \(error.recoverySuggestion ?? "")")
        }
    }

    func received(_ userInfo: [AnyHashable: Any]) {
        HaapiKit.sharedInstance.onRemoteNotificationReceived(
            payload: userInfo,
            success: { [weak self] in self?.events.append("handled") },
            failure: { [weak self] error in
                self?.events.append(error == .notHaapiKitNotification ? "the app's own notification" : "\(error)")
            },
            presentation: { [renderer] presentation in Task { await presentation.run(renderer: renderer) } })
    }

    // HaapiKitDelegate: held weakly by the facade.
    func pushToken(for haapiKit: HaapiKit) async throws -> String? { deviceToken }
    func haapiKit(_ haapiKit: HaapiKit, present presentation: HaapiKitPresentation) {
        Task { await presentation.run(renderer: renderer) }                    // it ends by itself
    }
}

@MainActor
@Suite("HaapiApp documentation example")
struct DocumentationExamplesTests {
    /// The shared instance stays unconfigured here (other suites check that it starts so).
    @Test func theExampleReportsErrorsAndNotificationsThatAreNotOurs() async throws {
        let coordinator = AppCoordinator(renderer: RecordingRenderer())
        #expect(throws: HaapiKitError.self) { try coordinator.launch(secret: "hk1.not-a-secret") }
        await coordinator.open(URL(string: "haapidemo://login")!)
        #expect(coordinator.events.first?.hasPrefix(HaapiKitError.notConfigured.description) == true, "\(coordinator.events)")
        coordinator.received(["aps": ["alert": "hello"]])
        try await waitUntil("the failure closure") { coordinator.events.count == 2 }
        #expect(coordinator.events.last == HaapiKitError.notConfigured.description)
    }
}

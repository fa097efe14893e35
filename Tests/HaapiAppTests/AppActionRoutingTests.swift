import Foundation
import HaapiDevServerTesting
import HaapiTesting
import HaapiUI
import Testing
@testable import HaapiApp

/// The router reads the app's own actions, checked as the facade's own parameters are,
/// and never lets them take over the facade's actions.
@Suite("HaapiKitURLRouter: the app's own actions")
struct AppActionRoutingTests {
    let router = HaapiKitURLRouter(urlScheme: "haapidemo", linkHost: "login.example.com", appActions: ["evidence-upload", "Login"])

    @Test func anAppActionIsRoutedWithItsParameters() throws {
        let route = try router.route(for: URL(string: "haapidemo://evidence-upload?case=42&kind=passport")!)
        #expect(route == .appAction(HaapiKitAppAction(name: "evidence-upload", parameters: ["case": "42", "kind": "passport"])))
        let link = try router.route(for: URL(string: "https://login.example.com/haapi/evidence-upload")!)
        #expect(link == .appAction(HaapiKitAppAction(name: "evidence-upload")))
    }

    @Test func theFacadesActionsStayTheFacadesAndOthersAreRefused() throws {
        #expect(try router.route(for: URL(string: "haapidemo://login")!) == .login(HaapiKitLoginParameters()))
        #expect(throws: HaapiKitError.urlActionNotSupported(action: "smartcard")) {
            try router.route(for: URL(string: "haapidemo://smartcard")!)
        }
    }

    @Test func badParametersAreRefusedNamingThem() {
        #expect(throws: HaapiKitError.invalidInput("url: case: is given more than once")) {
            try router.route(for: URL(string: "haapidemo://evidence-upload?case=1&case=2")!)
        }
        let long = String(repeating: "a", count: HaapiKitAppAction.maximumValueLength + 1)
        #expect(throws: HaapiKitError.invalidInput("url: case: is longer than 2048 bytes")) {
            try router.route(for: URL(string: "haapidemo://evidence-upload?case=\(long)")!)
        }
        let many = (0...HaapiKitAppAction.maximumParameterCount).map { "p\($0)=1" }.joined(separator: "&")
        #expect(throws: HaapiKitError.invalidInput("url: query: has more than 32 parameters")) {
            try router.route(for: URL(string: "haapidemo://evidence-upload?\(many)")!)
        }
    }
}

/// A link naming one of the app's actions runs its handler through the facade.
@MainActor
@Suite("HaapiKit: the app's own actions", .timeLimit(.minutes(10)))
struct AppActionFacadeTests {
    @Test func theHandlerRunsWithTheLinksParameters() async throws {
        try await HaapiDevServerTesting.TestDevServer.run { server in
            let delegate = PresentingDelegate(token: nil)
            let kit = try configuredKit(server, delegate: delegate)
            var ran: [HaapiKitAppAction] = []
            kit.appActionHandlers["evidence-upload"] = HaapiKitAppActionHandler { action in ran.append(action) }
            let result = try await kit.handleURL(URL(string: "haapidemo://evidence-upload?case=42")!)
            guard case .appActionDone(let action) = result else { Issue.record("not the app's action: \(result)"); return }
            #expect(action.parameters == ["case": "42"] && ran == [action])
        }
    }

    @Test func whatTheHandlerThrowsIsShownAndTryAgainRunsItAgain() async throws {
        try await HaapiDevServerTesting.TestDevServer.run { server in
            let delegate = PresentingDelegate(token: nil)
            let kit = try configuredKit(server, delegate: delegate)
            var runs = 0
            kit.appActionHandlers["evidence-upload"] = HaapiKitAppActionHandler { _ throws(HaapiKitError) in
                runs += 1
                guard runs > 1 else { throw .internalError(message: "the upload service is down") }
            }
            let result = Task { try await kit.handleURL(URL(string: "haapidemo://evidence-upload?case=42")!) }
            let renderer = try await delegate.renderer()
            try await renderer.waitFor("Something went wrong in the app. Try again; if it happens again, contact support.")
            #expect(runs == 1)
            try renderer.activate(titled: "Try again")
            guard case .appActionDone = try await result.value else { Issue.record("not done after trying again"); return }
            #expect(runs == 2)
        }
    }

    @Test func closingTheErrorReportsItAndCancellingShowsNone() async throws {
        try await HaapiDevServerTesting.TestDevServer.run { server in
            let delegate = PresentingDelegate(token: nil)
            let kit = try configuredKit(server, delegate: delegate)
            kit.appActionHandlers["evidence-upload"] = HaapiKitAppActionHandler { _ throws(HaapiKitError) in
                throw .deviceNotSupported("no NFC reader")
            }
            kit.appActionHandlers["smartcard"] = HaapiKitAppActionHandler { _ throws(HaapiKitError) in throw .flowCancelled }
            let failing = Task { try await kit.handleURL(URL(string: "haapidemo://evidence-upload")!) }
            let renderer = try await delegate.renderer()
            try await renderer.waitFor("This cannot be done on this device. Use another device, or contact support.")
            #expect(!renderer.controls.entries.contains { $0.control.title == "Try again" })   // trying again cannot help here
            try renderer.activate(role: .primary)   // the error's Close
            await #expect(throws: HaapiKitError.deviceNotSupported("no NFC reader")) { try await failing.value }

            await #expect(throws: HaapiKitError.flowCancelled) {
                try await kit.handleURL(URL(string: "haapidemo://smartcard")!)
            }
            #expect(delegate.renderers.count == 2)
            #expect(!delegate.renderers[1].text.mentions("Something went wrong"))
        }
    }
}

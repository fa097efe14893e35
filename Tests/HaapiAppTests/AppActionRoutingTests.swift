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
}

import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiModel
import HaapiTesting
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// Seed 004's custom screen and seed 001's stuck-screen pitfall, through
/// `HaapiUIKitApplication`, `HaapiFlowSession` and the flow driver against the dev server.
@MainActor
@Suite("Custom screens drive a flow against the dev server")
struct CustomScreenFlowTests {
    @Test func seed004CustomFormLogsIn() async throws {
        try await TestDevServer.run { h in
            let registry = ViewControllerFactoryRegistry()
            registry.register(modelType: FormModel.self) { model in CustomFormLoginViewController(model: model) }
            let session = try h.application(registry: registry).makeFlowSession()
            let container = session.flowViewController
            let run = Task { await session.run() }

            try await container.chooseUsernamePassword()
            try await waitUntil("the custom login screen") { container.currentViewController is CustomFormLoginViewController }
            let custom = try #require(container.currentViewController as? CustomFormLoginViewController)
            #expect(container.contentView.subviews.first === custom.view)
            #expect(custom.view.identifiers.prefix(2) == ["content", "headerText"])

            // A wrong password: the problem goes to the custom screen, which stays.
            try #require(custom.inputs["userName"]).enterText(DevServerConfiguration.demoUsername)
            try #require(custom.inputs["password"]).enterText("not the password")
            #expect(try #require(custom.loginButton).tap())
            #expect(custom.loadingIndicator.isAnimating)
            #expect(container.loadingIndicator.isHidden)   // the screen has its own
            try await waitUntil("the problem on the custom screen") { !custom.problems.isEmpty }
            #expect(custom.problems.first?.type == .incorrectCredentials)
            #expect(container.currentViewController === custom)
            #expect(!custom.loadingIndicator.isAnimating)

            try #require(custom.inputs["password"]).enterText(DevServerConfiguration.demoPassword)
            #expect(try #require(custom.loginButton).tap())
            let result = await run.value
            guard case .tokens(let tokens) = result else {
                Issue.record("expected tokens, got \(result)")
                return
            }
            #expect(tokens.isDPoPBound)
            #expect(container.reportedStuckScreen == nil)
        }
    }

    @Test func swallowedSubmitIsReportedNotLeftStuck() async throws {
        try await TestDevServer.run { h in
            let registry = ViewControllerFactoryRegistry()
            registry.register(modelType: FormModel.self) { model in SwallowingFormViewController(model: model) }
            let application = try h.application(registry: registry) { $0.setStuckScreenTimeout(.milliseconds(300)) }
            let session = application.makeFlowSession()
            let container = session.flowViewController
            var diagnostics: [FlowDiagnostic] = []
            container.onDiagnostic = { diagnostics.append($0) }
            let run = Task { await session.run() }

            try await container.chooseUsernamePassword()
            try await waitUntil("the swallowing screen") { container.currentViewController is SwallowingFormViewController }
            let custom = try #require(container.currentViewController as? SwallowingFormViewController)
            #expect(custom.loginButton.tap())
            #expect(custom.taps == 1)

            try await waitUntil("the stuck-screen report") { container.reportedStuckScreen != nil }
            guard case .stuckScreen(_, let modelType, _, let seconds)? = container.reportedStuckScreen else {
                Issue.record("no stuck-screen diagnostic")
                return
            }
            #expect(modelType == "FormModel" && seconds == 0.3)
            #expect(diagnostics.contains(container.reportedStuckScreen!))
            #expect(!container.notificationBanner.isHidden && container.notificationBanner.kind == .warning)
            #expect(container.notificationBanner.message == "This screen did not respond. Close it and try again.")

            // The person can still leave.
            #expect(container.closeButton.tap())
            #expect(await run.value == .cancelled)
        }
    }
}

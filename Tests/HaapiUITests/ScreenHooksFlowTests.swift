import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiRecording
import HaapiTesting
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// A screen is the flow's hooks for its own actions: its `preSubmit` runs in the
/// driver before the app's hooks and before anything is sent.
@MainActor
@Suite("Screen hooks against the dev server")
struct ScreenHooksFlowTests {
    /// The app's hooks: they record the user name they are given.
    func appHooks(_ log: HookLog) -> ClosureFlowHooks {
        ClosureFlowHooks(preSubmit: { _, parameters in
            if case .text(let name)? = parameters["userName"] { log.append("app: [\(name)]") } else { log.append("app") }
            return .proceed(parameters: parameters)
        })
    }

    @Test func aScreenHookThatStopsKeepsTheSubmissionFromTheServer() async throws {
        try await TestDevServer.run { h in
            let log = HookLog()
            let transport = TransportTap()
            let registry = ViewControllerFactoryRegistry()
            registry.register(modelType: FormModel.self) { model, theme in StoppingFormViewController(model: model, themeRegistry: theme, log: log) }
            let session = try h.applicationBuilder(registry: registry).setTransport(transport).setFlowHooks(appHooks(log)).build().makeFlowSession()
            let container = session.flowViewController
            let run = Task { await session.run() }

            try await container.chooseUsernamePassword()
            try await waitUntil("the guarded form") { container.currentViewController is StoppingFormViewController }
            let form = try #require(container.currentViewController as? StoppingFormViewController)
            try #require(form.formViews?.textFields["userName"]).enterText(DevServerConfiguration.demoUsername)
            try #require(form.formViews?.textFields["password"]).enterText(DevServerConfiguration.demoPassword)
            let sentBefore = transport.requests

            #expect(try #require(form.formViews?.buttons.first).tap())
            #expect(!container.loadingIndicator.isHidden, "loading shows while the hooks run")
            try await waitUntil("the hook to stop the submission and the loading to end") {
                log.all == ["screen: stop"] && container.loadingIndicator.isHidden
            }
            #expect(transport.requests == sentBefore, "nothing reached the server")
            #expect(log.all == ["screen: stop"], "the app's hook is not asked after the screen's stopped the action")
            #expect(container.currentViewController === form)
            #expect(!form.isLoading)
            #expect(container.notificationBanner.isHidden, "a stopped action is no error")
            #expect(container.reportedStuckScreen == nil)
            #expect(form.formViews?.textFields["password"]?.text == DevServerConfiguration.demoPassword, "the form is left as it was")

            #expect(container.closeButton.tap())
            #expect(await run.value == .cancelled)
        }
    }

    @Test func aScreenHookChangesTheSubmissionBeforeTheAppsHook() async throws {
        try await TestDevServer.run { h in
            let log = HookLog()
            let transport = TransportTap()
            let registry = ViewControllerFactoryRegistry()
            registry.register(modelType: FormModel.self) { model, theme in TrimmingFormViewController(model: model, themeRegistry: theme, log: log) }
            let session = try h.applicationBuilder(registry: registry).setTransport(transport).setFlowHooks(appHooks(log)).build().makeFlowSession()
            let container = session.flowViewController
            let run = Task { await session.run() }

            try await container.chooseUsernamePassword()
            try await waitUntil("the trimming form") { container.currentViewController is TrimmingFormViewController }
            let form = try #require(container.currentViewController as? TrimmingFormViewController)
            try #require(form.formViews?.textFields["userName"]).enterText("  \(DevServerConfiguration.demoUsername) ")
            try #require(form.formViews?.textFields["password"]).enterText(DevServerConfiguration.demoPassword)
            #expect(try #require(form.formViews?.buttons.first).tap())

            let result = await run.value
            guard case .tokens = result else {
                Issue.record("expected tokens, got \(result)")
                return
            }
            #expect(log.all == ["screen: [  demo ]", "app: [demo]"], "the screen's hook runs first; the app's sees its change")
            let login = try #require(transport.requests.first { $0.method == "POST" && $0.url.path.hasSuffix("/username-password") })
            let body = login.bodyText ?? ""
            #expect(body.contains("userName=demo&") || body.hasSuffix("userName=demo"), "the server got the trimmed name: \(body)")
            #expect(!body.contains("%20") && !body.contains("+demo"))
        }
    }
}

import Foundation
import HaapiClient
import HaapiFlow
import HaapiModel
import HaapiUI
import Testing

/// The README's module example: a screen of its own, with its outlets declared once.
@MainActor
final class WelcomeScreen: ScreenViewController {
    enum Outlet: String, ScreenOutletSet { case headlineLabel, primaryActionButton }
    nonisolated override class var styleTarget: StyleTarget { ReadmeModuleExampleTests.welcome }
    nonisolated override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }

    let headlineLabel = Label(identifier: Outlet.headlineLabel.rawValue)
    let primaryActionButton = Button(identifier: Outlet.primaryActionButton.rawValue, title: "")

    override func loadView() {
        super.loadView()
        headlineLabel.text = text("onb_welcome", .text("Ada"))
        rootStackView.addArrangedSubview(headlineLabel)
        rootStackView.addArrangedSubview(primaryActionButton)
    }
}

/// The README's renderer example: what it draws is the controls' ids.
@MainActor
final class ReadmeRenderer: ScreenRenderer {
    var drawn: [[ControlID]] = []
    func display(_ root: View, after change: DisplayChange) {
        let controls = ScreenControls(root: root)
        drawn.append(controls.ids)
    }
}

@MainActor
@Suite("README module and renderer examples")
struct ReadmeModuleExampleTests {
    nonisolated static let welcome = StyleTarget("WelcomeScreen", .screen, StyleTarget.screenAttributes)

    static let module = ScreenKitModule(
        name: "MyOnboarding",
        strings: [.english: ["onb_welcome": .text("Welcome, %@")], .dutch: ["onb_welcome": .text("Welkom, %@")]],
        styleTargets: [welcome],
        screens: [WelcomeScreen.self])

    static func configuration() throws -> HaapiUIKitConfiguration {
        try HaapiUIKitConfigurationBuilder(clientId: "c", baseURL: URL(string: "https://login.example.com")!, appRedirect: "app:/cb")
            .setClientAuthenticationMethod(.clientSecretBasic("s"))
            .build()
    }

    @Test func moduleExampleBuildsAndTheScreenUsesItsWords() throws {
        let application = try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: Self.configuration())
            .addModule(Self.module)
            .setLanguage(tag: "nl")
            .build()
        #expect(application.viewControllerFactoryRegistry.screens.outlets(of: "WelcomeScreen")?.names == ["headlineLabel", "primaryActionButton"])
        let screen = WelcomeScreen(themeRegistry: application.themeRegistry)
        screen.loadViewIfNeeded()
        #expect(screen.headlineLabel.text == "Welkom, Ada")
    }

    @Test func aModuleWhoseTranslationLosesAPlaceholderFailsTheBuildNamingTheKey() throws {
        var module = Self.module
        module.strings[.dutch] = ["onb_welcome": .text("Welkom")]
        let error = #expect(throws: HaapiUIKitConfigurationError.self) {
            try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: Self.configuration()).addModule(module).build()
        }
        #expect(error?.field == "modules[MyOnboarding]")
        #expect(error?.reason.contains("onb_welcome") == true)
    }

    @Test func rendererExampleSeesTheContainersControls() throws {
        let application = try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: Self.configuration()).build()
        let container = application.makeFlowViewController()
        let renderer = ReadmeRenderer()
        container.onDisplayChange = { [unowned container] change in renderer.display(container.view, after: change) }
        container.show(.problem(ProblemModel(type: .unexpected)))
        #expect(renderer.drawn.last?.contains("closeButton") == true)
    }
}

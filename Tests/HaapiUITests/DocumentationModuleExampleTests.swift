import Foundation
import HaapiClient
import HaapiFlow
import HaapiModel
import HaapiUI
import Testing

/// The customising article's module example: a screen of its own, with its outlets declared once.
@MainActor
final class WelcomeScreen: ScreenViewController {
    enum Outlet: String, ScreenOutletSet { case headlineLabel, primaryActionButton }
    nonisolated static let style = StyleTarget("WelcomeScreen", .screen, StyleTarget.screenAttributes)
    nonisolated override class var styleTarget: StyleTarget { style }
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

/// The configuring article's renderer example: what it draws is the controls' ids.
@MainActor
final class MyRenderer: ScreenRenderer {
    var drawn: [[ControlID]] = []
    func display(_ root: View, after change: DisplayChange) {
        let controls = ScreenControls(root: root)
        drawn.append(controls.ids)        // a real renderer draws root, naming its inputs by these ids
    }
}

@MainActor
@Suite("HaapiUI documentation: module and renderer examples")
struct DocumentationModuleExampleTests {
    static let module = ScreenKitModule(
        name: "MyOnboarding",
        strings: [.english: ["onb_welcome": .text("Welcome, %@")], .dutch: ["onb_welcome": .text("Welkom, %@")]],
        styleTargets: [WelcomeScreen.style],
        screens: [WelcomeScreen.self])

    static func configuration() throws -> HaapiUIKitConfiguration {
        try HaapiUIKitConfigurationBuilder(clientId: "c", baseURL: URL(string: "https://login.example.com")!, appRedirect: "app:/cb")
            .setClientAuthenticationMethod(.clientSecretBasic("s"))
            .build()
    }

    @Test func moduleExampleBuildsAndTheScreenUsesItsWords() throws {
        let configuration = try Self.configuration()
        let module = Self.module
        let application = try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: configuration)
            .addModule(module)                                      // registered before theme and strings files load
            .setLanguage(tag: "nl")
            .build()            // a bad module fails here, naming the module and the key
        #expect(application.viewControllerFactoryRegistry.screens.outlets(of: "WelcomeScreen")?.names == ["headlineLabel", "primaryActionButton"])
        let screen = WelcomeScreen(themeRegistry: application.themeRegistry)
        screen.loadViewIfNeeded()
        #expect(screen.headlineLabel.text == "Welkom, Ada")
    }

    @Test func aModuleWhoseTranslationLosesAPlaceholderFailsTheBuildNamingTheKey() throws {
        var module = Self.module
        module.strings[.dutch] = ["onb_welcome": .text("Welkom")]
        let error = #expect(throws: ConfigurationError.self) {
            try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: Self.configuration()).addModule(module).build()
        }
        #expect(error?.field == "modules[MyOnboarding]")
        #expect(error?.reason.contains("onb_welcome") == true)
    }

    @Test func rendererExampleSeesTheContainersControls() throws {
        let application = try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: Self.configuration()).build()
        let container = application.makeFlowViewController()
        let renderer = MyRenderer()
        container.onDisplayChange = { [unowned container] change in renderer.display(container.view, after: change) }
        container.show(.problem(ProblemModel(type: .unexpected)))
        #expect(renderer.drawn.last?.contains("closeButton") == true)
    }
}

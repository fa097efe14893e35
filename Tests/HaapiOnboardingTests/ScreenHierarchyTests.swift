import Foundation
import HaapiOnboarding
import HaapiUI
import Testing

@MainActor
@Suite struct ScreenHierarchyTests {
    static func screens(_ registry: ThemeRegistry) -> [ScreenViewController] {
        [
            WelcomeScreen(themeRegistry: registry), ActivationScreen(themeRegistry: registry),
            OnboardingScanViewController(themeRegistry: registry), OnboardingScanConfirmView(themeRegistry: registry),
            BasicAuthenticationScreen(themeRegistry: registry), DynamicAuthenticationScreen(themeRegistry: registry),
            PasscodeCreateController(themeRegistry: registry), PasscodeInputController(themeRegistry: registry),
            TouchIDErrorViewController(themeRegistry: registry), MultiUserPasscodeController(themeRegistry: registry),
        ]
    }

    @Test func everyDeclaredOutletIsAViewOfTheScreenOnce() throws {
        for screen in Self.screens(try onboardingRegistry()) {
            screen.loadViewIfNeeded()
            let found = identifiers(in: screen.view)
            let type = Swift.type(of: screen)
            for outlet in type.outlets.names {
                #expect(found.filter { $0 == outlet }.count == 1, "\(type.screenName): outlet \(outlet) found \(found.filter { $0 == outlet }.count) times")
            }
        }
    }

    @Test func theDocumentedOutletsOfTheSeed() {
        #expect(WelcomeScreen.outlets.names == [
            "logoImageView", "headlineImageView", "headlineLabel", "detailLabel", "emailTextField", "primaryActionButton",
            "loadingIndicatorView", "footnoteLabel", "footnoteActionButton",
        ])
        #expect(ActivationScreen.outlets.names.starts(with: ["headlineLabel", "detailLabel", "emailTextField", "primaryActionButton"]))
        #expect(OnboardingScanConfirmView.outlets.names == ["titleLabel", "checkImageView", "successMessageLabel", "hcpServerLabel", "continueButton"])
        #expect(WelcomeScreen.screenName == "FUIWelcomeScreen")
        #expect(OnboardingScanConfirmView.screenName == "FUIOnboardingScanConfirmView")
    }

    @Test func aLayoutRearrangesAnOnboardingScreen() throws {
        let registry = try onboardingRegistry()
        let catalog = try ScreenCatalog.standard.registering(WelcomeScreen.self)
        let json = """
            {"controller": "FUIWelcomeScreen", "layout": ["headlineLabel", "primaryActionButton", "detailLabel", "emailTextField",
             "logoImageView", "headlineImageView", "loadingIndicatorView", "footnoteLabel", "footnoteActionButton"]}
            """
        let layout = try ScreenLayout(json: Data(json.utf8), file: "Welcome.json", screens: catalog)
        let welcome = WelcomeScreen(themeRegistry: registry)
        welcome.layout = layout
        welcome.loadViewIfNeeded()
        #expect(welcome.rootStackView.subviews.prefix(3).map(\.identifier) == ["headlineLabel", "primaryActionButton", "detailLabel"])
        let missing = """
            {"controller": "FUIWelcomeScreen", "layout": ["headlineLabel"]}
            """
        #expect(throws: ScreenLayoutError.self) { try ScreenLayout(json: Data(missing.utf8), file: "Bad.json", screens: catalog) }
    }

    @Test func aSubclassAddsAViewAndKeepsTheBehaviour() throws {
        final class BrandedWelcome: WelcomeScreen {
            let promo = Label(identifier: "promo", text: "New: passkeys")
            override func viewDidLoad() {
                super.viewDidLoad()
                try? insertView(promo, belowView: headlineLabel)
            }
        }
        let welcome = BrandedWelcome(themeRegistry: try onboardingRegistry())
        let delegate = RecordingWelcomeDelegate()
        welcome.delegate = delegate
        welcome.loadViewIfNeeded()
        let order = welcome.rootStackView.subviews.compactMap(\.identifier)
        #expect(order.firstIndex(of: "promo") == order.firstIndex(of: "headlineLabel").map { $0 + 1 })
        welcome.primaryActionButton.tap()
        #expect(delegate.calls == ["shouldContinueUserOnboarding"])
    }
}

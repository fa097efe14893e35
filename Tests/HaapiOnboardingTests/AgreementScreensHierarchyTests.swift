import Foundation
import HaapiOnboarding
import HaapiUI
import Testing

/// The EULA, consent, info and web page screens: outlets, style targets, layouts.
@MainActor
@Suite struct AgreementScreensHierarchyTests {
    /// The screens' names in layout and theme files.
    nonisolated static let names = [
        "FUIEULAView", "FUIUserConsentViewController", "FUIUserConsentPageView", "FUIInfoViewScreen", "FUIWebViewContainer",
    ]

    /// A fresh screen called `name`, and its class.
    private func make(_ name: String) throws -> (screen: OnboardingScreen, type: OnboardingScreen.Type) {
        let registry = try onboardingRegistry()
        switch name {
        case "FUIEULAView": return (EULAViewController(themeRegistry: registry), EULAViewController.self)
        case "FUIUserConsentViewController":
            let forms = [SinglePageUserConsentForm(title: "Privacy")]
            return (UserConsentViewController(themeRegistry: registry, forms: forms), UserConsentViewController.self)
        case "FUIUserConsentPageView": return (UserConsentPageViewController(themeRegistry: registry), UserConsentPageViewController.self)
        case "FUIInfoViewScreen": return (InfoViewController(themeRegistry: registry), InfoViewController.self)
        default: return (WebViewContainer(themeRegistry: registry, url: URL(string: "https://example.com/")), WebViewContainer.self)
        }
    }

    @Test(arguments: names)
    func everyOutletIsAViewOfTheScreenInOrder(name: String) throws {
        let (screen, type) = try make(name)
        #expect(type.screenName == name)
        #expect(screen.screenStyleTarget.name == name)
        let outlets = type.outlets.names
        let found = identifiers(in: screen.view).filter(outlets.contains)
        #expect(found == outlets, "outlets in the tree: \(found), declared: \(outlets)")
        #expect(Set(found).count == found.count, "an outlet appears twice")
    }

    @Test func theEULAHierarchyIsTheDocumentedOne() throws {
        let screen = EULAViewController(themeRegistry: try onboardingRegistry())
        screen.loadViewIfNeeded()
        #expect(screen.rootStackView.subviews.compactMap(\.identifier) == [
            "headlineLabel", "eulaTextView", "errorMessageLabel", "confirmButton", "rejectButton", "backButton", "cancelButton",
        ])
        #expect(screen.view.view(withIdentifier: "eulaTextView") is Label)
    }

    @Test func theConsentPageHierarchyIsTheDocumentedOne() throws {
        let consent = UserConsentViewController(themeRegistry: try onboardingRegistry(), forms: [SinglePageUserConsentForm()])
        #expect(consent.view.view(withIdentifier: "pageView")?.subviews.first === consent.pageViewController.view)
        #expect(consent.pageViewController.rootStackView.subviews.compactMap(\.identifier) == [
            "pageLabel", "titleLabel", "bodyLabel", "actionTitleLink", "errorMessageLabel", "backButton", "nextButton",
            "denyButton", "agreeButton", "cancelButton",
        ])
        #expect(consent.view.view(withIdentifier: "actionTitleLink") is LinkView)
    }

    @Test func theScreensAreRegisteredWithTheModule() {
        let names = Set(ScreenKitModule.onboarding.screens.map { $0.screenName })
        #expect(names.isSuperset(of: Self.names))
    }

    @Test func aLayoutRearrangesTheEULAScreen() throws {
        let catalog = try ScreenCatalog().registering(EULAViewController.self)
        let json = #"""
        {"controller": "FUIEULAView",
         "layout": ["headlineLabel", "confirmButton", "rejectButton", "backButton", "cancelButton", "errorMessageLabel", "eulaTextView"]}
        """#
        let layout = try ScreenLayout(json: Data(json.utf8), file: "EULA.json", screens: catalog)
        let delegate = RecordingAgreementDelegate()
        let screen = EULAViewController(themeRegistry: try onboardingRegistry())
        screen.layout = layout
        screen.eulaText = "Terms."
        screen.delegate = delegate
        screen.loadViewIfNeeded()
        #expect(screen.rootStackView.subviews.compactMap(\.identifier) == [
            "headlineLabel", "confirmButton", "rejectButton", "backButton", "cancelButton", "errorMessageLabel", "eulaTextView",
        ])
        let container = contained(screen, registry: try onboardingRegistry())
        #expect(ScreenControls(root: container.view)[id: "rejectButton"]?.activate() == true)
        #expect(delegate.calls == ["eulaRejected"])
    }

    @Test func aLayoutMissingAnOutletIsRefused() throws {
        let catalog = try ScreenCatalog().registering(WebViewContainer.self)
        let json = #"{"controller": "FUIWebViewContainer", "layout": ["titleLabel", "urlLabel", "openButton", "cancelButton"]}"#
        #expect(throws: ScreenLayoutError.self) { try ScreenLayout(json: Data(json.utf8), file: "Web.json", screens: catalog) }
    }

    @Test func theStyleClassesAreTheSeeds() {
        let classes = OnboardingStyleClass.eulaView + OnboardingStyleClass.userConsent + OnboardingStyleClass.infoView
            + OnboardingStyleClass.webViewContainer
        let names = Set(classes.map(\.className))
        for expected in [
            "fdlFUIEULAView_headlineLabel", "fdlFUIEULAView_confirmButton", "fdlFUIEULAView_rejectButton", "fdlFUIEULAView_cancelButton",
            "fdlFUIUserConsentPageView_title", "fdlFUIUserConsentPageView_body", "fdlFUIUserConsentPageView_actionTitle",
            "fdlFUIInfoViewScreen_titleTextView", "fdlFUIInfoViewScreen_informationTextView", "fdlFUIInfoViewScreen_primaryButton",
            "fdlFUIInfoViewScreen_secondaryButton", "fdlFUIWebViewContainer_cancelButton",
        ] {
            #expect(names.contains(expected), "\(expected) is missing")
        }
    }
}

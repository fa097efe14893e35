import Foundation
import HaapiFlow
import HaapiModel
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// Seed 001's method 2 example: the selector with an ad banner of the app's above its
/// picker; the framework still shows the options and takes the choice.
@MainActor
private final class AdBannerSelectorViewController: SelectorViewController {
    let adBanner = Label(identifier: "adBanner", text: "Spring sale: 20% off")

    override func viewDidLoad() {
        super.viewDidLoad()
        try? insertView(adBanner, aboveView: selectorStackView)
    }
}

/// A replacement screen that takes its theme from the container (`uiStylableThemeDelegate`).
@MainActor
private final class ThemeReadingScreen: ViewController, HaapiUIViewController {
    var haapiFlowViewControllerDelegate: (any HaapiFlowViewControllerDelegate)?
    var uiStylableThemeDelegate: (any UIStylableThemeDelegate)?
    private(set) var title = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = uiStylableThemeDelegate?.themeRegistry.text(.flowTitle) ?? "no theme"
    }

    func stopLoading() {}
    func hasLoading() -> Bool { false }
    func handleProblemModel(_ problemModel: ProblemModel) -> Bool { false }
    func handleInfoMessageModels(_ infoMessageModels: [InfoMessageModel]) {}
    func handleLinkItemModels(_ linkItemModels: [LinkItemModel]) {}
    func handleFormModel(_ formModel: FormModel) -> Bool { false }
}

@MainActor
@Suite("Seed 001's method 2 example, and a replacement reading the theme")
struct SeedMethodTwoTests {
    @Test func aSelectorSubclassShowsItsBannerAboveTheOptionsAndTheChoiceStillGoesThrough() throws {
        guard case .selector(let model) = try ControllerFixtures.recorded("selectAuthentication") else {
            Issue.record("not a selector")
            return
        }
        let registry = ViewControllerFactoryRegistry()
        registry.register(modelType: SelectorModel.self) { uiModel in AdBannerSelectorViewController(uiModel: uiModel) }
        let container = HaapiFlowViewController(themeRegistry: .standard, viewControllerFactoryRegistry: registry)
        container.loadViewIfNeeded()
        container.show(.selector(model))
        let screen = try #require(container.currentViewController as? AdBannerSelectorViewController)
        let order = screen.view.subviews.map(\.identifier)
        let banner = try #require(order.firstIndex(of: "adBanner"))
        let options = try #require(order.firstIndex(of: "selectorStackView"))
        #expect(banner + 1 == options, "the banner sits right above the options: \(order)")
        let delegate = RecordingFlowDelegate()
        screen.haapiFlowViewControllerDelegate = delegate
        let first = try #require(model.items.first)
        let button = try #require(screen.selectorStackView.allViews.compactMap { $0 as? Button }.first { $0.title == first.label })
        #expect(button.tap())
        #expect(delegate.selected.map(\.label) == [first.label])
    }

    @Test func aReplacementScreenReadsTheContainersThemeThroughItsDelegate() throws {
        let registry = ViewControllerFactoryRegistry()
        registry.register(modelType: FormModel.self) { _ in ThemeReadingScreen() }
        let dutch = ThemeRegistry.standard.withLanguage(tag: "nl")
        let container = HaapiFlowViewController(themeRegistry: dutch, viewControllerFactoryRegistry: registry)
        container.loadViewIfNeeded()
        container.show(.form(try ControllerFixtures.formModel()))
        let screen = try #require(container.currentViewController as? ThemeReadingScreen)
        screen.loadViewIfNeeded()
        #expect(screen.title == dutch.text(.flowTitle) && screen.title != ThemeRegistry.standard.text(.flowTitle))
    }
}

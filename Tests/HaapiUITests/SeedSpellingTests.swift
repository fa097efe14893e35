import Foundation
import HaapiClient
import HaapiFlow
import HaapiModel
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// Seed 001 method 1: a subclass of a stock screen that names its own layout.
@MainActor
private final class NamedLayoutBankIdViewController: BankIdViewController {
    override var nibName: String? { "MyBankIdLayout" }
}

/// A replacement screen with seed 004's closure hooks.
@MainActor
private final class ClosureHooksScreen: ViewController, HaapiUIViewController {
    enum Answer { case rename, refuse, never }
    let answer: Answer
    var haapiFlowViewControllerDelegate: (any HaapiFlowViewControllerDelegate)?
    var uiStylableThemeDelegate: (any UIStylableThemeDelegate)?

    init(_ answer: Answer) {
        self.answer = answer
        super.init()
    }

    func stopLoading() {}
    func hasLoading() -> Bool { false }
    func handleProblemModel(_ problemModel: ProblemModel) -> Bool { false }
    func handleInfoMessageModels(_ infoMessageModels: [InfoMessageModel]) {}
    func handleLinkItemModels(_ linkItemModels: [LinkItemModel]) {}
    func handleFormModel(_ formModel: FormModel) -> Bool { false }

    func preSubmit(interactionActionModel: InteractionActionModel, parameters: [String: Any], closure: (Bool, [String: Any]) -> Void) {
        switch answer {
        case .rename:
            var changed = parameters
            changed["userName"] = (parameters["userName"] as? String)?.lowercased()
            changed["remember"] = true
            closure(true, changed)
        case .refuse: closure(false, parameters)
        case .never: break
        }
    }

    func preFollow(linkItemModel: LinkItemModel, closure: (Bool) -> Void) {
        closure(answer == .rename)
    }
}

/// The seeds' spellings of the screens registry: a registry shared by reference whose
/// registrations chain, a layout a subclass names, screens made from their model alone,
/// registrations with the stock screen's style, and seed 004's closure hooks.
@MainActor
@Suite("The seeds' registry and hooks")
struct SeedSpellingTests {
    @Test func aSubclassTakesTheLayoutItNamesAndTheStockScreenKeepsItsOwn() throws {
        let registry = ViewControllerFactoryRegistry()
        try registry.register(layout: ScreenLayout(json: CustomizationTests.reorderedBankId, file: "Layouts/MyBankIdLayout.json"),
                              named: "MyBankIdLayout")
        #expect(registry.layout(named: "MyBankIdLayout") != nil && registry.layout(for: "BankIdViewController") == nil)
        registry.register(modelType: BankIdModel.self) { model in NamedLayoutBankIdViewController(uiModel: model) }
        let model = HaapiUIModel.bankID(try ControllerFixtures.bankIdModel())
        let subclass = try #require(registry.makeViewController(for: model, themeRegistry: .standard) as? BankIdViewController)
        #expect(subclass.view.subviews.map(\.identifier) == ["messagesViewStackView", "bankIdImageView", "bankIdStackView", "linksStackView"])
        let stock = try #require(registry.copy().makeStockViewController(for: model, themeRegistry: .standard) as? BankIdViewController)
        #expect(stock.layout == nil && stock.view.subviews.first?.identifier != "messagesViewStackView")
        // A layout read from a file is named by it: registered plainly, it serves its screen and that name.
        let plain = ViewControllerFactoryRegistry()
        try plain.register(layout: ScreenLayout(json: CustomizationTests.reorderedBankId, file: "BankIdLayout.json"))
        #expect(plain.layout(named: "BankIdLayout")?.controller == "BankIdViewController")
        #expect(plain.layout(for: "BankIdViewController")?.name == "BankIdLayout")
    }

    @Test func aScreenMadeFromItsModelAloneTakesTheApplicationsTheme() throws {
        let registry = ViewControllerFactoryRegistry()
        registry.register(modelType: FormModel.self) { uiModel in FormViewController(uiModel: uiModel) }
        let dutch = ThemeRegistry.standard.withLanguage(tag: "nl")
        let screen = try #require(registry.makeViewController(for: .form(try ControllerFixtures.formModel()), themeRegistry: dutch) as? FormViewController)
        #expect(screen.themeRegistry.language == .dutch)
        // One made with a theme of its own keeps it.
        registry.register(modelType: FormModel.self) { model, _ in FormViewController(model: model, themeRegistry: .standard) }
        let own = try #require(registry.makeViewController(for: .form(try ControllerFixtures.formModel()), themeRegistry: dutch) as? FormViewController)
        #expect(own.themeRegistry.language != .dutch)
    }

    @Test func aStyledRegistrationGetsTheStockScreensStyleAndTheThemeAndChains() throws {
        let seen = SeenStyle()
        let registry = ViewControllerFactoryRegistry()
        let chained = registry
            .registerViewControllerFactoryFormModel { model, style, commonStyle in
                seen.style = style
                seen.language = commonStyle.language
                return MyCompletelyCustomFormVC(uiModel: model)
            }
            .registerViewControllerFactoryProblemModel { model, _, _ in ProblemViewController(uiModel: model) }
        #expect(chained === registry)
        let dutch = ThemeRegistry.standard.withLanguage(tag: "nl")
        #expect(registry.makeViewController(for: .form(try ControllerFixtures.formModel()), themeRegistry: dutch) is MyCompletelyCustomFormVC)
        #expect(seen.style == dutch.style(for: .formViewController) && seen.language == .dutch)
        #expect(registry.makeViewController(for: .problem(ProblemModel(type: .unexpected)), themeRegistry: dutch) is ProblemViewController)
    }

    @Test func theBuilderKeepsTheRegistryAsItWasWhenGiven() throws {
        let registry = ViewControllerFactoryRegistry()
        let builder = HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: try ApplicationBuilderTests().configuration())
            .setViewControllerFactoryRegistry(registry)
        registry.register(modelType: FormModel.self) { uiModel in MyCompletelyCustomFormVC(uiModel: uiModel) }
        let application = try builder.build()
        #expect(application.viewControllerFactoryRegistry.makeViewController(
            for: .form(try ControllerFixtures.formModel()), themeRegistry: .standard) is FormViewController)
        #expect(registry.makeViewController(for: .form(try ControllerFixtures.formModel()), themeRegistry: .standard) is MyCompletelyCustomFormVC)
    }

    @Test func closureHooksDecideWhatIsSent() async throws {
        let action = try #require(try ControllerFixtures.formModel().buttons.first?.actionModel)
        let parameters: [String: FormSubmission.Value] = ["userName": .text("Demo"), "password": .text("Password1")]
        let renamed = await ClosureHooksScreen(.rename).preSubmit(interactionActionModel: action, parameters: parameters)
        #expect(renamed == .proceed(parameters: ["userName": .text("demo"), "password": .text("Password1"), "remember": .checked(true)]))
        #expect(await ClosureHooksScreen(.refuse).preSubmit(interactionActionModel: action, parameters: parameters) == .stop)
        #expect(await ClosureHooksScreen(.never).preSubmit(interactionActionModel: action, parameters: parameters) == .stop,
                "a closure never called sends nothing")
        let link = LinkItemModel(id: "links[0]", title: "Help", href: Href(try #require(URL(string: "https://login.example.com/help"))), rel: .unknown("help"))
        #expect(await ClosureHooksScreen(.rename).preFollow(linkItemModel: link))
        #expect(await !ClosureHooksScreen(.refuse).preFollow(linkItemModel: link))
        // A hook the screen does not write lets the action through.
        #expect(await ClosureHooksScreen(.refuse).preSelect(selectorItemModel: SelectorItemInteractionActionModel(actionModel: action, label: "x")))
    }
}

@MainActor
private final class SeenStyle {
    var style: ResolvedStyle?
    var language: Language?
}

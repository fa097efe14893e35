import Foundation
import HaapiFlow
import HaapiModel
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// Seed 001's method 3: a screen built from scratch that conforms to HaapiUIViewController.
@MainActor
final class MyCompletelyCustomFormVC: ViewController, HaapiUIViewController {
    let uiModel: FormModel
    var haapiFlowViewControllerDelegate: (any HaapiFlowViewControllerDelegate)?
    var uiStylableThemeDelegate: (any UIStylableThemeDelegate)?
    let loginButton = Button(identifier: "brandedLoginButton", title: "Log in to Service")

    init(uiModel: FormModel) {
        self.uiModel = uiModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(Label(identifier: "headerText", text: "Log in to Service"))
        loginButton.action = { [weak self] in
            guard let self, let action = self.uiModel.buttons.first?.actionModel else { return }
            self.haapiFlowViewControllerDelegate?.submit(interactionActionModel: action, parameters: ["userName": "demo"])
        }
        view.addSubview(loginButton)
    }

    func stopLoading() {}
    func hasLoading() -> Bool { true }
    func handleProblemModel(_ problemModel: ProblemModel) -> Bool { true }
    func handleInfoMessageModels(_ infoMessageModels: [InfoMessageModel]) {}
    func handleLinkItemModels(_ linkItemModels: [LinkItemModel]) {}
    func handleFormModel(_ formModel: FormModel) -> Bool { true }
    func hideHeaderView() {}
}

@MainActor
@Suite("Customisation methods (seed 001)")
struct CustomizationTests {
    static let reorderedBankId = Data("""
        { "controller": "BankIdViewController",
          "layout": ["messagesViewStackView", "bankIdImageView",
                     {"bankIdStackView": ["countLabel", "progressBar", "expandableView", "buttonsStackView", "orLabel", "cancelCaptionLabel", "cancelButton"]},
                     "linksStackView"] }
        """.utf8)

    /// The customising article's method 1 example.
    @Test func method1DifferentLayoutKeepsBehaviour() async throws {
        let layoutData = Self.reorderedBankId
        let registry = ViewControllerFactoryRegistry()
        try registry.register(layout: ScreenLayout(json: layoutData, file: "BankIdLayout.json"))
        let screen = registry.makeViewController(for: .bankID(try ControllerFixtures.bankIdModel()), themeRegistry: .standard)
        let controller = try #require(screen as? BankIdViewController)
        #expect(controller.view.subviews.map(\.identifier) == ["messagesViewStackView", "bankIdImageView", "bankIdStackView", "linksStackView"])
        #expect(controller.bankIdStackView.subviews.map(\.identifier) == ["countLabel", "progressBar", "expandableView", "buttonsStackView", "orLabel", "cancelCaptionLabel", "cancelButton"])
        #expect(controller.countLabel.text == "2 minutes and 50 seconds remaining")
        #expect(controller.messagesStackView.subviews.isEmpty, "the heading message heads the container")
        let delegate = RecordingFlowDelegate()
        controller.haapiFlowViewControllerDelegate = delegate
        #expect(controller.cancelButton.tap())
        #expect(delegate.submitted.map(\.0.kind) == [.cancel])
    }

    @Test(arguments: [
        (#"["bankIdImageView", "messagesViewStackView", "linksStackView", {"bankIdStackView": ["progressBar", "countLabel", "expandableView", "buttonsStackView", "orLabel", "cancelCaptionLabel"]}]"#,
         "the layout leaves out BankIdViewController's outlet cancelButton; place every outlet (hide it in code if unwanted)"),
        (#"["bankIdImageView", "qrImageView", "messagesViewStackView", "linksStackView", "bankIdStackView"]"#,
         "BankIdViewController has no outlet qrImageView"),
        (#"["bankIdImageView", "bankIdImageView"]"#, "the outlet bankIdImageView is placed twice"),
        (#"[{"countLabel": ["orLabel"]}]"#, "countLabel is not a stack and cannot hold other outlets"),
        (#"[42]"#, #"not a screen layout: a layout entry is an outlet name or {"stack": [outlets]}"#),
    ])
    func method1BadLayoutsAreRefusedNamingTheOutlet(_ layout: String, _ message: String) {
        let data = Data(#"{"controller": "BankIdViewController", "layout": \#(layout)}"#.utf8)
        let error = #expect(throws: ScreenLayoutError.self) { try ScreenLayout(json: data, file: "Layout.json") }
        #expect(error?.description == "Layout.json: " + message)
    }

    @Test func method1UnknownControllerAndRegistrationCheck() throws {
        let error = #expect(throws: ScreenLayoutError.self) {
            try ScreenLayout(json: Data(#"{"controller": "MysteryViewController", "layout": []}"#.utf8), file: "L.json")
        }
        #expect(error?.reason == .unknownController("MysteryViewController"))
        // A layout made in code for other outlets is checked again when registered.
        let loose = try ScreenLayout(controller: "ProblemViewController", nodes: [.outlet("titleView", children: [])],
                                     outlets: ScreenOutlets(names: ["titleView"], containers: []))
        #expect(throws: ScreenLayoutError(reason: .missingOutlet("messagesStackView", controller: "ProblemViewController"))) {
            let registry = ViewControllerFactoryRegistry()
            try registry.register(layout: loose)
        }
    }

    @Test func method2SubclassRegisteredThroughTheRegistry() throws {
        let registry = ViewControllerFactoryRegistry()
        registry.register(modelType: FormModel.self) { model, themeRegistry in
            AnalyticsFormViewController(model: model, themeRegistry: themeRegistry)
        }
        let screen = registry.makeViewController(for: .form(try ControllerFixtures.formModel()), themeRegistry: .standard)
        let controller = try #require(screen as? AnalyticsFormViewController)
        controller.loadViewIfNeeded()
        #expect(controller.log == ["viewDidLoad"])
    }

    @Test func method3FullReplacement() throws {
        let registry = ViewControllerFactoryRegistry()
        registry.register(modelType: FormModel.self) { uiModel in
            MyCompletelyCustomFormVC(uiModel: uiModel)
        }
        let screen = try #require(registry.makeViewController(for: .form(try ControllerFixtures.formModel()), themeRegistry: .standard))
        let custom = try #require(screen as? MyCompletelyCustomFormVC)
        let delegate = RecordingFlowDelegate()
        custom.haapiFlowViewControllerDelegate = delegate
        #expect(custom.view.identifiers == ["rootView", "headerText", "brandedLoginButton"])
        #expect(custom.hasLoading())
        #expect(custom.loginButton.tap())
        #expect(delegate.submitted.map(\.1) == [["userName": "demo"]])
        // The default hooks of the protocol let actions through.
        #expect(registry.makeViewController(for: .problem(ProblemModel(type: .unexpected)), themeRegistry: .standard) is ProblemViewController)
    }

    @Test func stockMappingOfEveryModel() throws {
        let registry = ViewControllerFactoryRegistry()
        registry.selectorPresentation = .tabs
        let stock: [(HaapiUIModel, String)] = [
            (.form(try ControllerFixtures.formModel()), "FormViewController"),
            (.continueSame(ContinueSameModel(form: try ControllerFixtures.formModel())), "FormViewController"),
            (.selector(SelectorModel()), "SelectorViewController"),
            (.bankID(try ControllerFixtures.bankIdModel()), "BankIdViewController"),
            (.problem(ProblemModel(type: .unexpected)), "ProblemViewController"),
            (.webAuthn(WebAuthnOperationModel(operation: .registration)), "WebAuthnViewController"),
        ]
        for (model, name) in stock {
            let screen = try #require(registry.makeViewController(for: model, themeRegistry: .standard) as? BaseViewController)
            #expect(screen.screenStyleTarget.name == name)
        }
        #expect((registry.makeViewController(for: .selector(SelectorModel()), themeRegistry: .standard) as? SelectorViewController)?.presentation == .tabs)
        #expect(registry.makeViewController(for: .oauth(OAuthModel()), themeRegistry: .standard) == nil)
    }
}

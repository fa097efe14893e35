import Foundation
import HaapiClient
import HaapiFlow
import HaapiModel
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// The customising article's method 3 example: it must compile and work.
@MainActor
final class ServiceLoginViewController: ViewController, HaapiUIViewController {
    let model: FormModel
    var haapiFlowViewControllerDelegate: (any HaapiFlowViewControllerDelegate)?
    var uiStylableThemeDelegate: (any UIStylableThemeDelegate)?
    private var inputs: [String: TextField] = [:]

    init(model: FormModel) {
        self.model = model
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        hideHeaderView()                                       // this screen brings its own header
        view.addSubview(Label(identifier: "headerText", text: "Log in to Service"))
        for case .inputText(let input) in model.interactionItems {
            let field = TextField(name: input.key, label: input.label, isSecure: input.inputConfiguration.isSecure)
            inputs[input.key] = field
            view.addSubview(field)
        }
        if let login = model.buttons.first {
            view.addSubview(Button(identifier: "loginButton", title: login.label ?? "Log in") { [weak self] in
                guard let self else { return }
                self.haapiFlowViewControllerDelegate?.submit(interactionActionModel: login.actionModel,
                                                             parameters: self.inputs.mapValues(\.text))
            })
        }
    }

    func stopLoading() {}
    func hasLoading() -> Bool { false }                        // let the container show its loading indicator
    func handleProblemModel(_ problemModel: ProblemModel) -> Bool { false }   // the container's banner shows it
    func handleInfoMessageModels(_ infoMessageModels: [InfoMessageModel]) {}
    func handleLinkItemModels(_ linkItemModels: [LinkItemModel]) {}
    func handleFormModel(_ formModel: FormModel) -> Bool { false }
    // hideHeaderView, preSubmit, preSelect and preFollow have defaults.
}

/// The customising article's method 2 example.
@MainActor
final class PromoFormViewController: FormViewController {
    var analyticsLog: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()                                   // required
        try? insertView(Label(identifier: "promo", text: "Spring offer"), aboveView: formStackView)
    }

    override func submitForm() {
        analyticsLog.append("form_submitted")
        super.submitForm()                                    // required: validates and forwards to the flow
    }
}

@MainActor
@Suite("HaapiUI documentation examples")
struct DocumentationExamplesTests {
    @Test func method3ExampleHidesTheHeaderAndSubmits() throws {
        let registry = ViewControllerFactoryRegistry()
        registry.register(modelType: FormModel.self) { model in ServiceLoginViewController(model: model) }
        let container = HaapiFlowViewController(themeRegistry: .standard, viewControllerFactoryRegistry: registry)
        var actions: [HaapiFlowAction] = []
        container.onAction = { actions.append($0) }
        container.show(.form(try ControllerFixtures.formModel()))
        #expect(container.headerView.isHidden)
        let screen = try #require(container.currentViewController)
        for case let field as TextField in screen.view.subviews { field.enterText(field.name == "userName" ? "anna" : "pw") }
        #expect(try #require(screen.view.view(withIdentifier: "loginButton", as: Button.self)).tap())
        guard case .submit(let action, let parameters)? = actions.first else { Issue.record("nothing submitted"); return }
        #expect(action.kind == .login && parameters == ["userName": "anna", "password": "pw"])
        #expect(container.loadingIndicator.isAnimating)
    }

    @Test func method2ExampleCallsSuper() async throws {
        let registry = ViewControllerFactoryRegistry()
        registry.register(modelType: FormModel.self) { model, themeRegistry in
            PromoFormViewController(model: model, themeRegistry: themeRegistry)
        }
        let screen = try #require(registry.makeViewController(for: .form(try ControllerFixtures.formModel()), themeRegistry: .standard)
            as? PromoFormViewController)
        let delegate = RecordingFlowDelegate()
        screen.haapiFlowViewControllerDelegate = delegate
        #expect(screen.view.subviews.map(\.identifier).prefix(3) == ["messagesStackView", "promo", "formStackView"])
        try #require(screen.formViews?.textFields["userName"]).enterText("anna")
        try #require(screen.formViews?.textFields["password"]).enterText("pw")
        screen.submitForm()
        #expect(screen.analyticsLog == ["form_submitted"] && delegate.submitted.count == 1)
    }

    @Test func stringOverrideExampleBuilds() throws {
        let configuration = try HaapiUIKitConfigurationBuilder(
            clientId: "c", baseURL: URL(string: "https://login.example.com")!, appRedirect: "app:/cb"
        ).setClientAuthenticationMethod(.clientSecretBasic("s")).build()
        let themeData = ThemeFixtures.seed004
        let application = try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: configuration)
            .setTheme(propertyList: themeData, file: "CustomTheme.plist")
            .setStrings(Data(#""hui_or" = "Eller så";"#.utf8), language: .swedish, file: "sv.strings")
            .setStringOverride(.pollingSecondsRemaining, .plural([[.one]: "%d sekund kvar", [.other]: "%d sekunder kvar"]),
                               language: .swedish)
            .setLanguage(tag: "sv")
            .build()
        #expect(application.themeRegistry.text(.pollingSecondsRemaining, .int(1)) == "1 sekund kvar")
        #expect(application.themeRegistry.text(.pollingSecondsRemaining, .int(5)) == "5 sekunder kvar")
        #expect(application.themeRegistry.text(.or) == "Eller så")
    }
}

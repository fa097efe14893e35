import HaapiFlow
import HaapiUI

/// Seed 004's custom login screen in the portable view tree: a
/// `HaapiUIViewController` for `FormModel` that builds its own views, keeps its own
/// loading indicator, shows problems itself and submits through the delegate.
@MainActor
final class CustomFormLoginViewController: ViewController, HaapiUIViewController {
    let model: FormModel
    var haapiFlowViewControllerDelegate: (any HaapiFlowViewControllerDelegate)?
    var uiStylableThemeDelegate: (any UIStylableThemeDelegate)?

    let content = StackView(identifier: "content")
    let headerText = Label(identifier: "headerText", text: "Log in to Service")
    let loadingIndicator = LoadingIndicator(identifier: "customLoadingIndicator")
    private(set) var inputs: [String: TextField] = [:]
    private(set) var loginButton: Button?
    private(set) var problems: [ProblemModel] = []

    init(model: FormModel) {
        self.model = model
        super.init()
    }

    override func loadView() {
        setView(content)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.addArrangedSubview(headerText)
        for item in model.interactionItems {
            switch item {
            case .inputText(let input):
                let field = TextField(identifier: "input[\(input.key)]", name: input.key, label: input.label,
                                      placeholder: input.placeholder, isSecure: input.inputConfiguration.isSecure)
                inputs[input.key] = field
                content.addArrangedSubview(field)
            case .button(let button) where loginButton == nil:
                let view = Button(identifier: "loginButton", title: button.label ?? "Log in") { [weak self] in
                    self?.didPushLoginButton(button)
                }
                loginButton = view
                content.addArrangedSubview(view)
            default:
                break
            }
        }
        loadingIndicator.isHidden = true
        content.addArrangedSubview(loadingIndicator)
    }

    func didPushLoginButton(_ button: InteractionItemButtonModel) {
        loadingIndicator.isHidden = false
        loadingIndicator.startAnimating()
        haapiFlowViewControllerDelegate?.submit(interactionActionModel: button.actionModel, parameters: inputs.mapValues(\.text))
    }

    // MARK: HaapiUIViewController

    func stopLoading() {
        loadingIndicator.stopAnimating()
        loadingIndicator.isHidden = true
    }

    func hasLoading() -> Bool { true }

    func handleProblemModel(_ problemModel: ProblemModel) -> Bool {
        stopLoading()
        problems.append(problemModel)
        return true
    }

    func handleInfoMessageModels(_ infoMessageModels: [InfoMessageModel]) {}
    func handleLinkItemModels(_ linkItemModels: [LinkItemModel]) {}
    func handleFormModel(_ formModel: FormModel) -> Bool { true }
    func hideHeaderView() {}
}

/// A replacement screen that forgets to forward: its button takes the tap and
/// does nothing with it (seed 001's stuck-screen pitfall).
@MainActor
final class SwallowingFormViewController: ViewController, HaapiUIViewController {
    let model: FormModel
    var haapiFlowViewControllerDelegate: (any HaapiFlowViewControllerDelegate)?
    var uiStylableThemeDelegate: (any UIStylableThemeDelegate)?
    let loginButton = Button(identifier: "loginButton", title: "Log in")
    private(set) var taps = 0

    init(model: FormModel) {
        self.model = model
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loginButton.action = { [weak self] in self?.taps += 1 }
        view.addSubview(loginButton)
    }

    func stopLoading() {}
    func hasLoading() -> Bool { false }
    func handleProblemModel(_ problemModel: ProblemModel) -> Bool { false }
    func handleInfoMessageModels(_ infoMessageModels: [InfoMessageModel]) {}
    func handleLinkItemModels(_ linkItemModels: [LinkItemModel]) {}
    func handleFormModel(_ formModel: FormModel) -> Bool { false }
}

/// A full replacement that hides the container's header with the protocol's
/// default `hideHeaderView()`.
@MainActor
final class HeaderlessScreen: ViewController, HaapiUIViewController {
    var haapiFlowViewControllerDelegate: (any HaapiFlowViewControllerDelegate)?
    var uiStylableThemeDelegate: (any UIStylableThemeDelegate)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(Label(identifier: "brandedHeader", text: "Welcome"))
        hideHeaderView()
    }

    func stopLoading() {}
    func hasLoading() -> Bool { false }
    func handleProblemModel(_ problemModel: ProblemModel) -> Bool { false }
    func handleInfoMessageModels(_ infoMessageModels: [InfoMessageModel]) {}
    func handleLinkItemModels(_ linkItemModels: [LinkItemModel]) {}
    func handleFormModel(_ formModel: FormModel) -> Bool { false }
}

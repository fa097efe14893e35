import HaapiClient
import HaapiFlow
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// Seed 000's subclassing example, verbatim apart from the recording.
@MainActor
class CustomBankIdViewController: BankIdViewController {
    var events: [String] = []
    var blockSubmissions = false

    init(model: PollingModel, themeRegistry: ThemeRegistry) {
        super.init(model: model, themeRegistry: themeRegistry)
        // Your implementation
        events.append("init")
    }

    override func loadView() {
        super.loadView()
        events.append("loadView")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
        countLabel.removeFromSuperview()
    }

    override func viewWillAppear() { super.viewWillAppear(); events.append("viewWillAppear") }
    override func viewDidAppear() { super.viewDidAppear(); events.append("viewDidAppear") }
    override func viewWillDisappear() { super.viewWillDisappear(); events.append("viewWillDisappear") }
    override func viewDidDisappear() { super.viewDidDisappear(); events.append("viewDidDisappear") }

    override func preSubmit(
        interactionActionModel: InteractionActionModel, parameters: [String: FormSubmission.Value]
    ) async -> PreSubmitDecision {
        events.append("preSubmit \(interactionActionModel.kind)")
        return blockSubmissions ? .stop : await super.preSubmit(interactionActionModel: interactionActionModel, parameters: parameters)
    }
}

@MainActor
@Suite("Subclassing stock screens")
struct SubclassingTests {
    @Test func lifecycleRunsInUIKitOrder() throws {
        let controller = CustomBankIdViewController(model: try ControllerFixtures.bankIdModel().polling, themeRegistry: .standard)
        #expect(!controller.isViewLoaded)
        controller.beginAppearanceTransition(true)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true)  // already visible: nothing happens
        controller.beginAppearanceTransition(false)
        controller.endAppearanceTransition()
        #expect(controller.events == ["init", "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
        #expect(controller.appearanceState == .disappeared)
        #expect(controller.bankIdStackView.subviews.map(\.identifier) == ["progressBar", "expandableView", "buttonsStackView", "orLabel", "cancelCaptionLabel", "cancelButton"])
    }

    @Test func pollingModelInitialiserTakesTheQRCode() throws {
        let controller = CustomBankIdViewController(model: try ControllerFixtures.bankIdModel().polling, themeRegistry: .standard)
        #expect(controller.model.qrCode?.isImage == true)
    }

    @Test func actionsGoToTheDelegateAndTheOverriddenHookDecides() async throws {
        let controller = CustomBankIdViewController(model: try ControllerFixtures.bankIdModel().polling, themeRegistry: .standard)
        let delegate = RecordingFlowDelegate()
        controller.haapiFlowViewControllerDelegate = delegate
        controller.cancel()
        #expect(delegate.submitted.count == 1)
        #expect(controller.isLoading)
        // The screen is the flow's hooks for its own actions (the driver asks it
        // before the app's hooks); a subclass's override decides.
        let action = try #require(delegate.submitted.first?.0)
        let hooks: any FlowHooks = controller
        controller.blockSubmissions = true
        #expect(await hooks.preSubmit(interactionActionModel: action, parameters: [:]) == .stop)
        controller.blockSubmissions = false
        #expect(await hooks.preSubmit(interactionActionModel: action, parameters: ["a": .text("b")]) == .proceed(parameters: ["a": .text("b")]))
        #expect(controller.events.filter { $0.hasPrefix("preSubmit") } == ["preSubmit cancel", "preSubmit cancel"])
    }

    @Test func withoutADelegateNothingIsForwarded() async throws {
        let controller = BankIdViewController(model: try ControllerFixtures.bankIdModel(), themeRegistry: .standard)
        controller.cancel()
        #expect(!controller.isLoading)
    }
}

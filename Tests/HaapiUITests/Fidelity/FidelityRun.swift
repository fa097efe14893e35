import Foundation
import HaapiClient
import HaapiFlow
import HaapiModel
import HaapiTesting
@testable import HaapiUI

/// Drives the flow's state machine with documents, no server: every screen it
/// shows goes into a stock flow container, whose texts are what a person sees.
@MainActor
struct FidelityRun {
    nonisolated static let baseURL = URL(string: "https://login.example.com/authn/authenticate")!
    private var machine = FlowStateMachine()
    let container: HaapiFlowViewController
    private(set) var screen: FlowScreen?
    private var pendingRequest: Int?
    private var runningOperation: Int?

    /// Starts the flow (it sends its authorization request).
    init(themeRegistry: ThemeRegistry = .standard) {
        container = HaapiFlowViewController(themeRegistry: themeRegistry, viewControllerFactoryRegistry: ViewControllerFactoryRegistry())
        handle(.started(parameters: [:]))
    }

    /// What the container shows now.
    var text: ScreenText { ScreenText(container.view) }

    /// Answers the flow's request with `document`.
    mutating func answer(_ document: HaapiDocument) throws {
        guard let request = pendingRequest else { throw TestFailure("the flow sent no request to answer") }
        handle(.documentReceived(HaapiResponse(document: document, status: 200, url: Self.baseURL), requestID: request))
    }

    /// Chooses or presses the action `id` on the current screen as a person would:
    /// a selector item is chosen, a button pressed with its fields filled in.
    ///
    /// - Returns: whether the flow sent a request (it awaits an answer then).
    @discardableResult
    mutating func activate(_ id: String) throws -> Bool {
        guard let model = screen?.model else { throw TestFailure("no screen to act on") }
        pendingRequest = nil
        if let item = Self.selectorItems(of: model).first(where: { $0.actionModel.id == id }) {
            handle(.userSelected(item))
        } else if let button = Self.buttons(of: model).first(where: { $0.actionModel.id == id }) {
            handle(.userSubmitted(button.actionModel, parameters: Self.filledIn(button.actionModel)))
        } else {
            throw TestFailure("no action \(id) on the screen:\n\(text)")
        }
        return pendingRequest != nil
    }

    /// Lets the running client operation fail, as where it cannot run: the flow
    /// offers its fallbacks (`errorActions`).
    mutating func failClientOperation() throws {
        guard let operation = runningOperation else { throw TestFailure("no client operation runs") }
        handle(.clientOperationFinished(.fallback(reason: "not here"), operationID: operation))
    }

    /// Presses the screen's first button with its fields filled in.
    mutating func submitFirstForm() throws {
        guard let model = screen?.model, let button = Self.buttons(of: model).first(where: { $0.actionModel.action.form != nil }) else {
            throw TestFailure("no form to submit on the screen:\n\(text)")
        }
        try activate(button.actionModel.id)
    }

    private mutating func handle(_ event: FlowEvent) {
        for effect in machine.handle(event) {
            switch effect {
            case .send(let request): pendingRequest = request.id
            case .runClientOperation(let operation): runningOperation = operation.id
            case .show(let screen):
                self.screen = screen
                container.show(screen)
            default: break
            }
        }
    }

    /// Values a person would type: the first option of a choice, a number elsewhere.
    static func filledIn(_ action: InteractionActionModel) -> [String: FormSubmission.Value] {
        var values: [String: FormSubmission.Value] = [:]
        for field in action.visibleFields {
            switch field.type {
            case .checkbox: values[field.name] = .checked(true)
            case .select: values[field.name] = field.options.first.map { .text($0.value) }
            default: values[field.name] = .text("123456")
            }
        }
        return values
    }

    static func selectorItems(of model: HaapiUIModel) -> [SelectorItemInteractionActionModel] {
        guard case .selector(let selector) = model else { return [] }
        return selector.items
    }

    static func buttons(of model: HaapiUIModel) -> [InteractionItemButtonModel] {
        switch model {
        case .form(let form): form.buttons
        case .continueSame(let same): same.form?.buttons ?? []
        case .selector(let selector): selector.buttons
        case .polling(let polling): polling.buttons
        case .bankID(let bankID): bankID.polling.buttons
        case .webAuthn(let webAuthn): webAuthn.errorButtons
        case .generic(let generic): FormModel.flattenedButtons(generic.interactionItems)
        case .problem, .oauth: []
        }
    }
}

extension FormModel {
    static func flattenedButtons(_ items: [InteractionItem]) -> [InteractionItemButtonModel] {
        FormModel(interactionItems: items).buttons
    }
}

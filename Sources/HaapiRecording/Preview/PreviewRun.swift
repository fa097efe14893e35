import Foundation
import HaapiClient
import HaapiFlow
import HaapiModel
import HaapiUI

/// Drives the flow's pure state machine with documents, no server: every screen
/// it shows goes into a stock flow container, whose texts are what a person
/// sees. It keeps a trail of what the person did, to caption the screen reached.
@MainActor
struct PreviewRun {
    private var machine: FlowStateMachine
    let container: HaapiFlowViewController
    private(set) var screen: FlowScreen?
    /// What the person did to reach the screen shown now, in words.
    private(set) var trail: [String] = []
    /// Whether the last answer showed a screen (a followed redirection or a finished flow shows none).
    private(set) var lastAnswerShowedScreen = false
    /// How the flow ended, if it did.
    private(set) var result: FlowResult?
    private var pendingRequest: Int?
    private var runningOperation: Int?

    /// Starts the flow (it sends its authorization request).
    init(machine: FlowStateMachine, container: HaapiFlowViewController) {
        self.machine = machine
        self.container = container
        container.loadViewIfNeeded()
        // As in the terminal: the flow is left with Ctrl-C, not a close button.
        container.closeButton.isHidden = true
        handle(.started(parameters: [:]))
    }

    /// What the container shows now.
    var text: ScreenText { ScreenText(container.view) }

    /// Answers the flow's request with `document`.
    mutating func answer(_ document: HaapiDocument) throws(PreviewDriveError) {
        guard let request = pendingRequest else { throw PreviewDriveError("the flow sent no request to answer") }
        lastAnswerShowedScreen = false
        handle(.documentReceived(HaapiResponse(document: document, status: 200, url: PreviewDocument.defaultBaseURL), requestID: request))
    }

    /// Chooses or presses the action `id` on the current screen as a person would:
    /// a selector item is chosen, a button pressed with its fields filled in.
    ///
    /// - Returns: whether the flow sent a request (it awaits an answer then).
    @discardableResult
    mutating func activate(_ id: String) throws(PreviewDriveError) -> Bool {
        guard let model = screen?.model else { throw PreviewDriveError("no screen to act on") }
        pendingRequest = nil
        if let item = Self.selectorItems(of: model).first(where: { $0.actionModel.id == id }) {
            trail.append("choosing “\(item.label ?? item.actionModel.label ?? id)”")
            handle(.userSelected(item))
        } else if let button = Self.buttons(of: model).first(where: { $0.actionModel.id == id }) {
            trail.append("pressing “\(button.actionModel.label ?? id)”")
            handle(.userSubmitted(button.actionModel, parameters: Self.filledIn(button.actionModel)))
        } else {
            throw PreviewDriveError("no action \(id) on the screen")
        }
        return pendingRequest != nil
    }

    /// Lets the running client operation fail, as where it cannot run: the flow
    /// offers its fallbacks (`errorActions`).
    mutating func failClientOperation() throws(PreviewDriveError) {
        guard let operation = runningOperation else { throw PreviewDriveError("no client operation runs") }
        trail.append("the client operation not running here")
        handle(.clientOperationFinished(.fallback(reason: "not here"), operationID: operation))
    }

    /// Submits something on the screen so that the flow asks the server: the
    /// first form, its fields filled in, else the first choice that asks nothing more.
    mutating func submitSomething() throws(PreviewDriveError) {
        guard let model = screen?.model else { throw PreviewDriveError("no screen to act on") }
        let forms = Self.buttons(of: model).filter { $0.actionModel.action.form != nil }.map(\.actionModel.id)
        let choices = Self.selectorItems(of: model).filter { $0.options.isEmpty && $0.actionModel.visibleFields.isEmpty }
        guard let id = forms.first ?? choices.first?.actionModel.id else {
            throw PreviewDriveError("nothing on the screen sends a request")
        }
        guard try activate(id) else { throw PreviewDriveError("\(id) sent nothing") }
    }

    /// Notes what the server answered, for the trail.
    mutating func note(_ words: String) {
        trail.append(words)
    }

    private mutating func handle(_ event: FlowEvent) {
        for effect in machine.handle(event) {
            switch effect {
            case .send(let request): pendingRequest = request.id
            case .runClientOperation(let operation): runningOperation = operation.id
            case .show(let screen):
                self.screen = screen
                lastAnswerShowedScreen = true
                container.show(screen)
            case .finish(let result): self.result = result
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
        case .webAuthn(let webAuthn): webAuthn.errorButtons + webAuthn.alternativeButtons
        case .generic(let generic): FormModel(interactionItems: generic.interactionItems).buttons
        case .problem, .oauth: []
        }
    }
}

/// Why the preview could not take the person to a screen.
struct PreviewDriveError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

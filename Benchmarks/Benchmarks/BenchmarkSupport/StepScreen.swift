import HaapiClient
import HaapiFlow
import HaapiModel
import HaapiUI

/// The screens a new flow's state machine (and its data mapper) shows when it starts
/// (`started`) and when `document` comes as its first response (`shown`, empty when
/// it shows nothing, as for a redirection, which is followed), without views.
public func flowScreens(for document: HaapiDocument) -> (started: [FlowScreen], shown: [FlowScreen]) {
    var machine = FlowStateMachine()
    var request: Int?
    func handle(_ event: FlowEvent) -> [FlowScreen] {
        machine.handle(event).compactMap { effect in
            switch effect {
            case .send(let sent):
                request = sent.id
                return nil
            case .show(let screen): return screen
            default: return nil
            }
        }
    }
    let started = handle(.started(parameters: [:]))
    guard let request else { return (started, []) }
    return (started, handle(.documentReceived(HaapiResponse(document: document, status: 200, url: stepURL), requestID: request)))
}

/// The flow container's view showing `document` as the first response of a new flow,
/// as a renderer gets it (no server): the state machine and its data mapper make the
/// screens (``flowScreens(for:)``), a new container builds the view tree. `nil` when
/// the state machine shows nothing for the document.
@MainActor
public func screen(for document: HaapiDocument) -> View? {
    let screens = flowScreens(for: document)
    guard !screens.shown.isEmpty else { return nil }
    let container = HaapiFlowViewController(themeRegistry: .standard, viewControllerFactoryRegistry: ViewControllerFactoryRegistry())
    for screen in screens.started + screens.shown { container.show(screen) }
    return container.view
}

import HaapiClient
import HaapiFlow
import HaapiModel
import HaapiUI

/// The flow container's view showing `document` as the first response of a new flow,
/// as a renderer gets it (no server): the state machine and its data mapper make the
/// screen, the container builds the view tree. `nil` when the state machine shows
/// nothing for the document (a redirection is followed, an authorization response
/// exchanged, a problem ends the flow).
@MainActor
public func screen(for document: HaapiDocument) -> View? {
    let container = HaapiFlowViewController(themeRegistry: .standard, viewControllerFactoryRegistry: ViewControllerFactoryRegistry())
    var machine = FlowStateMachine()
    var request: Int?
    var shown = false
    func handle(_ event: FlowEvent) {
        for effect in machine.handle(event) {
            switch effect {
            case .send(let sent): request = sent.id
            case .show(let screen):
                container.show(screen)
                shown = true
            default: break
            }
        }
    }
    handle(.started(parameters: [:]))
    guard let request else { return nil }
    shown = false
    handle(.documentReceived(HaapiResponse(document: document, status: 200, url: stepURL), requestID: request))
    return shown ? container.view : nil
}

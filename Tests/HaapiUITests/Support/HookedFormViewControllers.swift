import Foundation
import HaapiClient
import HaapiFlow
import HaapiUI

/// A stock form with a log its hooks write to.
@MainActor
class LoggingFormViewController: FormViewController {
    let log: HookLog

    init(model: FormModel, themeRegistry: ThemeRegistry, log: HookLog) {
        self.log = log
        super.init(model: model, themeRegistry: themeRegistry)
    }
}

/// A stock form whose screen hook stops every submission (a form that checks
/// something the server cannot).
@MainActor
final class StoppingFormViewController: LoggingFormViewController {
    override func preSubmit(
        interactionActionModel: InteractionActionModel, parameters: [String: FormSubmission.Value]
    ) async -> PreSubmitDecision {
        log.append("screen: stop")
        return .stop
    }
}

/// A stock form whose screen hook trims spaces around the user name.
@MainActor
final class TrimmingFormViewController: LoggingFormViewController {
    override func preSubmit(
        interactionActionModel: InteractionActionModel, parameters: [String: FormSubmission.Value]
    ) async -> PreSubmitDecision {
        var trimmed = parameters
        if case .text(let name)? = parameters["userName"] {
            log.append("screen: [\(name)]")
            trimmed["userName"] = .text(name.trimmingCharacters(in: .whitespaces))
        }
        return await super.preSubmit(interactionActionModel: interactionActionModel, parameters: trimmed)
    }
}

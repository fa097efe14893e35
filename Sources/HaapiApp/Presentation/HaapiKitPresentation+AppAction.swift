import Logging

extension HaapiKitPresentation {
    /// Runs the app's handler for `action`. What it throws is shown in the person's words
    /// before it is reported ("Try again" runs the handler again where that may help),
    /// except the person's own cancelling, which ends the presentation at once.
    func runAppAction(_ action: HaapiKitAppAction) async -> HaapiKitOutcome {
        guard let handler = kit?.appActionHandlers[action.name] else { return .failure(.urlActionNotSupported(action: action.name)) }
        while true {
            do throws(HaapiKitError) {
                try await handler.run(action)
                return .success(.appActionDone(action))
            } catch .flowCancelled {
                return .failure(.flowCancelled)
            } catch .flowClosed {
                return .failure(.flowClosed)
            } catch {
                kit?.logger.warning("the app's action failed", metadata: ["action": .string(action.name), "error": .string(error.description)])
                guard await showError(error.presentation, canRetry: true) == .tryAgain else { return .failure(error) }
            }
        }
    }
}

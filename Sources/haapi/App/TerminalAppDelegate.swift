import Foundation
import HaapiApp
import HaapiTerminal
import HaapiUI

/// The facade's delegate in the terminal: presentations run in the terminal one
/// after another, and the push token is the command's.
@MainActor
final class TerminalAppDelegate: HaapiKitDelegate {
    let runner: TerminalFlowRunner
    let mode: TerminalFlowRunner.Mode
    let deviceToken: String
    /// What the terminal runs now, so a caller can wait for it to give the screen back.
    private(set) var running: Task<Void, Never>?
    /// A run that failed to use the terminal, if any.
    private(set) var failure: String?

    init(runner: TerminalFlowRunner, mode: TerminalFlowRunner.Mode, deviceToken: String) {
        self.runner = runner
        self.mode = mode
        self.deviceToken = deviceToken
    }

    func pushToken(for haapiKit: HaapiKit) async throws -> String? { deviceToken }

    /// Waits until the terminal is given back (a full-screen run restores it when it
    /// ends), so that what is printed next stays on screen.
    func settle() async {
        await running?.value
    }

    /// Prints what `outcome` was once the terminal is back, and returns the exit status.
    func report(_ outcome: HaapiKitOutcome, json: Bool) async -> AppExitStatus {
        await settle()
        return AppExitStatus.report(outcome, json: json)
    }

    func haapiKit(_ haapiKit: HaapiKit, present presentation: HaapiKitPresentation) {
        let previous = running
        running = Task { @MainActor in
            await previous?.value
            let outcome = await runner.run(presentation, mode: mode)
            if let failure = outcome.failure { self.failure = failure }
        }
    }
}

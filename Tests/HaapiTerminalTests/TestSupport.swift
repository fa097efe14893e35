import Foundation
import HaapiTerminal
import HaapiUI
import Testing

/// The stable id of `view`'s control on the screen it belongs to (`option` for a
/// picker's option), as renderers see it.
@MainActor
func controlID(_ view: View, option: Int? = nil) -> ControlID? {
    ScreenControls(root: view.root).id(of: view, option: option)
}

/// Waits on the main actor, letting a terminal's event loop run, until `condition`
/// holds; `false` when it still does not after `seconds` (a bound that only ends a
/// test that went wrong, never a measure of speed).
@MainActor
func waitUntil(seconds: Double = 300, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        if Date() > deadline { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}

/// How `run` (a terminal's run, told to finish) ended; `nil`, with an issue recorded,
/// when it had not ended after `seconds` (it is cancelled then, so a stuck run never
/// hangs the test run).
@MainActor
func ended(_ run: Task<TerminalRunResult, Never>, seconds: Double = 30, sourceLocation: SourceLocation = #_sourceLocation) async -> TerminalRunResult? {
    let timer = Task { @MainActor () -> Bool in
        do {
            try await Task.sleep(for: .seconds(seconds))
        } catch {
            return false
        }
        run.cancel()
        return true
    }
    let result = await run.value
    timer.cancel()
    if await timer.value {
        Issue.record("the terminal's run did not end within \(Int(seconds)) s", sourceLocation: sourceLocation)
        return nil
    }
    return result
}

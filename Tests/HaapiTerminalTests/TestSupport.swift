import Foundation
import HaapiUI

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
func waitUntil(seconds: Double = 30, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        if Date() > deadline { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}

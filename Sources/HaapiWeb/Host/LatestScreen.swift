import HaapiUI

/// The web host's renderer: it keeps the latest view tree of a login (pages are
/// rendered from it when the browser asks) and tells the host about changes.
@MainActor
final class LatestScreen: ScreenRenderer {
    private(set) var root: View?
    /// Called after every display change.
    var onChange: ((DisplayChange) -> Void)?

    func display(_ root: View, after change: DisplayChange) {
        self.root = root
        onChange?(change)
    }

    /// Forgets the view tree and stops telling the host (the login ended).
    func clear() {
        root = nil
        onChange = nil
    }
}

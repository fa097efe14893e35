import Foundation
import HaapiUI

/// Shows the address of a browser page no program could open (no `xdg-open`) in
/// the login's banner, for the person to open it themselves.
@MainActor
final class BrowserAddressBanner {
    /// The login's screens, once made.
    weak var container: HaapiFlowViewController?

    /// Shows `url`; `false` (the step takes its fallback) when no login shows.
    func show(_ url: URL) -> Bool {
        guard let container else { return false }
        container.showBrowserAddress(url)
        return true
    }
}

import Foundation
import HaapiFlow
import HaapiHTML

/// Opens a screen's link (a consent form's "learn more") in the person's browser:
/// the page that pressed it is redirected there. Only what ``HaapiHTML/URLPolicy``
/// lets a page link to is opened; anything else is refused, so the screen says so.
struct WebURLOpener: URLOpener {
    let policy: HaapiHTML.URLPolicy
    let deliver: @Sendable @MainActor (String) -> Void

    func open(_ url: URL) async -> Bool {
        // Web pages only (the policy allows plain http on loopback alone), never an app's scheme.
        guard let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
            let location = policy.linkURL(url.absoluteString)
        else { return false }
        await deliver(location)
        return true
    }
}

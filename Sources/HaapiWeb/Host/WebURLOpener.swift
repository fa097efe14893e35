import Foundation
import HaapiFlow
import HaapiHTML

/// What a page that a screen opens is for; it decides the words around its link.
enum OpenedPage: Sendable, Equatable {
    /// A page to read (a consent form's "learn more").
    case page
    /// The sign-in goes on there and comes back (an external browser flow).
    case signIn
    /// An app on the person's device (the BankID app).
    case app
}

/// Opens what a screen asks to open in the person's browser, never on the host's
/// machine: the browser is sent to a page that links there (``OpenPageScreen``).
/// Only what ``HaapiHTML/URLPolicy`` lets a page link to is taken (`https`, `http`
/// on loopback, the policy's app schemes such as `bankid`); anything else is refused,
/// so the screen says so or the operation takes its fallback.
struct WebURLOpener: URLOpener {
    let policy: HaapiHTML.URLPolicy
    let purpose: OpenedPage
    let deliver: @Sendable @MainActor (String, OpenedPage) -> Void

    func open(_ url: URL) async -> Bool {
        guard let scheme = url.scheme?.lowercased(), Self.allows(scheme, for: purpose),
            let location = policy.linkURL(url.absoluteString)
        else { return false }
        await deliver(location, purpose)
        return true
    }

    /// Web pages for pages and sign-ins, the app's own scheme for an app.
    static func allows(_ scheme: String, for purpose: OpenedPage) -> Bool {
        switch purpose {
        case .page, .signIn: scheme == "https" || scheme == "http"
        case .app: scheme != "https" && scheme != "http"
        }
    }
}

import Foundation
import HaapiFlow
import HaapiModel

/// What a page that a screen opens is for; it decides the words around its link.
/// Why a page is opened.
typealias OpenedPage = PendingLink.Purpose

/// Opens what a screen asks to open in the person's browser, never on the host's
/// machine: the browser is sent to a page that links there (``OpenPageScreen``).
/// Pages and sign-ins are taken only where `URLPolicy` allows an external browser
/// (`https`, `http` on loopback); apps only by one of the policy's app schemes (such as
/// `bankid`) that a page may link to. Anything else is refused, so the screen says so
/// or the operation takes its fallback.
struct WebURLOpener: URLOpener {
    let policy: URLPolicy
    let purpose: OpenedPage
    let deliver: @Sendable @MainActor (String, OpenedPage) -> Void

    func open(_ url: URL) async -> Bool {
        guard let location = Self.location(of: url, for: purpose, policy: policy) else { return false }
        await deliver(location, purpose)
        return true
    }

    /// Where the browser is sent for `url`, or `nil` when the policy refuses it.
    static func location(of url: URL, for purpose: OpenedPage, policy: URLPolicy) -> String? {
        let text = url.absoluteString
        switch purpose {
        case .page, .signIn:
            return policy.allowed(text, for: .externalBrowser)
        case .app:
            guard let scheme = url.scheme?.lowercased(), policy.extraSchemes.contains(scheme) else { return nil }
            return policy.allowed(text, for: .pageLink)
        }
    }
}

public import Foundation
public import HaapiApp

/// The app facade (HaapiApp's `HaapiKit`) in a web host: each browser is a device of
/// the app. Its home page offers to sign in or to scan a QR code (a picture the browser
/// uploads, or its camera); the app's universal links at the host's address
/// (`/haapi/login`, `/haapi/onboard`, `/haapi/activate`, `/haapi/approve`, and the app's
/// own actions) start their flow in the browser that opens them; an activation link
/// opened while that browser's onboarding waits for one continues it. Every
/// `HaapiKitError` is a page in the person's words with the way out it allows.
///
/// ```swift
/// var configuration = WebHostConfiguration()
/// configuration.app = WebApp(secret: try HaapiKitSecret(encoded: secret), support: WebSupportContact(
///     text: "support@example.com", url: URL(string: "mailto:support@example.com")))
/// ```
///
/// A request to the host under `/haapi/` is the app's link whatever address the browser
/// used; a QR code is the app's when the secret's scheme or universal link host says so
/// (give the secret the host's public address as its link host). Each browser gets a facade of its own
/// (its own client, DPoP key and tokens), kept while its flow runs; a flow continued on
/// another host process starts again from its link.
public struct WebApp: Sendable {
    /// The app's configuration.
    public var secret: HaapiKitSecret
    /// How a person reaches support: errors only support can help with show it.
    public var support: WebSupportContact?
    /// The hosts of the app's dynamic links (`HaapiKit.dynamicLinkHosts`).
    public var dynamicLinkHosts: Set<String>
    /// The app's own flows for URL actions the facade does not run
    /// (`HaapiKit.appActionHandlers`); they run on the host, never with the
    /// values of a person's link in a log.
    public var appActionHandlers: [String: HaapiKitAppActionHandler]

    /// Creates the facade's configuration for a web host.
    public init(
        secret: HaapiKitSecret, support: WebSupportContact? = nil, dynamicLinkHosts: Set<String> = [],
        appActionHandlers: [String: HaapiKitAppActionHandler] = [:]
    ) {
        self.secret = secret
        self.support = support
        self.dynamicLinkHosts = dynamicLinkHosts
        self.appActionHandlers = appActionHandlers
    }

    /// The link a browser's session runs for the scanner (not a URL: no link can name it).
    static let scanLink = "scan"

    /// The app's link that starts a sign-in.
    var loginLink: String { link(path: "/\(HaapiKitURLRouter.pathPrefix)/login", query: nil)?.absoluteString ?? "" }

    /// The app's link for a request to `path` (under `/haapi/`) with `query` on the host:
    /// by the app's scheme when it has one (`haapidemo://login?…`), else its universal link;
    /// `nil` when `path` is not under `/haapi/`.
    func link(path: String, query: String?) -> URL? {
        let prefix = "/\(HaapiKitURLRouter.pathPrefix)/"
        guard path.hasPrefix(prefix) else { return nil }
        let action = path.dropFirst(prefix.count)
        let tail = query.map { $0.isEmpty ? "" : "?" + $0 } ?? ""
        if let scheme = secret.urlScheme { return URL(string: "\(scheme)://\(action)\(tail)") }
        return URL(string: "https://\(secret.universalLinkHost)\(path)\(tail)")
    }
}

/// How a person reaches the app's support from a web host's error page: the text it
/// shows, and the page "Contact support" sends the browser to (`https`, or `mailto:` and
/// `tel:` when the host's `URLPolicy` allows those schemes).
public struct WebSupportContact: Sendable, Equatable {
    /// What the error page shows (an address, a phone number, opening hours).
    public var text: String
    /// Where "Contact support" sends the browser, if anywhere.
    public var url: URL?

    /// Creates a contact.
    public init(text: String, url: URL? = nil) {
        self.text = text
        self.url = url
    }
}

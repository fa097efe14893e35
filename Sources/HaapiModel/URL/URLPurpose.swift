/// What a URL from the server (or in a page) is for. ``URLPolicy`` allows each purpose
/// its own URLs:
///
/// | purpose | allowed |
/// |---|---|
/// | ``bankIDApp`` | `bankid:` |
/// | ``externalBrowser`` | `https:`, or `http:` to a loopback host |
/// | ``link`` | `https:`, or `http:` to a loopback host |
/// | ``embeddedPage`` | `https:` |
/// | ``pageLink`` | `https:`, `http:` to a loopback host, the page's own paths, the policy's app schemes |
/// | ``pageImage`` | `https:`, `http:` to a loopback host, the page's own paths, base64 PNG, JPEG or GIF `data:` |
/// | ``pagePath`` | the page's own paths (`/…`, never `//…`) |
///
/// Loopback hosts are ``HostClassifier``'s: `127.0.0.0/8`, `::1` and `localhost`.
public enum URLPurpose: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Launching the BankID app for a `bankid` client operation.
    case bankIDApp = "bankid-app"
    /// Opening the system browser for an `external-browser-flow` client operation.
    case externalBrowser = "external-browser"
    /// Following a link of a step that the person chose.
    case link
    /// Showing a page inside the app (the onboarding's web-view container).
    case embeddedPage = "embedded-page"
    /// A link (`<a href>`) in a page the web host serves.
    case pageLink = "page-link"
    /// An image (`<img src>`) in a page the web host serves.
    case pageImage = "page-image"
    /// A form's `action` or a script's `src` in a page: the host's own paths only.
    case pagePath = "page-path"

    public var description: String {
        switch self {
        case .bankIDApp: "BankID app launch"
        case .externalBrowser: "external browser"
        case .link: "link"
        case .embeddedPage: "embedded page"
        case .pageLink: "page link"
        case .pageImage: "page image"
        case .pagePath: "page path"
        }
    }

    /// The URLs this purpose allows, in words (for messages).
    public var allowedURLs: String {
        switch self {
        case .bankIDApp: "bankid: only"
        case .externalBrowser, .link: "https, or http to a loopback host (127.0.0.0/8, ::1, localhost)"
        case .embeddedPage: "https only"
        case .pageLink: "https, http to a loopback host, the page's own paths, the configured app schemes"
        case .pageImage: "https, http to a loopback host, the page's own paths, base64 PNG, JPEG or GIF data"
        case .pagePath: "the page's own paths only"
        }
    }

    /// Whether the page's own paths (`/login`) are allowed.
    var allowsOwnPaths: Bool {
        switch self {
        case .pageLink, .pageImage, .pagePath: true
        case .bankIDApp, .externalBrowser, .link, .embeddedPage: false
        }
    }
}

/// Why the flow would open or follow a URL from the server. ``URLPolicy`` allows each
/// purpose its own schemes:
///
/// | purpose | allowed |
/// |---|---|
/// | ``bankIDApp`` | `bankid:` |
/// | ``externalBrowser`` | `https:`, or `http:` to a loopback host |
/// | ``link`` | `https:`, or `http:` to a loopback host |
///
/// Loopback hosts are `127.0.0.0/8`, `::1` and `localhost`.
public enum URLPurpose: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Launching the BankID app for a `bankid` client operation.
    case bankIDApp = "bankid-app"
    /// Opening the system browser for an `external-browser-flow` client operation.
    case externalBrowser = "external-browser"
    /// Following a link the person chose.
    case link

    public var description: String {
        switch self {
        case .bankIDApp: "BankID app launch"
        case .externalBrowser: "external browser"
        case .link: "link"
        }
    }

    /// The URLs this purpose allows, in words (for messages).
    public var allowedURLs: String {
        switch self {
        case .bankIDApp: "bankid: only"
        case .externalBrowser, .link: "https, or http to a loopback host (127.0.0.0/8, ::1, localhost)"
        }
    }
}

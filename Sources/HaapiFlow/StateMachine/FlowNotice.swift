import HaapiModel

/// Something the person should be told along with the next screen, which the UI says
/// in the app's words and language (``FlowScreen/notice``).
///
/// ```swift
/// if case .urlRefused? = screen.notice {
///     showBanner(title: strings["hui_unsafe_url_title"], message: strings["hui_unsafe_url_message"])
/// }
/// ```
public enum FlowNotice: Sendable, Hashable, Codable {
    /// The server asked to open a URL (an external browser, the BankID app) that
    /// `URLPolicy` refused; nothing was opened and the operation's fallback was taken.
    case urlRefused(URLRefusal)
}

public import Foundation

/// What the web page container tells the app (seed 002's
/// `FUIWebViewContainerDelegate`). Held weakly by the container.
@MainActor
public protocol WebViewContainerDelegate: AnyObject {
    /// The person cancelled.
    func webViewContainerDidCancel(_ container: WebViewContainer)
    /// The page at `url` was opened in the browser. Optional: the default does nothing.
    func webViewContainer(_ container: WebViewContainer, didOpen url: URL)
}

extension WebViewContainerDelegate {
    /// Does nothing: the page opened, and the container stays until the app moves on.
    public func webViewContainer(_ container: WebViewContainer, didOpen url: URL) {}
}

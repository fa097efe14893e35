public import Foundation
public import HaapiScreenKit
public import HaapiFlow
import HaapiModel
import HaapiUI
public import Logging

/// Shows a web page's title and address and opens it in the browser (seed 002's
/// `FUIWebViewContainer`; the alias keeps that name). There is no embedded
/// browser: Open in Browser hands the page to a `HaapiFlow/URLOpener`.
///
/// Only `https` pages are opened. The address is checked by `URLPolicy`
/// for an `URLPurpose.embeddedPage` before the opener is called: plain
/// `http` is refused, even to a loopback host (a page shown to the person is never a
/// local callback), and so are `javascript:`, `file:`, `data:` and every other scheme.
/// A refused address, or an opener that could not open the page, shows an error
/// on the screen; nothing is opened then. Logs name only the scheme and host.
///
/// Hierarchy (outlets, styled by `fdlFUIWebViewContainer_<outlet>`):
/// `rootStackView` holding `titleLabel`, `urlLabel`, `errorMessageLabel`
/// (hidden until something goes wrong), `openButton` and `cancelButton`.
///
/// ```swift
/// let terms = WebViewContainer(themeRegistry: registry, url: URL(string: "https://example.com/terms")!)
/// terms.pageTitle = "Terms of Use"
/// terms.delegate = self
/// container.showScreen(terms)
/// ```
@MainActor
open class WebViewContainer: OnboardingScreen {
    /// The outlets of the screen.
    public enum Outlet: String, ScreenOutletSet {
        case titleLabel, urlLabel, errorMessageLabel, openButton, cancelButton
    }

    nonisolated open override class var styleTarget: StyleTarget { .webViewContainer }
    nonisolated open override class var navigationBarStyleClass: OnboardingStyleClass? { .webNavigationBar }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }

    /// Where Cancel and opened pages go. Held weakly: keep it alive.
    public weak var delegate: (any WebViewContainerDelegate)?

    /// The page to open.
    public var url: URL? { didSet { refresh() } }
    /// The page's title; `nil` shows "Web Page".
    public var pageTitle: String? { didSet { refresh() } }
    /// What opens pages (the system's browser by default).
    public let opener: any URLOpener
    /// Whether the opener is opening the page now.
    public private(set) var isOpening = false

    /// The page's title.
    public let titleLabel = MessageView(identifier: Outlet.titleLabel.rawValue, style: .heading, text: "")
    /// The page's address.
    public let urlLabel = Label(identifier: Outlet.urlLabel.rawValue)
    /// Why the page was not opened.
    public let errorMessageLabel = MessageView(identifier: Outlet.errorMessageLabel.rawValue, style: .error, text: "")
    /// Open in Browser.
    public let openButton = Button(identifier: Outlet.openButton.rawValue, type: .primary, title: "", role: .primary)
    /// Cancel.
    public let cancelButton = Button(identifier: Outlet.cancelButton.rawValue, type: .text, title: "", role: .cancel)

    /// Creates the container for the page at `url`, opened with `opener`.
    public init(
        themeRegistry: ThemeRegistry, url: URL? = nil, opener: any URLOpener = SystemURLOpener(),
        logger: Logger = Logger(label: "HaapiOnboarding"), clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.url = url
        self.opener = opener
        super.init(themeRegistry: themeRegistry, logger: logger, clock: clock)
    }

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        titleLabel.style = style(.webTitleLabel)
        urlLabel.style = style(.webURLLabel)
        errorMessageLabel.style = style(.webErrorMessageLabel)
        errorMessageLabel.isHidden = true
        openButton.style = style(.webOpenButton)
        openButton.title = text(.onboardingWebOpen)
        openButton.action = { [weak self] in self?.startOpening() }
        cancelButton.style = style(.webCancelButton)
        cancelButton.title = text(.onboardingCancel)
        cancelButton.action = { [weak self] in self?.cancel() }
        for view in [titleLabel, urlLabel, errorMessageLabel, openButton, cancelButton] as [View] {
            rootStackView.addArrangedSubview(view)
        }
        applyTexts()
    }

    private func refresh() {
        guard isViewLoaded else { return }
        applyTexts()
        contentDidChange()
    }

    private func applyTexts() {
        titleLabel.text = pageTitle ?? text(.onboardingWebTitle)
        urlLabel.text = url?.absoluteString ?? ""
        urlLabel.isHidden = url == nil
        openButton.isEnabled = !isOpening
    }

    // MARK: Actions

    /// Opens the page in the browser after checking its address (see the type's
    /// documentation); what went wrong shows on the screen. Open in Browser calls it.
    ///
    /// - Returns: whether the page was opened (`false` while another opening is under way).
    @discardableResult
    open func openPage() async -> Bool {
        guard !isOpening else { return false }
        guard let url else {
            showError(text(.onboardingWebNoPage))
            return false
        }
        if let refusal = Self.refusal(of: url) {
            logger.warning("\(Self.screenName): page not opened: \(refusal)")
            showError(text(.onboardingWebHTTPSOnly))
            return false
        }
        setOpening(true)
        let opened = await opener.open(url)
        setOpening(false)
        guard opened else {
            logger.warning("\(Self.screenName): the opener could not open the page (scheme https, host \(HostClassifier.host(of: url) ?? "none"))")
            showError(text(.onboardingWebOpenFailed))
            return false
        }
        showError(nil)
        if let delegate {
            delegate.webViewContainer(self, didOpen: url)
        } else {
            report(.delegateMissing(method: "webViewContainer(_:didOpen:)"))
        }
        return true
    }

    /// Open in Browser: opens the page in a task of its own; the screen reports
    /// to its container when the outcome shows.
    private func startOpening() {
        Task { await openPage() }
    }

    /// Cancel: tells the delegate.
    open func cancel() {
        guard let delegate else { return delegateMissing("webViewContainerDidCancel(_:)") }
        delegate.webViewContainerDidCancel(self)
    }

    /// Shows `message` above the buttons (or hides it when `nil`).
    open override func showError(_ message: String?) {
        errorMessageLabel.show(message)
        contentDidChange()
    }

    private func setOpening(_ opening: Bool) {
        isOpening = opening
        openButton.isEnabled = !opening
        if opening { screenContainer?.displayChanged(.progress) }
    }

    // MARK: Checking addresses

    /// Why `url` may not be opened here, in words naming only its scheme and host;
    /// `nil` when `URLPolicy` allows it as an embedded page.
    static func refusal(of url: URL) -> String? {
        do {
            try URLPolicy.standard.check(url, for: .embeddedPage)
            return nil
        } catch {
            return error.description
        }
    }
}

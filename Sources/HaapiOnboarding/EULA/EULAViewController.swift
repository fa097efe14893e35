import HaapiUI
public import HaapiScreenKit
import Logging

/// Shows the End User License Agreement and asks the person to agree (seed 002's
/// `FUIEULAViewController`; the alias keeps that name): Agree, Disagree and Cancel
/// go to the ``delegate``. Back shows only when the screen has a
/// ``OnboardingScreen/previousScreen`` (an onboarding sets the step before) and goes there.
///
/// The app gives the agreement's text in ``eulaText`` (as long as it needs:
/// renderers let the person scroll through it) and may replace the headline with
/// ``headline``. The text is read as `RichText`'s markup — paragraphs separated by
/// an empty line, `**bold**` and `[links](https://…)`; anything else shows as written —
/// and `eulaTextView` shows it as rich text (seed 002's `attributedText`). Agree stays disabled while there is no text, so
/// nobody agrees to an empty agreement.
///
/// Hierarchy (outlets, styled by `fdlFUIEULAView_<outlet>`): `rootStackView`
/// holding `headlineLabel`, `eulaTextView`, `errorMessageLabel` (hidden until
/// something goes wrong), `confirmButton` (Agree), `rejectButton` (Disagree),
/// `backButton` (hidden without a screen to go back to) and `cancelButton`.
///
/// ```swift
/// let eula = EULAViewController(themeRegistry: registry)   // registry with ScreenKitModule.onboarding
/// eula.headline = "Custom EULA"
/// eula.eulaText = "This is a legally binding **agreement** between …\n\nSee [example.com](https://example.com/terms)."
/// eula.delegate = self
/// container.showScreen(eula)
/// ```
@MainActor
open class EULAViewController: OnboardingScreen {
    /// The outlets of the screen.
    public enum Outlet: String, ScreenOutletSet {
        case headlineLabel, eulaTextView, errorMessageLabel, confirmButton, rejectButton, backButton, cancelButton
    }

    nonisolated open override class var styleTarget: StyleTarget { .eulaView }
    nonisolated open override class var navigationBarStyleClass: OnboardingStyleClass? { .eulaNavigationBar }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }

    /// Where the answers go. Held weakly: keep it alive.
    public weak var delegate: (any EULADelegate)?

    /// The headline; `nil` shows what the app wrote into ``headlineLabel``, else "End User
    /// License Agreement" in the registry's language.
    public var headline: String? { didSet { refresh() } }
    /// The headline this screen last wrote into ``headlineLabel``.
    private var writtenHeadline: String?
    /// The agreement's text, in `RichText`'s markup (plain text shows as it is).
    public var eulaText = "" { didSet { refresh() } }

    /// The headline.
    public let headlineLabel = MessageView(identifier: Outlet.headlineLabel.rawValue, style: .heading, text: "")
    /// The agreement's text.
    public let eulaTextView = Label(identifier: Outlet.eulaTextView.rawValue)
    /// Why the screen cannot go on, when it cannot.
    public let errorMessageLabel = MessageView(identifier: Outlet.errorMessageLabel.rawValue, style: .error, text: "")
    /// Agree.
    public let confirmButton = Button(identifier: Outlet.confirmButton.rawValue, type: .primary, title: "", role: .primary)
    /// Disagree.
    public let rejectButton = Button(identifier: Outlet.rejectButton.rawValue, type: .secondary, title: "", role: .secondary)
    /// Back to ``OnboardingScreen/previousScreen``; hidden without one.
    public let backButton = Button(identifier: Outlet.backButton.rawValue, type: .text, title: "", role: .secondary)
    /// Cancel.
    public let cancelButton = Button(identifier: Outlet.cancelButton.rawValue, type: .text, title: "", role: .cancel)

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        headlineLabel.style = style(.eulaHeadlineLabel)
        eulaTextView.style = style(.eulaTextView)
        errorMessageLabel.style = style(.eulaErrorMessageLabel)
        errorMessageLabel.isHidden = true
        confirmButton.style = style(.eulaConfirmButton)
        confirmButton.title = text(.onboardingEULAAgree)
        confirmButton.action = { [weak self] in self?.accept() }
        rejectButton.style = style(.eulaRejectButton)
        rejectButton.title = text(.onboardingEULADisagree)
        rejectButton.action = { [weak self] in self?.reject() }
        backButton.style = style(.eulaBackButton)
        backButton.title = text(.back)
        backButton.action = { [weak self] in self?.back() }
        cancelButton.style = style(.eulaCancelButton)
        cancelButton.title = text(.onboardingCancel)
        cancelButton.action = { [weak self] in self?.cancel() }
        for view in [headlineLabel, eulaTextView, errorMessageLabel, confirmButton, rejectButton, backButton, cancelButton] as [View] {
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
        if let headline {
            headlineLabel.text = headline
            writtenHeadline = headline
        } else {
            // A headline the app wrote into the label itself (seed 002's sample) stays.
            writeDefault(text(.onboardingEULAHeadline), in: headlineLabel, lastWritten: &writtenHeadline)
        }
        eulaTextView.richText = RichText(markup: eulaText)
        confirmButton.isEnabled = !eulaText.trimmingWhiteSpace().isEmpty
        backButton.isHidden = previousScreen == nil
    }

    /// Offers Back when a screen to go back to was set after the view loaded.
    open override func viewWillAppear() {
        super.viewWillAppear()
        backButton.isHidden = previousScreen == nil
    }

    // MARK: Actions

    /// Agree: tells the delegate (only while there is an agreement to agree to).
    open func accept() {
        guard confirmButton.isEnabled else { return }
        guard let delegate else { return delegateMissing("eulaAccepted(_:)") }
        delegate.eulaAccepted(self)
    }

    /// Disagree: tells the delegate.
    open func reject() {
        guard let delegate else { return delegateMissing("eulaRejected(_:)") }
        delegate.eulaRejected(self)
    }

    /// Back: shows ``OnboardingScreen/previousScreen`` again (see ``OnboardingScreen/goBack()``).
    open func back() {
        goBack()
    }

    /// Cancel: tells the delegate.
    open func cancel() {
        guard let delegate else { return delegateMissing("eulaCancelled(_:)") }
        delegate.eulaCancelled(self)
    }

    /// Shows `message` above the buttons (or hides it when `nil`).
    open override func showError(_ message: String?) {
        errorMessageLabel.show(message)
        contentDidChange()
    }
}

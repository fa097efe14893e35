import HaapiUI
public import HaapiScreenKit
public import Logging

/// Shows a series of consent forms, each of one or more pages (seed 002's
/// `FUIUserConsentViewController`; the alias keeps that name), and tells its
/// delegate how the person answered.
///
/// Its ``UserConsentStateMachine`` decides what shows (see its rules: the answers are
/// on a form's last page; Deny on a required form ends the series at once; Not
/// Now on an optional form goes on). Each answer sets the form's
/// ``UserConsentForm/isUserAccepted``. The sequence is a value: save ``sequence``
/// and ``restore(_:)`` it to resume on the same page.
///
/// Hierarchy (outlets): `rootStackView` holding `pageView`, which holds the
/// root of ``pageViewController`` (a ``UserConsentPageViewController`` showing
/// the current page with its own outlets). The same page controller shows every
/// page, so the controls keep their ids (`agreeButton`, `denyButton`, ...).
///
/// ```swift
/// let privacy = SinglePageUserConsentForm(title: "Data Privacy", body: "…")
/// let terms = MultiPageUserConsentForm(pages: [usage, security])
/// terms.isRequired = false
/// let consent = UserConsentViewController(themeRegistry: registry, forms: [privacy, terms])
/// consent.delegate = self
/// container.showScreen(consent)
/// ```
@MainActor
open class UserConsentViewController: OnboardingScreen {
    /// The outlets of the controller.
    public enum Outlet: String, ScreenOutletSet { case pageView }

    nonisolated open override class var styleTarget: StyleTarget { .userConsentViewController }
    nonisolated open override class var navigationBarStyleClass: OnboardingStyleClass? { .consentNavigationBar }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }

    /// Where the answers go. Held weakly: keep it alive.
    public weak var delegate: (any UserConsentViewControllerDelegate)?

    /// The forms, in order. Setting them starts a new sequence.
    public var forms: [any UserConsentForm] {
        didSet {
            sequence = UserConsentStateMachine(forms: forms.map(\.sequenceForm))
            sequenceDidChange()
        }
    }

    /// Where the person is and the answers so far; save it to resume with ``restore(_:)``.
    public private(set) var sequence: UserConsentStateMachine
    /// Called after every move of ``sequence`` (a page turned, an answer), so an
    /// onboarding can save it.
    public var onSequenceChange: (@MainActor (UserConsentStateMachine) -> Void)?

    /// Shows the current page.
    public let pageViewController: UserConsentPageViewController
    /// Holds the page controller's root.
    public let pageView = StackView(identifier: Outlet.pageView.rawValue)

    /// Whether the screen appeared and so started telling its delegate.
    private var isStarted = false

    /// Creates the controller for `forms`.
    public init(
        themeRegistry: ThemeRegistry, forms: [any UserConsentForm] = [],
        logger: Logger = Logger(label: "HaapiOnboarding"), clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.forms = forms
        self.sequence = UserConsentStateMachine(forms: forms.map(\.sequenceForm))
        self.pageViewController = UserConsentPageViewController(themeRegistry: themeRegistry, logger: logger, clock: clock)
        super.init(themeRegistry: themeRegistry, logger: logger, clock: clock)
    }

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        pageView.style = style(for: .stackView)
        pageView.addArrangedSubview(pageViewController.view)
        rootStackView.addArrangedSubview(pageView)
        showCurrentPage()
    }

    /// Starts the sequence the first time the screen appears: a sequence that
    /// has ended already (no forms, or a restored end) is reported then.
    open override func viewDidAppear() {
        super.viewDidAppear()
        guard !isStarted else { return }
        isStarted = true
        // The container reports the new screen itself.
        perform(sequence.handle(.start), reportsPages: false)
    }

    // MARK: Driving the sequence

    /// Moves the sequence on by `event`, as the page's buttons do, and performs
    /// what it says.
    public func handle(_ event: UserConsentEvent) {
        perform(sequence.handle(event))
    }

    /// Continues from `saved`, a ``sequence`` saved earlier for the same forms:
    /// the same page shows, the forms' ``UserConsentForm/isUserAccepted`` follow
    /// its answers, and a saved end is reported once the screen appeared.
    ///
    /// - Throws: ``UserConsentRestoreError`` when `saved` describes other forms
    ///   (another count, page count or requirement); nothing changes then.
    public func restore(_ saved: UserConsentStateMachine) throws(UserConsentRestoreError) {
        let current = forms.map(\.sequenceForm)
        guard saved.forms == current else { throw UserConsentRestoreError(saved: saved.forms, current: current) }
        sequence = saved
        sequenceDidChange()
    }

    private func sequenceDidChange() {
        updateAcceptance()
        if isStarted {
            perform(sequence.handle(.start))
        } else if isViewLoaded {
            showCurrentPage()
        }
    }

    /// Performs `effects`; a page shown is reported to the container as a new
    /// screen (focus starts afresh) when `reportsPages`. The end is not reported:
    /// the delegate shows what comes next, or the missing delegate's error shows.
    private func perform(_ effects: [UserConsentEffect], reportsPages: Bool = true) {
        updateAcceptance()
        onSequenceChange?(sequence)
        for effect in effects {
            switch effect {
            case .showPage(let display):
                show(display)
                if reportsPages { screenContainer?.displayChanged(.newScreen) }
            case .finish:
                show(nil)
                guard let delegate else { return delegateMissing("userConsentViewController(_:didReceiveResponseToConsentForms:)") }
                delegate.userConsentViewController(self, didReceiveResponseToConsentForms: forms)
            case .cancelled:
                show(nil)
                guard let delegate else { return delegateMissing("userConsentViewController(_:didCancelConsentForms:)") }
                delegate.userConsentViewController(self, didCancelConsentForms: forms)
            }
        }
    }

    /// Each form's acceptance as the sequence's responses say.
    private func updateAcceptance() {
        for (form, response) in zip(forms, sequence.responses) {
            form.isUserAccepted = response == .accepted
        }
    }

    private func showCurrentPage() {
        show(sequence.currentDisplay)
    }

    /// Shows the page `display` names, or the last page without buttons once
    /// the sequence ended.
    private func show(_ display: UserConsentPageDisplay?) {
        let position = display?.position ?? sequence.position
        let pages = forms.indices.contains(position.form) ? forms[position.form].pages : []
        let page = pages.indices.contains(position.page) ? pages[position.page] : UserConsentPage()
        if display != nil, !pages.indices.contains(position.page) {
            logger.warning("\(Self.screenName): form \(position.form) has no page \(position.page); an empty page shows")
        }
        pageViewController.show(page, at: display, for: self)
    }

    /// Shows `message` on the current page (or hides it when `nil`).
    open override func showError(_ message: String?) {
        pageViewController.showError(message)
    }
}

import HaapiUI
public import HaapiScreenKit
public import Logging

/// One consent page (seed 002's `FUIUserConsentPageViewController`; the alias
/// keeps that name): a title, the details, a link to more information, and the
/// answers.
///
/// It works two ways:
/// - Alone, for a simple form that fits one page: the toolbar offers Deny
///   (``isMandatory``) or Not Now, and Agree; they call
///   ``UserConsentPageViewControllerDelegate/didDeny(_:)`` and
///   ``UserConsentPageViewControllerDelegate/didAllow(_:)``. The titles can be
///   changed with ``toolbarLeftItemTitle`` and ``toolbarRightItemTitle``.
/// - Inside ``UserConsentViewController``, which shows its forms' pages with it:
///   "Page 2 of 3", Back, Next, and on a form's last page the toolbar and
///   Cancel, as its ``UserConsentStateMachine`` says. The buttons go to that controller.
///   On the first page of the first form, Back shows when that controller has a
///   ``OnboardingScreen/previousScreen`` (the onboarding's step before) and goes there.
///
/// Hierarchy (outlets, styled by `fdlFUIUserConsentPageView_<class>`):
/// `rootStackView` holding `pageLabel` (`_pageLabel`), `titleLabel` (`_title`),
/// `bodyLabel` (`_body`), `actionTitleLink` (`_actionTitle`; hidden without a
/// link), `errorMessageLabel`, `backButton`, `nextButton`, `denyButton`,
/// `agreeButton` and `cancelButton`. Buttons a page does not offer are hidden.
///
/// ```swift
/// let page = UserConsentPageViewController(themeRegistry: registry,
///     page: UserConsentPage(title: "A Simple Form", body: "What the person agrees to …"))
/// page.isMandatory = true
/// page.delegate = self
/// container.showScreen(page)
/// ```
@MainActor
open class UserConsentPageViewController: OnboardingScreen {
    /// The outlets of the page.
    public enum Outlet: String, ScreenOutletSet {
        case pageLabel, titleLabel, bodyLabel, actionTitleLink, errorMessageLabel, backButton, nextButton, denyButton
        case agreeButton, cancelButton
    }

    nonisolated open override class var styleTarget: StyleTarget { .userConsentPageView }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }

    /// Where Agree and Deny go when the page is used alone. Held weakly: keep it alive.
    public weak var delegate: (any UserConsentPageViewControllerDelegate)?

    /// Seed 002's name of ``delegate``.
    public var userConsentPageViewControllerDelegate: (any UserConsentPageViewControllerDelegate)? {
        get { delegate }
        set { delegate = newValue }
    }

    /// What the page shows; changes show when set, or when the page appears.
    public var page: UserConsentPage { didSet { refresh() } }
    /// Alone: whether the left toolbar button is Deny (`true`) or Not Now.
    public var isMandatory = true { didSet { refresh() } }
    /// The left toolbar button's title instead of Deny or Not Now.
    public var toolbarLeftItemTitle: String? { didSet { refresh() } }
    /// The right toolbar button's title instead of Agree.
    public var toolbarRightItemTitle: String? { didSet { refresh() } }
    /// The page's details (seed 002's `controller.body.text = …`): ``page``'s.
    public var body: UserConsentText {
        get { page.body }
        set { page.body = newValue; refresh() }
    }
    /// The text of the page's link (seed 002's `controller.actionTitle.text = …`): ``page``'s.
    public var actionTitle: UserConsentText {
        get { page.actionTitle }
        set { page.actionTitle = newValue; refresh() }
    }
    /// Called when the person follows the page's link: ``page``'s.
    public var actionHandler: (@MainActor (UserConsentPageViewController) -> Void)? {
        get { page.actionHandler }
        set { page.actionHandler = newValue; refresh() }
    }

    /// The consent controller showing this page, when it is not used alone.
    public private(set) weak var consentViewController: UserConsentViewController?
    /// Where the page is in its consent sequence, when shown by a consent controller.
    public private(set) var display: UserConsentPageDisplay?

    /// The container showing the page: its own, or its consent controller's
    /// (for a link's handler that shows more information).
    public var presentingContainer: ScreenContainerViewController? {
        screenContainer ?? consentViewController?.screenContainer
    }

    /// "Page 2 of 3" (forms of several pages only).
    public let pageLabel = Label(identifier: Outlet.pageLabel.rawValue)
    /// The page's title.
    public let titleLabel = MessageView(identifier: Outlet.titleLabel.rawValue, style: .heading, text: "")
    /// The details, as rich text read from the page's body (`RichText`'s markup).
    public let bodyLabel = Label(identifier: Outlet.bodyLabel.rawValue)
    /// The link to more information; calls the page's ``UserConsentPage/actionHandler``.
    public let actionTitleLink = LinkView(identifier: Outlet.actionTitleLink.rawValue, title: "")
    /// Why the page cannot go on (no delegate), when it cannot.
    public let errorMessageLabel = MessageView(identifier: Outlet.errorMessageLabel.rawValue, style: .error, text: "")
    /// The page before.
    public let backButton = Button(identifier: Outlet.backButton.rawValue, type: .text, title: "", role: .secondary)
    /// The next page.
    public let nextButton = Button(identifier: Outlet.nextButton.rawValue, type: .primary, title: "", role: .primary)
    /// Deny (required form) or Not Now (optional form): the toolbar's left item.
    public let denyButton = Button(identifier: Outlet.denyButton.rawValue, type: .secondary, title: "", role: .secondary)
    /// Agree: the toolbar's right item.
    public let agreeButton = Button(identifier: Outlet.agreeButton.rawValue, type: .primary, title: "", role: .primary)
    /// Cancel, on a form's last page.
    public let cancelButton = Button(identifier: Outlet.cancelButton.rawValue, type: .text, title: "", role: .cancel)

    /// Creates a page showing `page`.
    public init(
        themeRegistry: ThemeRegistry, page: UserConsentPage = UserConsentPage(),
        logger: Logger = Logger(label: "HaapiOnboarding"), clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.page = page
        super.init(themeRegistry: themeRegistry, logger: logger, clock: clock)
    }

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        pageLabel.style = style(.consentPageLabel)
        titleLabel.style = style(.consentPageTitle)
        bodyLabel.style = style(.consentPageBody)
        actionTitleLink.style = style(.consentPageActionTitle)
        actionTitleLink.action = { [weak self] in self?.followLink() }
        errorMessageLabel.style = style(.consentErrorMessageLabel)
        errorMessageLabel.isHidden = true
        backButton.style = style(.consentBackButton)
        backButton.title = text(.onboardingConsentBack)
        backButton.action = { [weak self] in self?.back() }
        nextButton.style = style(.consentNextButton)
        nextButton.title = text(.onboardingNext)
        nextButton.action = { [weak self] in self?.send(.nextPage) }
        denyButton.style = style(.consentDenyButton)
        denyButton.action = { [weak self] in self?.deny() }
        agreeButton.style = style(.consentAgreeButton)
        agreeButton.action = { [weak self] in self?.agree() }
        cancelButton.style = style(.consentCancelButton)
        cancelButton.title = text(.onboardingCancel)
        cancelButton.action = { [weak self] in self?.send(.cancel) }
        for view in [pageLabel, titleLabel, bodyLabel, actionTitleLink, errorMessageLabel, backButton, nextButton, denyButton,
                     agreeButton, cancelButton] as [View] {
            rootStackView.addArrangedSubview(view)
        }
        applyContent()
    }

    /// Shows changes made to ``page`` since it was set.
    open override func viewWillAppear() {
        super.viewWillAppear()
        applyContent()
    }

    /// Shows `page` where `display` places it, for `controller`.
    func show(_ page: UserConsentPage, at display: UserConsentPageDisplay?, for controller: UserConsentViewController) {
        consentViewController = controller
        errorMessageLabel.isHidden = true
        self.display = display
        self.page = page
    }

    /// Shows the current texts and buttons; alone, the container is told (a
    /// consent controller reports its pages itself).
    private func refresh() {
        guard isViewLoaded else { return }
        applyContent()
        if consentViewController == nil { contentDidChange() }
    }

    /// Puts the page's texts and the offered buttons on the views.
    func applyContent() {
        let isHosted = consentViewController != nil
        let isRequired = isHosted ? display?.isRequired ?? true : isMandatory
        if let display, isHosted, display.pageCount > 1 {
            pageLabel.text = text(.onboardingConsentPage, .int(display.position.page + 1), .int(display.pageCount))
            pageLabel.isHidden = false
        } else {
            pageLabel.isHidden = true
        }
        titleLabel.text = page.shownTitle
        bodyLabel.richText = page.shownBody
        actionTitleLink.title = page.shownActionTitle
        actionTitleLink.isHidden = !page.hasAction
        denyButton.title = toolbarLeftItemTitle ?? text(isRequired ? .onboardingConsentDeny : .onboardingConsentNotNow)
        agreeButton.title = toolbarRightItemTitle ?? text(.onboardingConsentAgree)
        let offered: [UserConsentPageDisplay.PageButton] = isHosted ? display?.buttons ?? [] : [isRequired ? .deny : .notNow, .agree]
        backButton.isHidden = !offered.contains(.back) && !leavesForms
        nextButton.isHidden = !offered.contains(.next)
        denyButton.isHidden = !offered.contains(.deny) && !offered.contains(.notNow)
        agreeButton.isHidden = !offered.contains(.agree)
        cancelButton.isHidden = !offered.contains(.cancel)
    }

    /// Whether Back leaves the consent forms: on the first page of the first form of a
    /// controller that has a screen to go back to.
    private var leavesForms: Bool {
        guard let consentViewController, let display else { return false }
        return display.position == UserConsentStateMachine.Position(form: 0, page: 0) && consentViewController.previousScreen != nil
    }

    // MARK: Actions

    /// Back: the page before in the form, or, on the first page of the first form,
    /// the screen before the forms (``OnboardingScreen/goBack()`` of the consent controller).
    open func back() {
        guard let consentViewController else { return }
        if leavesForms {
            consentViewController.goBack()
        } else {
            consentViewController.handle(.previousPage)
        }
    }

    /// Agree: tells the consent controller, or the delegate when alone.
    open func agree() {
        if let consentViewController { return consentViewController.handle(.agree) }
        guard let delegate else { return delegateMissing("didAllow(_:)") }
        delegate.didAllow(self)
    }

    /// Deny or Not Now: tells the consent controller, or the delegate when alone.
    open func deny() {
        if let consentViewController { return consentViewController.handle(.deny) }
        guard let delegate else { return delegateMissing("didDeny(_:)") }
        delegate.didDeny(self)
    }

    /// Follows the link to more information.
    open func followLink() {
        page.actionHandler?(self)
    }

    private func send(_ event: UserConsentEvent) {
        consentViewController?.handle(event)
    }

    /// Shows `message` above the buttons (or hides it when `nil`).
    open override func showError(_ message: String?) {
        errorMessageLabel.show(message)
        if let consentViewController { consentViewController.contentDidChange() } else { contentDidChange() }
    }
}

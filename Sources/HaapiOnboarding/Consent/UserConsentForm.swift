/// A consent form shown by ``UserConsentViewController`` (seed 002's
/// `FUIUserConsentForm`): one or more pages the person answers once, on the
/// last page. ``SinglePageUserConsentForm`` and ``MultiPageUserConsentForm``
/// conform to it.
@MainActor
public protocol UserConsentForm: AnyObject {
    /// The pages, in order (a form without pages shows one empty page).
    var pages: [UserConsentPage] { get }
    /// Whether the onboarding needs the form accepted: the person may Deny it
    /// (which ends the consent screens) rather than choose Not Now. `true` by default.
    var isRequired: Bool { get set }
    /// Whether the person agreed; set by ``UserConsentViewController`` when the
    /// person answers the form.
    var isUserAccepted: Bool { get set }
}

extension UserConsentForm {
    /// What the consent sequence knows of this form.
    var sequenceForm: UserConsentStateMachine.Form {
        UserConsentStateMachine.Form(pageCount: pages.count, isRequired: isRequired)
    }
}

/// A consent form of one page (seed 002's `FUISinglePageUserConsentForm`); the
/// page is created with the form, and the form's title, body and link are the page's.
///
/// ```swift
/// let form = SinglePageUserConsentForm(title: "Data Privacy", body: "How the app uses your data …")
/// form.isRequired = false
/// ```
@MainActor
open class SinglePageUserConsentForm: UserConsentForm {
    /// The form's only page.
    public let page: UserConsentPage
    /// The form's page, alone.
    public var pages: [UserConsentPage] { [page] }
    /// Whether the form must be accepted; `true` unless set.
    public var isRequired = true
    /// Whether the person agreed (set by ``UserConsentViewController``).
    public var isUserAccepted = false

    /// Creates the form and its page.
    public init(
        title: String = "", body: String = "", actionTitle: String = "",
        actionHandler: (@MainActor (UserConsentPageViewController) -> Void)? = nil
    ) {
        page = UserConsentPage(title: title, body: body, actionTitle: actionTitle, actionHandler: actionHandler)
    }

    /// The page's title.
    public var title: UserConsentText {
        get { page.title }
        set { page.title = newValue }
    }

    /// The page's details.
    public var body: UserConsentText {
        get { page.body }
        set { page.body = newValue }
    }

    /// The text of the page's link to more information.
    public var actionTitle: UserConsentText {
        get { page.actionTitle }
        set { page.actionTitle = newValue }
    }

    /// Called when the person follows the page's link.
    public var actionHandler: (@MainActor (UserConsentPageViewController) -> Void)? {
        get { page.actionHandler }
        set { page.actionHandler = newValue }
    }
}

/// A consent form of several pages (seed 002's `FUIMultiPageUserConsentForm`);
/// only its last page offers the answers.
///
/// ```swift
/// let form = MultiPageUserConsentForm(pages: [privacyPage, securityPage, consentPage])
/// ```
@MainActor
open class MultiPageUserConsentForm: UserConsentForm {
    /// The pages, in order.
    public let pages: [UserConsentPage]
    /// Whether the form must be accepted; `true` unless set.
    public var isRequired = true
    /// Whether the person agreed (set by ``UserConsentViewController``).
    public var isUserAccepted = false

    /// Creates a form of `pages`, in order.
    public init(pages: [UserConsentPage]) {
        self.pages = pages
    }
}

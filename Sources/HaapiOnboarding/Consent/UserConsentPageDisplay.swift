/// How one consent page shows in a ``UserConsentStateMachine``: where it is, and the
/// buttons it offers.
public struct UserConsentPageDisplay: Sendable, Hashable, Codable {
    /// A button of a consent page.
    public enum PageButton: String, Sendable, Hashable, Codable, CaseIterable {
        /// Back: the page before (from the form's second page on).
        case back
        /// Next: the following page (every page but the form's last).
        case next
        /// Deny: declines a required form (toolbar, last page).
        case deny
        /// Not Now: declines an optional form (toolbar, last page).
        case notNow
        /// Agree: accepts the form (toolbar, last page).
        case agree
        /// Cancel: ends the sequence (last page).
        case cancel
    }

    /// The form and page.
    public let position: UserConsentStateMachine.Position
    /// How many pages the form has.
    public let pageCount: Int
    /// Whether the form must be accepted.
    public let isRequired: Bool

    /// Describes the page at `position` of `form`.
    public init(position: UserConsentStateMachine.Position, form: UserConsentStateMachine.Form) {
        self.position = position
        self.pageCount = form.pageCount
        self.isRequired = form.isRequired
    }

    /// Whether this is the form's last page (the one that is answered).
    public var isLastPage: Bool { position.page == pageCount - 1 }

    /// Whether the toolbar (Agree with Deny or Not Now) shows: on a form's last page only.
    public var showsToolbar: Bool { isLastPage }

    /// The buttons the page offers, in display order.
    public var buttons: [PageButton] {
        var buttons: [PageButton] = []
        if position.page > 0 { buttons.append(.back) }
        if isLastPage {
            buttons += [isRequired ? .deny : .notNow, .agree, .cancel]
        } else {
            buttons.append(.next)
        }
        return buttons
    }
}

public import Foundation
import HaapiFlow
public import HaapiScreenKit
import HaapiUI
import Logging

/// Unlocks an app that several people use on one device (seed 002's
/// `FUIMultiUserPasscodeController`; `FUIMultiUserPasscodeController` is an alias):
/// the app's logo and title, the user shown (initials, name, information), the
/// passcode, Log In, Forgot Passcode, Switch User (the list from the
/// ``dataSource``) and Add New User.
///
/// It is a ``PasscodeInputController`` for the user shown: passcodes go to the
/// delegate with ``PasscodeController/userIdentifier`` set to that user, and every
/// user has their own biometric copy, store and lockout (``lockoutForUser`` and
/// ``secureStoreForUser``), so one user's wrong passcodes never lock another.
///
/// Hierarchy: the input controller's outlets (the seed's `passcodeInputField` is
/// `passcodeTextField`, `logInButton` is `primaryActionButton`,
/// `forgotPasscodeLabel` is `secondaryActionButton`), after `logoImageView`,
/// `titleLabel`, `userImagePlaceholderView` (holding `userImagePlaceholder`, the initials),
/// `userNameLabel`, `userInfoLabel`; then
/// `switchUserButton`, `userSearchField` and `usersListView` (a heading and a
/// ``PasscodeUserCell`` per user; while switching; the search
/// from ``userSearchThreshold`` users) and `addNewUserBarButtonItem`.
@MainActor
open class MultiUserPasscodeController: PasscodeInputController {
    /// The multi-user outlets.
    public enum MultiUserOutlet: String, ScreenOutletSet {
        case logoImageView, titleLabel, userImagePlaceholderView, userImagePlaceholder, userNameLabel, userInfoLabel, switchUserButton
        case userSearchField, usersListView, usersListTitleLabel
        case addNewUserBarButtonItem
    }

    nonisolated open override class var styleTarget: StyleTarget { .multiUserPasscodeController }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(MultiUserOutlet.self) }

    /// Where the users come from. Held weakly.
    public weak var dataSource: (any MultiUserPasscodeControllerDataSource)?
    /// Hears of added and switched users (and is the ``PasscodeController/delegate``). Held weakly.
    public weak var multiUserDelegate: (any MultiUserPasscodeControllerDelegate)? {
        didSet { delegate = multiUserDelegate }
    }
    /// The lockout of a user (each user counts their own wrong passcodes).
    public var lockoutForUser: (@MainActor (PasscodeUser) -> (any PasscodeTryCounter)?)?
    /// The store of a user (wiped at their retry limit).
    public var secureStoreForUser: (@MainActor (PasscodeUser) -> (any SecureStore)?)?

    /// The app's logo.
    public let logoImageView = ImageView(identifier: MultiUserOutlet.logoImageView.rawValue)
    /// The box the logo is drawn in (seed 002's `logoImageViewSize`), keeping its aspect
    /// ratio; `nil` for the picture's own size.
    public var logoImageViewSize: CGSize? {
        get { logoImageView.preferredSize }
        set { logoImageView.preferredSize = newValue }
    }
    /// The app's name.
    public let titleLabel = MessageView(identifier: MultiUserOutlet.titleLabel.rawValue, style: .heading, text: "")
    /// The box behind the initials (its background is the placeholder's colour).
    public let userImagePlaceholderView = StackView(identifier: MultiUserOutlet.userImagePlaceholderView.rawValue, axis: .vertical)
    /// The user's initials.
    public let userImagePlaceholder = MessageView(identifier: MultiUserOutlet.userImagePlaceholder.rawValue, style: .content, text: "")
    /// The user's name.
    public let userNameLabel = MessageView(identifier: MultiUserOutlet.userNameLabel.rawValue, style: .username, text: "")
    /// The user's information.
    public let userInfoLabel = MessageView(identifier: MultiUserOutlet.userInfoLabel.rawValue, style: .content, text: "")
    /// Switch User.
    public let switchUserButton = Button(identifier: MultiUserOutlet.switchUserButton.rawValue, type: .secondary, title: "")
    /// Narrows the users to switch to by name or information (seed 002's list picker
    /// search), shown with the list from ``userSearchThreshold`` users.
    public let userSearchField = TextField(identifier: MultiUserOutlet.userSearchField.rawValue, name: "userSearch", isRequired: false)
    /// How many users the list has before it offers a search (6 by default).
    public var userSearchThreshold = 6
    /// The users to switch to (shown while switching): ``usersListTitleLabel``, then ``userCells``.
    public let usersListView = StackView(identifier: MultiUserOutlet.usersListView.rawValue, axis: .vertical)
    /// Heads the list ("Choose a user").
    public let usersListTitleLabel = MessageView(identifier: MultiUserOutlet.usersListTitleLabel.rawValue, style: .content, text: "")
    /// A cell per user the list shows now (all of them, or those the search found).
    public private(set) var userCells: [PasscodeUserCell] = []
    /// Add New User.
    public let addNewUserBarButtonItem = Button(identifier: MultiUserOutlet.addNewUserBarButtonItem.rawValue, type: .text, title: "")

    /// The users from the data source.
    public private(set) var users: [PasscodeUser] = []
    /// The user shown.
    public private(set) var currentUser: PasscodeUser?

    /// Builds the hierarchy and shows the current user.
    open override func loadView() {
        super.loadView()
        logoImageView.style = style(.multiUserLogoImageView)
        logoImageView.isHidden = logoImageView.image == nil
        titleLabel.style = style(.multiUserTitleLabel)
        userImagePlaceholder.style = style(.multiUserUserImagePlaceholder)
        userImagePlaceholderView.style = style(.multiUserUserImagePlaceholderView)
        userImagePlaceholderView.addArrangedSubview(userImagePlaceholder)
        userNameLabel.style = style(.multiUserUserNameLabel)
        userInfoLabel.style = style(.multiUserUserInfoLabel)
        passcodeTextField.style = style(.multiUserPasscodeInputField)
        primaryActionButton.style = style(.multiUserLogInButton)
        secondaryActionButton.style = style(.multiUserForgotPasscodeLabel)
        secondaryActionButton.title = text(.multiUserForgotPasscode)
        errorMessageLabel.style = style(.multiUserErrorMessageLabel)
        switchUserButton.style = style(.multiUserSwitchUserButton)
        switchUserButton.title = text(.multiUserSwitchUser)
        switchUserButton.action = { [weak self] in self?.toggleUserList() }
        usersListTitleLabel.text = text(.multiUserChooseUser)
        usersListView.addArrangedSubview(usersListTitleLabel)
        usersListView.isHidden = true
        userSearchField.style = style(.multiUserSearchField)
        userSearchField.label = text(.multiUserSearch)
        userSearchField.isHidden = true
        userSearchField.onTextChange = { [weak self] query in self?.narrowUsers(to: query) }
        addNewUserBarButtonItem.style = style(.multiUserAddNewUserBarButtonItem)
        addNewUserBarButtonItem.title = text(.multiUserAddNewUser)
        addNewUserBarButtonItem.action = { [weak self] in self?.addNewUser() }
        for view in [userInfoLabel, userNameLabel, userImagePlaceholderView, titleLabel, logoImageView] as [View] {
            try? rootStackView.insertSubview(view, at: 0)
        }
        for view in [switchUserButton, userSearchField, usersListView, addNewUserBarButtonItem] as [View] {
            try? rootStackView.insertView(view, aboveView: cancelButton)
        }
        reloadUsers()
    }

    /// Reads the users again from the data source and shows the current one.
    public func reloadUsers() {
        users = dataSource?.users(for: self) ?? []
        let wanted = dataSource?.currentUserID(for: self)
        narrowUsers(to: userSearchField.text)
        show(users.first { $0.id == wanted } ?? users.first)
        switchUserButton.isHidden = users.count < 2 || isHandlingRetryLimit
        contentDidChange()
    }

    /// The input controller's title shows the user instead.
    open override func render() {
        super.render()
        headlineLabel.isHidden = true
        switchUserButton.isHidden = users.count < 2 || isHandlingRetryLimit
        primaryActionButton.title = text(.multiUserLogIn)
    }

    private func show(_ user: PasscodeUser?) {
        currentUser = user
        userImagePlaceholder.text = user?.initials ?? ""
        userNameLabel.text = user?.name ?? ""
        userInfoLabel.show(user?.info, as: .content)
        for view in [userImagePlaceholderView, userNameLabel] as [View] { view.isHidden = user == nil }
        userIdentifier = user?.id
        if let user {
            lockout = lockoutForUser?(user)
            secureStore = secureStoreForUser?(user)
        }
        hideUserList()
    }

    private func toggleUserList() {
        if usersListView.isHidden {
            usersListView.isHidden = false
            userSearchField.isHidden = users.count < userSearchThreshold
        } else {
            hideUserList()
        }
        contentDidChange()
    }

    /// Hides the list and its search, which starts empty next time.
    private func hideUserList() {
        usersListView.isHidden = true
        userSearchField.isHidden = true
        // Emptied as the person would, which shows every user again.
        if !userSearchField.text.isEmpty { userSearchField.enterText("") }
    }

    /// Lists the users whose name or information holds `query` (case and accents aside);
    /// all of them for an empty query.
    private func narrowUsers(to query: String) {
        let query = query.trimmingCharacters(in: .whitespaces)
        let shown = query.isEmpty ? users : users.filter { user in
            [user.name, user.info ?? ""].contains { $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        }
        for cell in userCells { cell.removeFromSuperview() }
        var identifiers: Set<String> = []
        userCells = shown.map { user in
            // From the user's id, so that a control keeps its id while the search narrows the list.
            var identifier = "userCell-" + ControlID.sanitized(user.id)
            var suffix = 2
            while identifiers.contains(identifier) {
                identifier = "userCell-" + ControlID.sanitized(user.id) + "-\(suffix)"
                suffix += 1
            }
            identifiers.insert(identifier)
            let cell = PasscodeUserCell(user: user, identifier: identifier) { [weak self] in self?.switchUser(to: user.id) }
            cell.imagePlaceholderView.style = style(.multiUserCellImagePlaceholderView)
            cell.imagePlaceholder.style = style(.multiUserCellImagePlaceholder)
            cell.titleLabel.style = style(.multiUserCellTitleLabel)
            cell.subtitleLabel.style = style(.multiUserCellSubtitleLabel)
            usersListView.addArrangedSubview(cell)
            return cell
        }
        contentDidChange()
    }

    /// Shows the user `id` and starts over for them (their biometrics, their lockout).
    public func switchUser(to id: String) {
        // The user who reached the retry limit stays until the delegate heard of it (and whose data went).
        guard !isHandlingRetryLimit else { return }
        guard let user = users.first(where: { $0.id == id }), user != currentUser else {
            hideUserList()
            return contentDidChange()
        }
        abandonWaiting()
        show(user)
        restart()
        multiUserDelegate?.didSwitchUser(user, fromController: self)
    }

    private func addNewUser() {
        guard let multiUserDelegate else { return delegateMissing("addNewUser(fromController:)") }
        multiUserDelegate.addNewUser(fromController: self)
    }
}

public import HaapiScreenKit

/// One user in the multi-user screen's list (seed 002's
/// `FUIMultiUserPasscodeControllerUserCell`): the initials in their box, the name — which
/// chooses the user — and the information below it.
///
/// Hierarchy (styled by `fdlFUIMultiUserPasscodeControllerUserCell_<part>`):
/// `imagePlaceholderView` holding `imagePlaceholder`, then `titleLabel` (a button) and
/// `subtitleLabel` (hidden without information). Identifiers are the cell's identifier
/// with `.<part>` after it.
@MainActor
public final class PasscodeUserCell: StackView {
    /// The user the cell shows.
    public let user: PasscodeUser
    /// The box behind the initials.
    public let imagePlaceholderView: StackView
    /// The initials.
    public let imagePlaceholder: MessageView
    /// The name: activating it chooses the user.
    public let titleLabel: Button
    /// The information (an e-mail address, a role).
    public let subtitleLabel: MessageView

    /// Makes the cell for `user`, identified `identifier`; `choose` runs when the name is activated.
    init(user: PasscodeUser, identifier: String, choose: @escaping @MainActor () -> Void) {
        self.user = user
        imagePlaceholderView = StackView(identifier: identifier + ".imagePlaceholderView", axis: .vertical)
        imagePlaceholder = MessageView(identifier: identifier + ".imagePlaceholder", style: .content, text: user.initials)
        titleLabel = Button(identifier: identifier + ".titleLabel", type: .text, title: user.name, action: choose)
        subtitleLabel = MessageView(identifier: identifier + ".subtitleLabel", style: .content, text: user.info ?? "")
        super.init(identifier: identifier, axis: .horizontal)
        imagePlaceholderView.addArrangedSubview(imagePlaceholder)
        let texts = StackView(axis: .vertical)
        texts.addArrangedSubview(titleLabel)
        texts.addArrangedSubview(subtitleLabel)
        subtitleLabel.isHidden = (user.info ?? "").isEmpty
        addArrangedSubview(imagePlaceholderView)
        addArrangedSubview(texts)
    }
}

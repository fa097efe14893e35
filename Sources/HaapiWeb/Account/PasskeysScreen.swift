import Foundation
import HaapiClient
import HaapiUI

/// The "Your passkeys" page (``WebPasskeyAccount``): the account's passkeys, each with
/// its name, provider, dates and kind, a field to rename it and a button to delete it
/// (asked again first), and a button to add another. A view tree like every screen:
/// themed, translated, escaped and usable without JavaScript (adding one needs it).
@MainActor
enum PasskeysScreen {
    /// The prefix of a passkey's rename field's identifier (then its credential ID).
    static let nameField = "web.passkey.name."
    /// Action identifiers: rename, delete (asks), confirm the deletion, keep, add.
    static let renameAction = "rename."
    static let deleteAction = "delete."
    static let confirmDeleteAction = "confirm-delete."
    static let keepAction = "keep"
    /// The prefix of the identifier of the button that confirms a deletion (then the credential ID):
    /// a post names the passkey whose question it answers.
    static let confirmIdentifier = "web.passkey.delete-yes."
    static let addAction = "add"

    /// What the page says once, after a change.
    enum Notice: String, CaseIterable {
        case renamed, deleted, added, lastOne = "last-one", nameInvalid = "name-invalid", notAdded = "not-added", unavailable

        var key: StringKey {
            switch self {
            case .renamed: .webPasskeyRenamed
            case .deleted: .webPasskeyDeleted
            case .added: .webPasskeyAdded
            case .lastOne: .webPasskeyLastOne
            case .nameInvalid: .webPasskeyNameInvalid
            case .notAdded: .webPasskeyNotAdded
            case .unavailable: .webPasskeysUnavailable
            }
        }

        var style: MessageStyle {
            switch self {
            case .renamed, .deleted, .added: .info
            case .lastOne, .nameInvalid, .notAdded, .unavailable: .error
            }
        }
    }

    /// The page for `account`'s passkeys; `confirming` is the ID of a passkey whose deletion is asked about.
    static func view(_ account: AccountPasskeys, registry: ThemeRegistry, notice: Notice?, confirming: String? = nil) -> View {
        let root = page(registry: registry, notice: notice)
        let detail = Label(identifier: "descriptionLabel", text: registry.text(.webPasskeysDetail))
        detail.style = registry.style(for: .label)
        _ = root.addArrangedSubview(detail)
        if account.passkeys.isEmpty {
            let none = Label(identifier: "web.passkeys.none", text: registry.text(.webPasskeysNone))
            none.style = registry.style(for: .label)
            _ = root.addArrangedSubview(none)
        }
        for passkey in account.passkeys {
            _ = root.addArrangedSubview(item(passkey, registry: registry, confirming: confirming == passkey.id))
        }
        let add = Button(identifier: "web.passkeys.add", title: registry.text(.webPasskeyAdd), actionIdentifier: addAction)
        add.style = registry.style(for: .primaryButton)
        _ = root.addArrangedSubview(add)
        _ = root.addArrangedSubview(back(registry))
        return root
    }

    /// The page without a list: `notice` (the list could not be read), or "sign in first".
    static func unavailable(registry: ThemeRegistry, notice: Notice?) -> View {
        let root = page(registry: registry, notice: notice)
        if notice == nil {
            let text = MessageView(identifier: "web.message", style: .info, text: registry.text(.webPasskeysSignInFirst))
            text.style = registry.style(for: .infoMessageView)
            _ = root.addArrangedSubview(text)
        }
        _ = root.addArrangedSubview(back(registry))
        return root
    }

    /// What to call `passkey`.
    static func label(of passkey: AccountPasskey, registry: ThemeRegistry) -> String {
        passkey.label ?? registry.text(.webPasskeyUnnamed)
    }

    private static func page(registry: ThemeRegistry, notice: Notice?) -> StackView {
        let root = StackView(identifier: "web.passkeys")
        root.style = registry.style(for: .haapiFlowViewController)
        let heading = MessageView(identifier: "headerLabel", style: .heading, text: registry.text(.webPasskeysTitle))
        heading.style = registry.style(for: .headingMessageView)
        _ = root.addArrangedSubview(heading)
        if let notice {
            let message = MessageView(identifier: "web.passkeys.notice", style: notice.style, text: registry.text(notice.key))
            message.style = registry.style(for: notice.style == .info ? .infoMessageView : .errorMessageView)
            _ = root.addArrangedSubview(message)
        }
        return root
    }

    private static func item(_ passkey: AccountPasskey, registry: ThemeRegistry, confirming: Bool) -> View {
        let stack = StackView(identifier: "web.passkey")
        stack.style = registry.style(for: .stackView)
        let name = label(of: passkey, registry: registry)
        let title = MessageView(identifier: "web.passkey.title", style: .heading, text: name)
        title.style = registry.style(for: .headingMessageView)
        var lines = [registry.text(.webPasskeyCreated, .text(LocaleDates.format(passkey.createdAt, language: registry.language)))]
        lines.append(passkey.lastUsedAt.map { registry.text(.webPasskeyLastUsed, .text(LocaleDates.format($0, language: registry.language))) }
            ?? registry.text(.webPasskeyNeverUsed))
        lines.append(registry.text(passkey.backupEligible ? .webPasskeySynced : .webPasskeyDeviceBound))
        if passkey.name != nil, let provider = passkey.provider { lines.append(provider) }
        var views: [View] = [title]
        for line in lines {
            let text = Label(identifier: "web.passkey.detail", text: line)
            text.style = registry.style(for: .label)
            views.append(text)
        }
        let field = TextField(
            identifier: nameField + passkey.id, name: nameField + passkey.id, label: registry.text(.webPasskeyNewName), text: passkey.name ?? "",
            isRequired: false)
        field.style = registry.style(for: .inputTextField)
        let rename = Button(identifier: "web.passkey.rename", type: .secondary, title: registry.text(.webPasskeyRename), actionIdentifier: renameAction + passkey.id)
        rename.style = registry.style(for: .secondaryButton)
        views += [field, rename]
        if confirming {
            let question = MessageView(identifier: "web.passkey.confirm", style: .warning, text: registry.text(.webPasskeyDeleteConfirm, .text(name)))
            question.style = registry.style(for: .warnMessageView)
            let yes = Button(identifier: confirmIdentifier + passkey.id, type: .secondary, title: registry.text(.webPasskeyDeleteYes), actionIdentifier: confirmDeleteAction + passkey.id)
            yes.style = registry.style(for: .secondaryButton)
            let keep = Button(identifier: "web.passkey.keep", type: .secondary, title: registry.text(.webPasskeyKeep), actionIdentifier: keepAction)
            keep.style = registry.style(for: .secondaryButton)
            views += [question, yes, keep]
        } else {
            let delete = Button(identifier: "web.passkey.delete", type: .secondary, title: registry.text(.webPasskeyDelete), actionIdentifier: deleteAction + passkey.id)
            delete.style = registry.style(for: .secondaryButton)
            views.append(delete)
        }
        for view in views { _ = stack.addArrangedSubview(view) }
        return stack
    }

    private static func back(_ registry: ThemeRegistry) -> View {
        let back = LinkView(identifier: "web.back", title: registry.text(.webBackToSignIn), href: "/")
        back.style = registry.style(for: .link)
        return back
    }
}

public import HaapiScreenKit

/// The words of the "Your passkeys" page (``WebPasskeyAccount``).
extension StringKey {
    /// `web_passkeys_title`: Heading of the page listing the person's passkeys.
    public static let webPasskeysTitle: StringKey = "web_passkeys_title"
    /// `web_passkeys_detail`: Says what passkeys are for and what the page does.
    public static let webPasskeysDetail: StringKey = "web_passkeys_detail"
    /// `web_passkeys_none`: Said when the account has no passkey yet.
    public static let webPasskeysNone: StringKey = "web_passkeys_none"
    /// `web_passkeys_manage`: The result page's link to the passkeys page.
    public static let webPasskeysManage: StringKey = "web_passkeys_manage"
    /// `web_passkey_unnamed`: What a passkey with neither a name nor a known provider is called.
    public static let webPasskeyUnnamed: StringKey = "web_passkey_unnamed"
    /// `web_passkey_created`: When a passkey was made; `%@` is the date.
    public static let webPasskeyCreated: StringKey = "web_passkey_created"
    /// `web_passkey_last_used`: When a passkey last signed in; `%@` is the date.
    public static let webPasskeyLastUsed: StringKey = "web_passkey_last_used"
    /// `web_passkey_never_used`: Said of a passkey that has not signed in yet.
    public static let webPasskeyNeverUsed: StringKey = "web_passkey_never_used"
    /// `web_passkey_synced`: Said of a passkey its provider syncs to the person's other devices.
    public static let webPasskeySynced: StringKey = "web_passkey_synced"
    /// `web_passkey_device_bound`: Said of a passkey that stays on one device or security key.
    public static let webPasskeyDeviceBound: StringKey = "web_passkey_device_bound"
    /// `web_passkey_new_name`: Label of the field with a passkey's new name.
    public static let webPasskeyNewName: StringKey = "web_passkey_new_name"
    /// `web_passkey_rename`: Button that saves a passkey's new name.
    public static let webPasskeyRename: StringKey = "web_passkey_rename"
    /// `web_passkey_delete`: Button that asks to delete a passkey.
    public static let webPasskeyDelete: StringKey = "web_passkey_delete"
    /// `web_passkey_delete_confirm`: Asks whether to delete the passkey; `%@` is its name.
    public static let webPasskeyDeleteConfirm: StringKey = "web_passkey_delete_confirm"
    /// `web_passkey_delete_yes`: Button that deletes the passkey after the question.
    public static let webPasskeyDeleteYes: StringKey = "web_passkey_delete_yes"
    /// `web_passkey_keep`: Button that keeps the passkey after the question.
    public static let webPasskeyKeep: StringKey = "web_passkey_keep"
    /// `web_passkey_add`: Button that makes another passkey.
    public static let webPasskeyAdd: StringKey = "web_passkey_add"
    /// `web_passkey_renamed`: Says the passkey's new name is saved.
    public static let webPasskeyRenamed: StringKey = "web_passkey_renamed"
    /// `web_passkey_deleted`: Says the passkey was deleted, and that the device may still offer it until it hears.
    public static let webPasskeyDeleted: StringKey = "web_passkey_deleted"
    /// `web_passkey_added`: Says the new passkey is saved.
    public static let webPasskeyAdded: StringKey = "web_passkey_added"
    /// `web_passkey_last_one`: Says the last passkey cannot be deleted while it is the only way to sign in.
    public static let webPasskeyLastOne: StringKey = "web_passkey_last_one"
    /// `web_passkey_name_invalid`: Says a passkey's name must be 1 to 64 characters.
    public static let webPasskeyNameInvalid: StringKey = "web_passkey_name_invalid"
    /// `web_passkey_not_added`: Says no passkey was made (the browser declined, or the server refused it).
    public static let webPasskeyNotAdded: StringKey = "web_passkey_not_added"
    /// `web_passkeys_unavailable`: Says the passkeys cannot be shown now, and to try again.
    public static let webPasskeysUnavailable: StringKey = "web_passkeys_unavailable"
    /// `web_passkeys_sign_in_first`: Says to sign in first to see one's passkeys.
    public static let webPasskeysSignInFirst: StringKey = "web_passkeys_sign_in_first"
}

extension ScreenKitModule {
    /// The words of the passkeys page, English (the other languages are in the module's catalog).
    static let webPasskeyStrings: [StringKey: StringOverride] = [
        .webPasskeysTitle: .text("Your passkeys"),
        .webPasskeysDetail: .text("A passkey signs you in with your fingerprint, face or screen lock instead of a password. Here you can see, rename and delete yours."),
        .webPasskeysNone: .text("You have no passkey yet."),
        .webPasskeysManage: .text("Your passkeys"),
        .webPasskeyUnnamed: .text("Passkey"),
        .webPasskeyCreated: .text("Created %@"),
        .webPasskeyLastUsed: .text("Last used %@"),
        .webPasskeyNeverUsed: .text("Not used yet"),
        .webPasskeySynced: .text("Synced to your other devices"),
        .webPasskeyDeviceBound: .text("On one device only"),
        .webPasskeyNewName: .text("New name"),
        .webPasskeyRename: .text("Rename"),
        .webPasskeyDelete: .text("Delete"),
        .webPasskeyDeleteConfirm: .text("Delete “%@”? You can no longer sign in with it."),
        .webPasskeyDeleteYes: .text("Yes, delete it"),
        .webPasskeyKeep: .text("Keep it"),
        .webPasskeyAdd: .text("Add a passkey"),
        .webPasskeyRenamed: .text("The new name is saved."),
        .webPasskeyDeleted: .text("The passkey is deleted. Your device may still offer it until it hears of this."),
        .webPasskeyAdded: .text("Your new passkey is saved."),
        .webPasskeyLastOne: .text("This passkey is your only way to sign in. Add another passkey before you delete it."),
        .webPasskeyNameInvalid: .text("A name is 1 to 64 characters."),
        .webPasskeyNotAdded: .text("No passkey was added. Try again, or use another device."),
        .webPasskeysUnavailable: .text("Your passkeys cannot be shown right now. Try again in a moment."),
        .webPasskeysSignInFirst: .text("Sign in to see your passkeys."),
    ]
}

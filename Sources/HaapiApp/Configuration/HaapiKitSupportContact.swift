/// How a person reaches the app's support (seed 003: "advise to contact customer
/// support"): an error that only support can help with shows ``text`` and, when
/// ``open`` is set, a "Contact support" button that runs it.
///
/// ```swift
/// HaapiKit.sharedInstance.supportContact = HaapiKitSupportContact(
///     text: "support@example.com, +31 20 123 4567", open: { openMail("support@example.com") })
/// ```
public struct HaapiKitSupportContact: Sendable {
    /// What the error screen shows (an address, a phone number, opening hours), in the
    /// person's language.
    public var text: String
    /// Opens the app's way to contact support (mail, a phone call, a web page), if any.
    public var open: (@MainActor @Sendable () -> Void)?

    /// Creates a contact.
    public init(text: String, open: (@MainActor @Sendable () -> Void)? = nil) {
        self.text = text
        self.open = open
    }
}

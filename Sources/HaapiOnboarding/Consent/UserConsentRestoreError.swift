/// Why ``UserConsentViewController/restore(_:)`` refused a saved sequence: it
/// describes other forms than the controller's.
public struct UserConsentRestoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The forms the saved sequence describes.
    public let saved: [UserConsentSequence.Form]
    /// The controller's forms.
    public let current: [UserConsentSequence.Form]

    /// Creates the error.
    public init(saved: [UserConsentSequence.Form], current: [UserConsentSequence.Form]) {
        self.saved = saved
        self.current = current
    }

    public var description: String {
        func describe(_ forms: [UserConsentSequence.Form]) -> String {
            "\(forms.count) form(s) [" + forms.map { "\($0.pageCount) page(s), \($0.isRequired ? "required" : "optional")" }
                .joined(separator: "; ") + "]"
        }
        return "the saved consent sequence describes \(describe(saved)) but the controller has \(describe(current)); "
            + "restore a sequence saved for the same forms, or start afresh"
    }
}

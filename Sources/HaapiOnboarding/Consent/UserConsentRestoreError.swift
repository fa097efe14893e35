/// Why ``UserConsentViewController/restore(_:)`` refused a saved sequence: it
/// describes other forms than the controller's.
public struct UserConsentRestoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The forms the saved sequence describes.
    public let saved: [UserConsentStateMachine.Form]
    /// The controller's forms.
    public let current: [UserConsentStateMachine.Form]

    /// Creates the error.
    public init(saved: [UserConsentStateMachine.Form], current: [UserConsentStateMachine.Form]) {
        self.saved = saved
        self.current = current
    }

    public var description: String {
        func describe(_ forms: [UserConsentStateMachine.Form]) -> String {
            "\(forms.count) form(s) [" + forms.map { "\($0.pageCount) page(s), \($0.isRequired ? "required" : "optional")" }
                .joined(separator: "; ") + "]"
        }
        return "the saved consent sequence describes \(describe(saved)) but the controller has \(describe(current)); "
            + "restore a sequence saved for the same forms, or start afresh"
    }
}

/// A passcode requirement the app adds to a ``PasscodePolicy`` (seed 002's
/// `FUIPasscodeRule`; `FUIPasscodeRule` is an alias).
///
/// ```swift
/// let noYear = PasscodeRule(displayName: "Not a year") { !($0.count == 4 && $0.allSatisfy(\.isNumber)) }
/// let policy = try PasscodePolicy(rules: [noYear])
/// ```
public struct PasscodeRule: Sendable {
    /// What the rule asks, as the checklist shows it.
    public var displayName: String
    /// Whether the checklist shows the rule (a hidden rule still has to pass; its
    /// name is shown only when it fails).
    public var isShown: Bool
    /// Whether a passcode meets the rule. Called on every change while the person
    /// types: keep it quick and never log the passcode.
    public var check: @Sendable (String) -> Bool

    /// Creates a rule.
    public init(displayName: String, isShown: Bool = true, check: @escaping @Sendable (String) -> Bool) {
        self.displayName = displayName
        self.isShown = isShown
        self.check = check
    }
}

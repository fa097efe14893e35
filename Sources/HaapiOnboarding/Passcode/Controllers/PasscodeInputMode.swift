/// Why a passcode controller asks its delegate to try a passcode (seed 002's
/// `FUIPasscodeInputMode`; `FUIPasscodeInputMode` is an alias).
public enum PasscodeInputMode: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A new passcode was set up (``PasscodeCreateController``): create the secure store with it.
    case create
    /// The person entered their passcode to unlock (``PasscodeInputController``): open the store with it.
    case match
    /// A changed passcode was confirmed (``PasscodeChangeController``): re-protect the store with it.
    case change
    /// The person entered their current passcode to change it: check it, keep the store as it is.
    case matchForChange

    public var description: String {
        switch self {
        case .create: "create"
        case .match: "match"
        case .change: "change"
        case .matchForChange: "matchForChange"
        }
    }
}

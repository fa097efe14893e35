/// What the EULA screen tells the app (seed 002's `FUIEULADelegate`). Held
/// weakly by the screen.
@MainActor
public protocol EULADelegate: AnyObject {
    /// The person agreed to the agreement.
    func eulaAccepted(_ controller: EULAViewController)
    /// The person did not agree: the onboarding cannot go on with this agreement.
    func eulaRejected(_ controller: EULAViewController)
    /// The person cancelled without answering.
    func eulaCancelled(_ controller: EULAViewController)
}

/// What the info screen tells the app (seed 002's `FUIInfoViewControllerDelegate`).
/// Held weakly by the screen.
@MainActor
public protocol InfoViewControllerDelegate: AnyObject {
    /// The person chose the primary button.
    func infoViewControllerDidTapPrimaryButton(_ controller: InfoViewController)
    /// The person chose the secondary button.
    func infoViewControllerDidTapSecondaryButton(_ controller: InfoViewController)
}

/// What the app decides about a scanned code: the server it connects to, or why not.
public enum ScanValidation: Sendable, Hashable {
    /// The code configures the app for `serverName`, shown on the confirmation.
    case accepted(serverName: String)
    /// The code cannot be used; `message` is shown on the scanner.
    case refused(message: String)
}

/// What the scanner asks the app (seed 002's `FUIOnboardingScanViewControllerDelegate`).
/// Held weakly by the scanner.
@MainActor
public protocol OnboardingScanViewControllerDelegate: AnyObject {
    /// A code was read: check `scanResult` and call `completion` once, from any
    /// thread. The scanner waits (and can be cancelled) until then.
    func scanViewController(
        _ scanViewController: OnboardingScanViewController, shouldValidateScanResult scanResult: String,
        completion: @escaping @Sendable (ScanValidation) -> Void)
    /// Continue was pressed on the confirmation of an accepted code.
    func scanViewController(_ scanViewController: OnboardingScanViewController, didConfirmScanResult scanResult: String, serverName: String)
    /// The person cancelled scanning.
    func scanViewControllerDidCancel(_ scanViewController: OnboardingScanViewController)
}

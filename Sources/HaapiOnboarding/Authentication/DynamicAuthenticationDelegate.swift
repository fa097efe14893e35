/// What the dynamic authentication screen asks the app (seed 002's
/// `FUIDynamicAuthenticationDelegate`). Held weakly by the screen.
@MainActor
public protocol DynamicAuthenticationDelegate: AnyObject {
    /// Done was pressed with `informationStrings`, one per information field in
    /// order: check them, then call `completion` once, from any thread, with `nil`
    /// (accepted) or the message to show in the error banner.
    func verify(
        _ controller: DynamicAuthenticationScreen, informationStrings: [String],
        completion: @escaping @Sendable (_ errorMessage: String?) -> Void)
    /// The person cancelled.
    func didCancel(_ controller: DynamicAuthenticationScreen)
}

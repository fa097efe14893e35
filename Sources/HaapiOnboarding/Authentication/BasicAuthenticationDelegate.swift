/// What the basic authentication screen asks the app (seed 002's
/// `FUIBasicAuthenticationDelegate`). Held weakly by the screen.
@MainActor
public protocol BasicAuthenticationDelegate: AnyObject {
    /// The person signed in with `username` and `password`: check them, then call
    /// `completion` once, from any thread, with `nil` (signed in) or the message to
    /// show on the screen. The screen waits (and can be cancelled) until then.
    func didSignIn(
        _ controller: BasicAuthenticationScreen, username: String, password: String,
        completion: @escaping @Sendable (_ errorMessage: String?) -> Void)
    /// The person cancelled.
    func didCancel(_ controller: BasicAuthenticationScreen)
}

/// What the facade asks of the app (seed 003's `IDKDelegate`). ``HaapiKit`` holds
/// it weakly: the app owns it. A delegate that is gone when the facade needs it is
/// logged and reported as an error of the call that needed it, never a crash.
@MainActor
public protocol HaapiKitDelegate: AnyObject {
    /// The device's push token (seed 003's `firebaseTokenProvider(for:completion:)`),
    /// or `nil` while it has none. Asked whenever the facade needs it: at any moment,
    /// and several times.
    func pushToken(for haapiKit: HaapiKit) async throws -> String?

    /// A flow needs the screen: a notification's, or one an `async` API started.
    /// Run `presentation` with the app's renderer (`await presentation.run(renderer:)`);
    /// it ends by itself when its flow ends.
    func haapiKit(_ haapiKit: HaapiKit, present presentation: HaapiKitPresentation)
}

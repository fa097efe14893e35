/// A notification the facade asks the app to post on the device (seed 003: "the IDK may
/// need to present a notification to the user"): its words are in the person's
/// language, and its ``payload`` goes back to ``HaapiKit/onLocalNotificationReceived(payload:)``
/// when the person taps it.
///
/// The facade posts one when a sign-in request arrives while another flow is on screen,
/// so that the person can answer it afterwards:
///
/// ```swift
/// HaapiKit.sharedInstance.localNotificationPoster = { notification in
///     let content = UNMutableNotificationContent()
///     content.title = notification.title
///     content.body = notification.body
///     content.userInfo = notification.payload
///     UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: notification.id, content: content, trigger: nil))
/// }
/// ```
public struct HaapiKitLocalNotification: Sendable, Hashable {
    /// An identifier (the same for the same request, so a second post replaces the first).
    public var id: String
    /// The title.
    public var title: String
    /// The text.
    public var body: String
    /// What the app passes back when the person taps it: the facade's own `haapi` entry.
    public var payload: [String: [String: String]]

    /// Creates a notification.
    public init(id: String, title: String, body: String, payload: [String: [String: String]]) {
        self.id = id
        self.title = title
        self.body = body
        self.payload = payload
    }
}

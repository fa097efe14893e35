// A stand-in for Apple's UserNotifications: the members seed 003's samples use.
// Declarations only. See ../README.md.
@MainActor public final class UNUserNotificationCenter {}

public class UNNotificationTrigger {}
public final class UNPushNotificationTrigger: UNNotificationTrigger {}

public struct UNNotificationContent {
    public var userInfo: [AnyHashable: Any] = [:]
}

public struct UNNotificationRequest {
    public var content = UNNotificationContent()
    public var trigger: UNNotificationTrigger?
}

public struct UNNotification {
    public var request = UNNotificationRequest()
}

public struct UNNotificationResponse {
    public var notification = UNNotification()
}

public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let sound = UNNotificationPresentationOptions(rawValue: 1)
    public static let list = UNNotificationPresentationOptions(rawValue: 2)
    public static let banner = UNNotificationPresentationOptions(rawValue: 4)
}

@MainActor public protocol UNUserNotificationCenterDelegate: AnyObject {}

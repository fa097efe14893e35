// A stand-in for Firebase Messaging: the members seed 003's samples call. Declarations
// only. See ../README.md.
public typealias FirebaseToken = String

@MainActor public final class Messaging {
    public static func messaging() -> Messaging { Messaging() }
    public func token(completion: @escaping (String?, (any Error)?) -> Void) {}
}

@MainActor public protocol MessagingDelegate: AnyObject {
    func messaging(_ messaging: Messaging, didReceiveRegistrationToken fcmToken: String?)
}

extension MessagingDelegate {
    /// Optional in Firebase (an Objective-C optional requirement).
    public func messaging(_ messaging: Messaging, didReceiveRegistrationToken fcmToken: String?) {}
}

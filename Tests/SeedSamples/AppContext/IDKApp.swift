// What seed 003's samples take from the app around them: the object that is the IDK's
// delegate, the push service's and the notification center's, and shows the IDK's
// screens (`self` in the samples), with the app's own helpers they call. The samples'
// methods are added to it in extensions. The app writes this; it is not HaapiKit's.
import DigidentityIDK
import FirebaseMessaging
import UIKit
import UserNotifications

@MainActor final class SeedHost: UIViewController, IDKDelegate, UNUserNotificationCenterDelegate, MessagingDelegate {
    func haapiKit(_ haapiKit: HaapiKit, present presentation: HaapiKitPresentation) {}
    func dismissIDK() {}
    func handleIDKError(_ error: DigidentityIDKError) {}
}

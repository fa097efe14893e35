import Foundation

/// A phone's push token, registered by a signed-in user at `POST /push/devices`.
struct PushDevice: Sendable, Hashable {
    /// The server's name for the registration (random, base64url).
    var deviceID: String
    /// The token the push service delivers to (APNs, FCM, ...). Never logged in full.
    var token: String
    /// What the app said it runs on (`ios`, `android`, ...), if it said.
    var platform: String?
    /// Whose phone it is.
    var username: String
    var registeredAt: Date
}

/// What registering a push token did.
enum PushRegistration: Sendable, Hashable {
    /// The token is new, or moved here from another user: a new registration.
    case created(PushDevice)
    /// The token was already this user's: the same registration (its platform updated).
    case existing(PushDevice)
}

extension ServerState {
    /// Registers `token` for `username`. The same token again is the same registration; a
    /// token another user registered moves to `username` under `newID` (a phone has one
    /// app install, signed in as one user at a time), as a new token does.
    func registerPushDevice(
        token: String, platform: String?, username: String, now: Date, newID: String
    ) -> PushRegistration {
        if let index = pushDevices.firstIndex(where: { $0.token == token }) {
            if pushDevices[index].username.lowercased() == username.lowercased() {
                if let platform { pushDevices[index].platform = platform }
                return .existing(pushDevices[index])
            }
            pushDevices.remove(at: index)
        }
        let device = PushDevice(deviceID: newID, token: token, platform: platform, username: username, registeredAt: now)
        pushDevices.append(device)
        return .created(device)
    }

    /// The devices `username` registered, oldest first.
    func pushDevices(of username: String) -> [PushDevice] {
        pushDevices.filter { $0.username.lowercased() == username.lowercased() }
    }
}

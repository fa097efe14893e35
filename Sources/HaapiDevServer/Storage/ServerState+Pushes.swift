import Foundation
import HaapiModel

/// A push notification the server "sent" (nothing leaves the machine): readable at
/// `GET /dev/pushes`, as `{"to", "sentAt", "payload"}`.
struct PushMessage: Sendable, Hashable {
    /// The device token it was sent to.
    var to: String
    var sentAt: Date
    /// What a push service would deliver: `aps` for APNs, and the app's own `haapi` member.
    var payload: JSONValue

    /// The message as JSON for the dev endpoint (`sentAt` in ISO 8601).
    var json: JSONValue {
        ["to": .string(to), "sentAt": .string(sentAt.formatted(.iso8601)), "payload": payload]
    }
}

extension ServerState {
    /// Keeps a push for `GET /dev/pushes` (the last 500).
    func sendPush(_ message: PushMessage) {
        pushOutbox.append(message)
        if pushOutbox.count > 500 { pushOutbox.removeFirst(pushOutbox.count - 500) }
    }

    /// Pushes, oldest first; only those to device token `to` when given.
    func pushes(to token: String?) -> [PushMessage] {
        guard let token else { return pushOutbox }
        return pushOutbox.filter { $0.to == token }
    }
}

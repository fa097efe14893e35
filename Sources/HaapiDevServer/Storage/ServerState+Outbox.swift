public import Foundation
import HaapiModel

/// An e-mail the server "sent" (nothing leaves the machine): readable at `GET /dev/outbox`.
public struct OutboxMessage: Sendable, Hashable {
    /// The recipient address.
    public var to: String
    /// The user it was for, when known.
    public var username: String?
    /// What the message is (`login-code`, `password-reset`).
    public var purpose: String
    /// The one-time code or link in it.
    public var code: String
    /// The subject line.
    public var subject: String
    /// When it was sent.
    public var sentAt: Date

    /// The message as JSON for the dev endpoint.
    var json: JSONValue {
        var o: [String: JSONValue] = [
            "to": .string(to), "purpose": .string(purpose), "code": .string(code), "subject": .string(subject),
            "sentAt": .number(JSONNumber(Int(sentAt.timeIntervalSince1970))),
        ]
        if let username { o["username"] = .string(username) }
        return .object(o)
    }
}

extension ServerState {
    func send(_ message: OutboxMessage) {
        outbox.append(message)
        if outbox.count > 500 { outbox.removeFirst(outbox.count - 500) }
    }

    /// Messages, newest last, filtered by address or username (case-insensitive).
    func outboxMessages(to address: String?, username: String?) -> [OutboxMessage] {
        outbox.filter { message in
            (address.map { message.to.lowercased() == $0.lowercased() } ?? true)
                && (username.map { message.username?.lowercased() == $0.lowercased() } ?? true)
        }
    }

    func clearOutbox() {
        outbox.removeAll()
    }
}

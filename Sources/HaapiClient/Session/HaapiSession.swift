import Foundation
import HaapiModel

/// The server's session for one flow: `Set-Session-Id` answers are echoed as `Session-Id`.
struct HaapiSession: Sendable, Hashable {
    private(set) var id: String?

    /// A session with a known ID (restored from a snapshot), or none.
    init(id: String? = nil) {
        self.id = id
    }

    /// Takes a new session ID from `response`, if it sets one.
    mutating func update(from response: TransportResponse) {
        if let value = response.headers[HeaderName.setSessionID]?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
            id = value
        }
    }

    /// Adds the `Session-Id` header when there is a session.
    func apply(to headers: inout TransportHeaders) {
        if let id { headers[HeaderName.sessionID] = id }
    }
}

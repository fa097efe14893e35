import Foundation

/// The server's session for one flow: `Set-Session-Id` answers are echoed as `Session-Id`.
struct HaapiSession: Sendable, Hashable {
    /// The request header that carries the session.
    static let requestHeader = "Session-Id"
    /// The response header that sets it.
    static let responseHeader = "Set-Session-Id"

    private(set) var id: String?

    /// A session with a known ID (restored from a snapshot), or none.
    init(id: String? = nil) {
        self.id = id
    }

    /// Takes a new session ID from `response`, if it sets one.
    mutating func update(from response: TransportResponse) {
        if let value = response.headers[Self.responseHeader]?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
            id = value
        }
    }

    /// Adds the `Session-Id` header when there is a session.
    func apply(to headers: inout TransportHeaders) {
        if let id { headers[Self.requestHeader] = id }
    }
}

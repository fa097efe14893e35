import Foundation

/// The client's own HAAPI access token (`client_credentials`, scope `urn:se:curity:scopes:haapi`).
struct HaapiAccessToken: Sendable, Hashable {
    var value: String
    /// When to fetch a new one: `minimumTTL` before expiry, or half-way through a
    /// lifetime shorter than twice that.
    var renewAt: Date?

    init(value: String, issuedAt: Date, expiresAt: Date?, minimumTTL: TimeInterval) {
        self.value = value
        if let expiresAt {
            let lifetime = max(0, expiresAt.timeIntervalSince(issuedAt))
            renewAt = expiresAt.addingTimeInterval(-min(minimumTTL, lifetime / 2))
        }
    }

    /// Whether the token may still be sent at `now`.
    func isUsable(at now: Date) -> Bool {
        guard let renewAt else { return true }
        return now < renewAt
    }
}

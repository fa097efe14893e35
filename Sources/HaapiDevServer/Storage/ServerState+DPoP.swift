import Foundation

/// The current and previous `DPoP-Nonce`; a proof may carry either.
struct NonceState: Sendable {
    var current: String?
    var previous: String?
    var issuedAt: Date = .distantPast
}

extension ServerState {
    /// The nonce to send now, rotated after `lifetime` seconds with `make`.
    func currentNonce(now: Date, lifetime: TimeInterval, make: @Sendable () -> String) -> String {
        if let current = nonces.current, now.timeIntervalSince(nonces.issuedAt) < lifetime {
            return current
        }
        let fresh = make()
        nonces.previous = nonces.current
        nonces.current = fresh
        nonces.issuedAt = now
        return fresh
    }

    /// Whether `nonce` is the current or the previous nonce.
    func isAcceptedNonce(_ nonce: String?) -> Bool {
        guard let nonce else { return false }
        return nonce == nonces.current || (nonce == nonces.previous && nonces.previous != nil)
    }

    /// Records a proof `jti` until `expiry`; `false` when it was seen before.
    func recordProofID(_ jti: String, key: String, until expiry: Date, now: Date) -> Bool {
        prune(&seenProofIDs, now: now)
        let id = key + "|" + jti
        guard seenProofIDs[id] == nil else { return false }
        seenProofIDs[id] = expiry
        return true
    }

    /// Records a client-assertion `jti`; `false` when it was seen before.
    func recordAssertionID(_ jti: String, client: String, until expiry: Date, now: Date) -> Bool {
        prune(&seenAssertionIDs, now: now)
        let id = client + "|" + jti
        guard seenAssertionIDs[id] == nil else { return false }
        seenAssertionIDs[id] = expiry
        return true
    }

    private func prune(_ cache: inout [String: Date], now: Date) {
        guard cache.count > 1000 else { return }
        cache = cache.filter { $0.value > now }
    }
}

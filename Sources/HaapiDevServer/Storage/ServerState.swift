import Foundation
import HaapiJOSE

/// All the dev server's short-lived state, in memory: flows, codes, refresh tokens,
/// revocations, DPoP nonces and seen `jti`s, BankID orders and the e-mail outbox.
/// Users are in ``UserStore``; everything here is lost at stop, like a real server's
/// caches after a restart.
actor ServerState {
    var flows: [String: FlowSession] = [:]
    var codes: [String: AuthorizationCodeGrant] = [:]
    var refreshTokens: [String: RefreshTokenGrant] = [:]
    var revokedFamilies: Set<String> = []
    /// Revoked access-token `jti`s, with the token's expiry (kept until then).
    var revokedAccessTokens: [String: Date] = [:]
    var seenProofIDs: [String: Date] = [:]
    var seenAssertionIDs: [String: Date] = [:]
    var nonces = NonceState()
    var bankIDOrders: [String: BankIDOrder] = [:]
    var outbox: [OutboxMessage] = []
    /// Failed password attempts per lower-cased username, across flows.
    var userFailures: [String: Int] = [:]
    /// The last TOTP step used per user (RFC 6238 section 5.2: one use per step).
    var usedTOTPSteps: [String: UInt64] = [:]

    // MARK: Flows

    func insertFlow(_ flow: FlowSession) {
        flows[flow.id] = flow
    }

    /// The flow `id`, when it exists and has not expired.
    func flow(_ id: String, now: Date) -> FlowSession? {
        guard let flow = flows[id] else { return nil }
        if flow.expiresAt <= now {
            flows[id] = nil
            return nil
        }
        return flow
    }

    /// Saves a flow read earlier; `false` when another request saved it in between.
    func saveFlow(_ flow: FlowSession, slidingUntil expiry: Date) -> Bool {
        guard let current = flows[flow.id], current.version == flow.version else { return false }
        var updated = flow
        updated.version += 1
        updated.expiresAt = max(updated.expiresAt, expiry)
        flows[flow.id] = updated
        return true
    }

    // MARK: Users across flows

    func recordUserFailure(_ username: String) -> Int {
        let key = username.lowercased()
        userFailures[key, default: 0] += 1
        return userFailures[key]!
    }

    func userFailures(_ username: String) -> Int {
        userFailures[username.lowercased()] ?? 0
    }

    func resetUserFailures(_ username: String) {
        userFailures[username.lowercased()] = nil
    }

    /// Records a TOTP step as used; `false` when it (or a later one) was used already.
    func useTOTPStep(_ step: UInt64, for username: String) -> Bool {
        let key = username.lowercased()
        if let last = usedTOTPSteps[key], step <= last { return false }
        usedTOTPSteps[key] = step
        return true
    }
}

extension ServerState {
    /// Marks the flow whose browser launch has `launchNonce` as logged in by `username`
    /// and stores its resume nonce; returns the flow's client ID, or `nil` when the launch
    /// is unknown, already used or expired.
    func completeBrowserLaunch(_ launchNonce: String, authenticator: String, username: String, resumeNonce: String, now: Date) -> String? {
        guard let (id, flow) = flows.first(where: { $0.value.browser?.launchNonce == launchNonce }),
            var launch = flow.browser, launch.resumeNonce == nil, launch.expiresAt > now, flow.step == .authenticating(authenticator)
        else { return nil }
        launch.resumeNonce = resumeNonce
        launch.username = username
        flows[id]?.browser = launch
        flows[id]?.version += 1
        return flow.request.clientID
    }
}

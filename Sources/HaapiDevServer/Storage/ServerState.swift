import Foundation
import HaapiJOSE

/// All the dev server's short-lived state, in memory: flows, pushed authorization
/// requests, codes, refresh tokens, revocations, DPoP nonces and seen `jti`s,
/// client-attestation challenges, BankID
/// orders, the e-mail outbox, push devices, push approval requests and the push outbox.
/// Users are in ``UserStore``; everything here is lost at stop, like a real server's
/// caches after a restart.
actor ServerState {
    var flows: [String: FlowSession] = [:]
    /// Pushed authorization requests by `request_uri` (RFC 9126).
    var pushedRequests: [String: PushedRequest] = [:]
    var codes: [String: AuthorizationCodeGrant] = [:]
    var refreshTokens: [String: RefreshTokenGrant] = [:]
    var revokedFamilies: Set<String> = []
    /// Revoked access-token `jti`s, with the token's expiry (kept until then).
    var revokedAccessTokens: [String: Date] = [:]
    var seenProofIDs: [String: Date] = [:]
    var seenAssertionIDs: [String: Date] = [:]
    /// Client-attestation challenges by value.
    var attestationChallenges: [String: AttestationChallenge] = [:]
    var nonces = NonceState()
    var bankIDOrders: [String: BankIDOrder] = [:]
    var outbox: [OutboxMessage] = []
    /// How often each form was posted to a flow, by flow, path and a digest of the form (never the values).
    var submissions: [FormSubmission: Int] = [:]
    /// Registered push tokens, oldest first (a token appears once).
    var pushDevices: [PushDevice] = []
    /// Push approval requests by `jti`.
    var approvalRequests: [String: ApprovalRequest] = [:]
    var pushOutbox: [PushMessage] = []
    /// Failed password attempts per lower-cased username, across flows, with the time of
    /// the last one; the count is forgotten ``userLockout`` seconds after the last failure.
    var userFailures: [String: (count: Int, last: Date)] = [:]
    /// How long a user stays locked after too many failed passwords.
    static let userLockout: TimeInterval = 900
    /// The last TOTP step used per user (RFC 6238 section 5.2: one use per step).
    var usedTOTPSteps: [String: UInt64] = [:]
    /// The passkey account API's registration challenges, by the access token's `jti`.
    var accountChallenges: [String: AccountPasskeyChallenge] = [:]

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

    func recordUserFailure(_ username: String, now: Date) -> Int {
        let key = username.lowercased()
        let count = userFailures(username, now: now) + 1
        userFailures[key] = (count, now)
        return count
    }

    func userFailures(_ username: String, now: Date) -> Int {
        let key = username.lowercased()
        guard let entry = userFailures[key] else { return 0 }
        if now.timeIntervalSince(entry.last) >= Self.userLockout {
            userFailures[key] = nil
            return 0
        }
        return entry.count
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
    func clientOfBrowserLaunch(_ launchNonce: String, authenticator: String, now: Date) -> String? {
        guard let flow = flows.values.first(where: { $0.browser?.launchNonce == launchNonce }), let launch = flow.browser,
            launch.resumeNonce == nil, launch.expiresAt > now, flow.step == .authenticating(authenticator)
        else { return nil }
        return flow.request.clientID
    }

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

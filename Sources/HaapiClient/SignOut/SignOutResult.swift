/// What ``HaapiClient/signOut()`` did: each step at the server, and whether everything
/// was forgotten on this device.
///
/// Sign-out always forgets locally, whatever the server answered, so an app can say
/// "signed out on this device" and, when ``serverFailures`` is not empty, add that the
/// server could not confirm it. Descriptions never contain a token.
///
/// ```swift
/// let result = await client.signOut()
/// if case .openInBrowser(let request) = result.endSession {
///     openInBrowser(request.url)                     // the server ends its browser session
/// }
/// if !result.isForgottenOnDevice {
///     show("Sign-out could not remove everything from this device.")
/// } else if !result.serverFailures.isEmpty {
///     show("Signed out on this device; the server could not be reached.")
/// }
/// ```
public struct SignOutResult: Sendable, Hashable, CustomStringConvertible {
    /// The refresh token's revocation (RFC 7009), which also ends the access tokens
    /// issued with it on servers that follow the RFC's advice.
    public var refreshTokenRevocation: SignOutStep
    /// The access token's revocation (RFC 7009), for servers that do not end it with the
    /// refresh token.
    public var accessTokenRevocation: SignOutStep
    /// The end of the server's login session at its `end_session_endpoint`.
    public var endSession: SignOutStep
    /// What could not be forgotten on this device: the token store or the DPoP key
    /// store failed (each a ``HaapiClientError/storage(_:)``). The HAAPI access token,
    /// the DPoP nonces and any flow under way are always forgotten.
    public var localFailures: [HaapiClientError]

    /// Creates a result.
    public init(
        refreshTokenRevocation: SignOutStep, accessTokenRevocation: SignOutStep, endSession: SignOutStep,
        localFailures: [HaapiClientError] = []
    ) {
        self.refreshTokenRevocation = refreshTokenRevocation
        self.accessTokenRevocation = accessTokenRevocation
        self.endSession = endSession
        self.localFailures = localFailures
    }

    /// Whether the tokens and the DPoP key are gone from this device.
    public var isForgottenOnDevice: Bool { localFailures.isEmpty }

    /// The server steps that failed, in order (refresh token, access token, session).
    public var serverFailures: [HaapiClientError] {
        [refreshTokenRevocation, accessTokenRevocation, endSession].compactMap(\.failure)
    }

    /// Whether some step got no answer from the server at all (a
    /// ``HaapiClientError/network(_:)`` failure, or a step skipped for
    /// ``SignOutSkipReason/serverUnreachable``).
    public var serverWasUnreachable: Bool {
        [refreshTokenRevocation, accessTokenRevocation, endSession].contains(where: \.gotNoAnswer)
    }

    public var description: String {
        var parts = [isForgottenOnDevice
            ? "forgotten on this device"
            : "not everything forgotten on this device: " + localFailures.map(\.description).joined(separator: "; ")]
        parts.append("refresh token revocation: \(refreshTokenRevocation)")
        parts.append("access token revocation: \(accessTokenRevocation)")
        parts.append("session end: \(endSession)")
        return "SignOutResult(" + parts.joined(separator: ", ") + ")"
    }
}

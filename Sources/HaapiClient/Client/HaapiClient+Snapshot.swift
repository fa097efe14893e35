import Foundation
import Logging

/// What an in-flight authorization flow needs to continue after the app restarts: its
/// `state`, `nonce`, PKCE verifier, endpoints, the server's session ID, and what it asked
/// about the authentication (`acr_values`, `max_age`, `prompt`), which its ID token is
/// checked against.
///
/// It holds secrets (the PKCE verifier, the session), so keep it where credentials are
/// kept (the Keychain, an encrypted file). Its description shows none of them. The flow
/// continues only with the same DPoP key (see ``DPoPKeyStore``): the server binds the
/// session to it.
///
/// ```swift
/// if let snapshot = await client.flowSnapshot() {
///     try secureStore.save(JSONEncoder().encode(snapshot))
/// }
/// // after a restart, with a client using the same DPoP key:
/// try await client.restoreFlow(JSONDecoder().decode(AuthorizationFlowSnapshot.self, from: saved))
/// ```
public struct AuthorizationFlowSnapshot: Sendable, Hashable, Codable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    var state: String
    var nonce: String
    var codeVerifier: String
    var redirectURI: URL
    var issuer: URL
    var authorizationEndpoint: URL
    var tokenEndpoint: URL
    var revocationEndpoint: URL?
    var jwksURI: URL?
    var issuerParameterSupported: Bool
    var sessionID: String?
    /// Absent in snapshots saved before it was kept: nothing is checked then.
    var requested: RequestedAuthentication?

    public var description: String {
        "AuthorizationFlowSnapshot(issuer: \(issuer.redactedDescription), session: \(sessionID == nil ? "no" : "yes"))"
    }

    public var debugDescription: String { description }

    /// No children: `dump` and debuggers show the ``description``, which leaves the secrets out.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

extension HaapiClient {
    /// The flow under way, for persisting it; `nil` when no flow is active.
    public func flowSnapshot() -> AuthorizationFlowSnapshot? {
        guard let flow else { return nil }
        return AuthorizationFlowSnapshot(
            state: flow.state, nonce: flow.nonce, codeVerifier: flow.codeVerifier, redirectURI: flow.redirectURI,
            issuer: flow.endpoints.issuer, authorizationEndpoint: flow.endpoints.authorizationEndpoint,
            tokenEndpoint: flow.endpoints.tokenEndpoint, revocationEndpoint: flow.endpoints.revocationEndpoint,
            jwksURI: flow.endpoints.jwksURI, issuerParameterSupported: flow.endpoints.issuerParameterSupported,
            sessionID: flow.session.id, requested: flow.requested)
    }

    /// Continues a flow saved with ``flowSnapshot()``; a flow already under way is forgotten.
    ///
    /// - Throws: ``HaapiClientError/invalidUse(_:)`` when the snapshot belongs to another
    ///   issuer or redirect URI than this client's configuration.
    public func restoreFlow(_ snapshot: AuthorizationFlowSnapshot) throws(HaapiClientError) {
        guard snapshot.issuer == configuration.endpoints.issuer else {
            throw .invalidUse(InvalidUseError(
                "the saved flow belongs to the issuer \(snapshot.issuer.redactedDescription), not \(configuration.endpoints.issuer.redactedDescription)",
                recoverySuggestion: "Restore a flow only into a client configured for the same server."))
        }
        guard snapshot.redirectURI == configuration.redirectURI else {
            throw .invalidUse(InvalidUseError(
                "the saved flow uses another redirect URI than this client",
                recoverySuggestion: "Restore a flow only into a client with the same configuration."))
        }
        let endpoints = ServerEndpoints(
            issuer: snapshot.issuer, authorizationEndpoint: snapshot.authorizationEndpoint,
            tokenEndpoint: snapshot.tokenEndpoint, revocationEndpoint: snapshot.revocationEndpoint,
            jwksURI: snapshot.jwksURI, issuerParameterSupported: snapshot.issuerParameterSupported)
        flow = AuthorizationFlow(
            state: snapshot.state, nonce: snapshot.nonce, codeVerifier: snapshot.codeVerifier,
            redirectURI: snapshot.redirectURI, endpoints: endpoints, requested: snapshot.requested ?? RequestedAuthentication(),
            session: HaapiSession(id: snapshot.sessionID))
        logger.info("HAAPI flow restored", metadata: ["endpoint": .string(endpoints.authorizationEndpoint.redactedDescription)])
    }
}

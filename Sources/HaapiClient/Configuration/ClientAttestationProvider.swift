import Foundation

/// A client assertion made by a platform attestation service (App Attest, key attestation, ...).
public struct ClientAttestation: Sendable, Hashable, CustomStringConvertible {
    /// The `client_assertion_type`, e.g. `urn:se:curity:attestation:client`.
    public var assertionType: String
    /// The `client_assertion` (a secret: never logged).
    public var assertion: String

    /// Creates an attestation result.
    public init(assertionType: String, assertion: String) {
        self.assertionType = assertionType
        self.assertion = assertion
    }

    public var description: String { "ClientAttestation(\(assertionType), assertion redacted)" }
}

/// The hook for platforms that authenticate the client by attestation: asked for a
/// fresh assertion each time the client needs a HAAPI access token.
///
/// ```swift
/// struct AppAttestProvider: ClientAttestationProvider {
///     func attestation(clientID: String, tokenEndpoint: URL) async throws -> ClientAttestation {
///         ClientAttestation(assertionType: "urn:se:curity:attestation:client", assertion: try await attest())
///     }
/// }
/// ```
public protocol ClientAttestationProvider: Sendable {
    /// A fresh assertion for `clientID` at `tokenEndpoint`.
    func attestation(clientID: String, tokenEndpoint: URL) async throws -> ClientAttestation
}

import HaapiJOSE
public import Foundation
import HaapiModel
import Logging

/// Runs the whole client-attestation exchange and keeps its result: `GET {token
/// endpoint}/cat?client_id=…` for a challenge, asks the ``DeviceAttester`` to attest it
/// (with the client ID, the time and the DPoP key's thumbprint), `POST`s the evidence
/// back, and hands the client attestation token (CAT) to the token endpoint as
/// `client_assertion` (type `urn:se:curity:attestation:client`).
///
/// The CAT is reused until ``renewalMargin`` seconds before it expires (at most half its
/// lifetime), for the same client, token endpoint and DPoP key. Every failure is a
/// ``HaapiClientError/attestation(_:)`` saying what failed and where; HTTP goes through
/// the client's transport, and nothing secret (challenge answers, evidence, the CAT) is logged.
///
/// ```swift
/// let attester = DevelopmentDeviceAttester(
///     certificateEndpoint: DevelopmentDeviceAttester.certificateEndpoint(devServer: baseURL))
/// var builder = HaapiClientConfiguration.Builder(
///     clientID: "haapi-attested", issuer: baseURL, redirectURI: URL(string: "app://callback")!,
///     clientAuthentication: .attestation(AttestationTokenProvider(attester: attester)))
/// ```
public actor AttestationTokenProvider: ClientAttestationProvider {
    /// Who attests.
    public nonisolated let attester: any DeviceAttester
    /// How long before its expiry a CAT is replaced, in seconds.
    public nonisolated let renewalMargin: TimeInterval

    private struct Binding: Hashable {
        var clientID: String
        var tokenEndpoint: URL
        var dpopKeyThumbprint: String
    }

    private var cached: (binding: Binding, token: String, renewAt: Date)?

    /// Creates a provider.
    ///
    /// - Parameters:
    ///   - attester: The device attester.
    ///   - renewalMargin: Seconds before expiry at which a CAT is replaced (at most half
    ///     its lifetime is used).
    public init(attester: any DeviceAttester, renewalMargin: TimeInterval = 30) {
        self.attester = attester
        self.renewalMargin = max(0, renewalMargin)
    }

    public func attestation(for context: ClientAttestationContext) async throws(HaapiClientError) -> ClientAttestation {
        let binding = Binding(
            clientID: context.clientID, tokenEndpoint: context.tokenEndpoint,
            dpopKeyThumbprint: try await context.dpopKeyThumbprint())
        if let cached, cached.binding == binding, context.clock.now < cached.renewAt {
            return ClientAttestation(assertionType: ClientAttestationWire.assertionType, assertion: cached.token)
        }
        try await attester.checkAvailable()
        let endpoint = try AttestationExchange.endpoint(context.tokenEndpoint)
        let challengeRequest = AttestationExchange.challengeRequest(endpoint, clientID: context.clientID)
        // Named without its query: the client ID is no secret, but "?…" helps nobody here.
        let challenge = try AttestationExchange.challenge(
            in: try await context.send(challengeRequest), request: "GET \(endpoint.redactedDescription)", now: context.clock.now)
        let statement = AttestationStatement(
            challenge: challenge.value, clientID: context.clientID, issuedAt: context.clock.now,
            dpopKeyThumbprint: binding.dpopKeyThumbprint)
        let evidence = try await attester.attest(statement, context: context)
        let answer = AttestationExchange.answerRequest(
            endpoint, clientID: context.clientID, challenge: challenge.value, evidence: evidence)
        if let expiry = challenge.expiresAt, context.clock.now >= expiry {
            throw .attestation(AttestationError(.challengeExpired, request: answer.description))
        }
        let issuedAt = context.clock.now
        let token = try AttestationExchange.token(in: try await context.send(answer), request: answer.description, now: issuedAt)
        let lifetime = token.expiresAt.timeIntervalSince(issuedAt)
        cached = (binding, token.value, token.expiresAt.addingTimeInterval(-min(renewalMargin, lifetime / 2)))
        context.logger.debug("client attestation token received", metadata: [
            "format": .string(evidence.format), "expiresIn": .stringConvertible(Int(lifetime)),
        ])
        return ClientAttestation(assertionType: ClientAttestationWire.assertionType, assertion: token.value)
    }
}

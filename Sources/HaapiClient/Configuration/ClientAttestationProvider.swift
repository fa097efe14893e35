public import Foundation
public import HaapiModel
public import Logging

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

/// The hook for platforms that authenticate the client by attestation: asked for an
/// assertion each time the client authenticates at the token or revocation endpoint.
///
/// ``AttestationTokenProvider`` runs the whole exchange (challenge, a ``DeviceAttester``,
/// client attestation token); implement this protocol only for another exchange. Send
/// HTTP through the context, so requests get the client's timeout, custom headers and
/// logging, and throw ``HaapiClientError/attestation(_:)`` for an attestation failure
/// (that is what makes the client take a configured fallback).
///
/// ```swift
/// struct FixedTokenProvider: ClientAttestationProvider {
///     let token: String
///     func attestation(for context: ClientAttestationContext) async throws(HaapiClientError) -> ClientAttestation {
///         ClientAttestation(assertionType: ClientAttestationWire.assertionType, assertion: token)
///     }
/// }
/// ```
public protocol ClientAttestationProvider: Sendable {
    /// An assertion for `context.clientID` at the server of `context.tokenEndpoint`.
    func attestation(for context: ClientAttestationContext) async throws(HaapiClientError) -> ClientAttestation
}

/// What a ``ClientAttestationProvider`` is given: the client, the token endpoint, the
/// client's clock and logger, its DPoP key's thumbprint, and a way to send HTTP through
/// the client's own transport.
public struct ClientAttestationContext: Sendable {
    /// The client ID.
    public let clientID: String
    /// The token endpoint (the attestation endpoint is below it).
    public let tokenEndpoint: URL
    /// The client's clock.
    public let clock: WallClock
    /// The client's logger (log no secrets: no challenge answers, evidence or tokens).
    public let logger: Logger
    private let transmit: @Sendable (TransportRequest) async throws(HaapiClientError) -> TransportResponse
    private let thumbprint: @Sendable () async throws(HaapiClientError) -> String

    /// Creates a context (the client makes one for each authentication; tests make their own).
    ///
    /// - Parameters:
    ///   - clientID: The client ID.
    ///   - tokenEndpoint: The token endpoint.
    ///   - clock: The time.
    ///   - logger: Where to log.
    ///   - send: Sends a request (the client adds its timeout and custom headers, and logs it).
    ///   - dpopKeyThumbprint: The RFC 7638 thumbprint of the DPoP key tokens are bound to.
    public init(
        clientID: String, tokenEndpoint: URL, clock: WallClock = .system, logger: Logger = Logger(label: "HaapiClient"),
        send: @escaping @Sendable (TransportRequest) async throws(HaapiClientError) -> TransportResponse,
        dpopKeyThumbprint: @escaping @Sendable () async throws(HaapiClientError) -> String
    ) {
        self.clientID = clientID
        self.tokenEndpoint = tokenEndpoint
        self.clock = clock
        self.logger = logger
        self.transmit = send
        self.thumbprint = dpopKeyThumbprint
    }

    /// Sends `request` through the client's transport, with its timeout and custom headers.
    public func send(_ request: TransportRequest) async throws(HaapiClientError) -> TransportResponse {
        try await transmit(request)
    }

    /// The RFC 7638 thumbprint of the client's DPoP key, which a client attestation token
    /// may be bound to.
    public func dpopKeyThumbprint() async throws(HaapiClientError) -> String {
        try await thumbprint()
    }
}

import Crypto
import Foundation
public import HaapiJOSE

/// Evidence from a device attester: a format the server knows (`attestation_format`)
/// and the evidence itself (`attestation`, never logged).
public struct DeviceAttestation: Sendable, Hashable, CustomStringConvertible {
    /// The `attestation_format`, e.g. `dev-attester` or `apple-app-attest`.
    public var format: String
    /// The `attestation` (a secret: never logged or described).
    public var evidence: String

    /// Creates evidence.
    public init(format: String, evidence: String) {
        self.format = format
        self.evidence = evidence
    }

    public var description: String { "DeviceAttestation(\(format), evidence redacted)" }
}

/// Something on the device that can attest a statement: the development attester
/// (``DevelopmentDeviceAttester``, a software key the HAAPI dev server certifies) or, on
/// Apple platforms, App Attest (`AppAttestDeviceAttester`). ``AttestationTokenProvider``
/// asks it once per client attestation token.
///
/// Throw ``HaapiClientError/attestation(_:)`` with ``AttestationError/Reason/unavailable(_:)``
/// or ``AttestationError/Reason/attesterFailed(_:)`` for a failure of the device (the
/// client then takes a configured fallback), and ``HaapiClientError/cancelled`` when
/// cancelled.
public protocol DeviceAttester: Sendable {
    /// Throws ``AttestationError/Reason/unavailable(_:)`` when this device cannot attest;
    /// asked before a challenge is fetched. Attesters that can always attest keep the
    /// default, which returns.
    func checkAvailable() async throws(HaapiClientError)

    /// Evidence that this device makes `statement`; send any HTTP through `context`.
    func attest(_ statement: AttestationStatement, context: ClientAttestationContext) async throws(HaapiClientError) -> DeviceAttestation
}

extension DeviceAttester {
    /// Available: the default for attesters that can always attest.
    public func checkAvailable() async throws(HaapiClientError) {}
}

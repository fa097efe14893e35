// iOS (with Mac Catalyst) and macOS only. HAAPI_APPLE_STUBS is set only by
// Tests/AppleStubs/check, which type-checks this file against stubs of DeviceCheck on any platform.
#if canImport(DeviceCheck) && (os(iOS) || os(macOS) || HAAPI_APPLE_STUBS)
import DeviceCheck
import Foundation
public import HaapiJOSE
import HaapiModel

/// Apple's App Attest as a ``DeviceAttester`` (format `apple-app-attest`).
///
/// The first statement makes a key in the Secure Enclave (`generateKey`) and attests it
/// with `attestKey(_:clientDataHash:)` over the statement's
/// `AttestationStatement.clientDataHash`; later ones are assertions of that key
/// (`generateAssertion(_:clientDataHash:)`). The evidence is base64url JSON:
/// `{"keyId", "attestation"}` or `{"keyId", "assertion"}` (base64url values).
/// Keep ``keyID`` after the first attestation and pass it to a new attester on the next
/// launch, so the key is asserted rather than attested again.
///
/// The HAAPI dev server cannot verify App Attest (it cannot check Apple's certificate
/// chain) and refuses it with `invalid_client_attestation`; use
/// ``DevelopmentDeviceAttester`` against it.
public actor AppAttestDeviceAttester: DeviceAttester {
    /// The attested key's ID, once there is one.
    public private(set) var keyID: String?

    /// Creates an attester; `keyID` is a key this app attested before.
    public init(keyID: String? = nil) {
        self.keyID = keyID
    }

    public func checkAvailable() async throws(HaapiClientError) {
        guard DCAppAttestService.shared.isSupported else {
            throw .attestation(AttestationError(.unavailable("App Attest is not supported on this device")))
        }
    }

    public func attest(_ statement: AttestationStatement, context: ClientAttestationContext) async throws(HaapiClientError) -> DeviceAttestation {
        let hash = statement.clientDataHash
        if let keyID {
            let assertion = try await Self.run("generateAssertion", forgetting: { await self.forget(keyID) }) {
                try await DCAppAttestService.shared.generateAssertion(keyID, clientDataHash: hash)
            }
            return Self.evidence(keyID: keyID, member: "assertion", bytes: assertion)
        }
        let newKey = try await Self.run("generateKey", forgetting: {}) { try await DCAppAttestService.shared.generateKey() }
        let attestation = try await Self.run("attestKey", forgetting: {}) {
            try await DCAppAttestService.shared.attestKey(newKey, clientDataHash: hash)
        }
        keyID = newKey
        return Self.evidence(keyID: newKey, member: "attestation", bytes: attestation)
    }

    private func forget(_ key: String) {
        if keyID == key { keyID = nil }
    }

    private static func evidence(keyID: String, member: String, bytes: Data) -> DeviceAttestation {
        let json = JSONValue.object(["keyId": .string(keyID), member: .string(Base64URL.encode(bytes))])
        return DeviceAttestation(format: ClientAttestationWire.appAttestFormat, evidence: Base64URL.encode(json.serialized()))
    }

    /// Runs an App Attest call off the actor, mapping its `DCError` (an invalid key is
    /// forgotten so that the next statement makes a new one).
    private nonisolated static func run<T: Sendable>(
        _ operation: String, forgetting forget: @Sendable () async -> Void, _ call: @Sendable () async throws -> T
    ) async throws(HaapiClientError) -> T {
        do {
            return try await call()
        } catch let error as DCError {
            if error.code == .invalidKey { await forget() }
            throw .attestation(AttestationError.appAttest(code: error.code.rawValue, operation: operation))
        } catch is CancellationError {
            throw .cancelled
        } catch {
            throw .attestation(AttestationError(.attesterFailed("App Attest \(operation) failed (\(String(describing: type(of: error))))")))
        }
    }
}
#endif

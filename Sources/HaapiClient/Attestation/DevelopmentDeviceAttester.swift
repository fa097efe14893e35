import Crypto
public import Foundation
public import HaapiJOSE
import HaapiModel
import Logging

/// The DEVELOPMENT ATTESTER, for development and tests against the HAAPI dev server only:
/// a software P-256 device key, certified by the dev server's development attester
/// (`POST /dev/attester/certificates`), that signs each `AttestationStatement` as a
/// `DevelopmentAttestation` (HaapiJOSE; format `dev-attester`).
///
/// It proves nothing about a device — anyone who reaches the dev server's `/dev/`
/// endpoints gets a certificate — and no production server trusts it. Use App Attest
/// (`AppAttestDeviceAttester`) on Apple devices.
///
/// The key lives in `keyStore`, any P-256 key store: ``InMemoryDPoPKeyStore`` (the
/// default) for a process, or HaapiOnboarding's secure store under its own key to keep
/// it across launches. Never share the DPoP key's store. The certificate is asked for
/// (through the client's transport) on first use, and again shortly before it expires
/// or when the key changes.
///
/// ```swift
/// let attester = DevelopmentDeviceAttester(
///     certificateEndpoint: DevelopmentDeviceAttester.certificateEndpoint(devServer: baseURL))
/// ```
public actor DevelopmentDeviceAttester: DeviceAttester {
    /// Where certificates come from.
    public nonisolated let certificateEndpoint: URL
    /// Where the device key lives.
    public nonisolated let keyStore: any DPoPKeyStore
    private var certificate: (text: String, keyThumbprint: String, renewAt: Date)?

    /// The development attester's certificate endpoint of the dev server at `devServer`.
    public static func certificateEndpoint(devServer: URL) -> URL {
        devServer.appendingPathComponent("dev").appendingPathComponent("attester").appendingPathComponent("certificates")
    }

    /// Creates an attester.
    ///
    /// - Parameters:
    ///   - certificateEndpoint: The dev server's `/dev/attester/certificates` (`https`, or
    ///     `http` on a loopback host).
    ///   - keyStore: Where the device key lives; a new key in memory by default.
    public init(certificateEndpoint: URL, keyStore: any DPoPKeyStore = InMemoryDPoPKeyStore()) {
        self.certificateEndpoint = certificateEndpoint
        self.keyStore = keyStore
    }

    public func attest(_ statement: AttestationStatement, context: ClientAttestationContext) async throws(HaapiClientError) -> DeviceAttestation {
        let key: P256.Signing.PrivateKey
        do {
            key = try await keyStore.signingKey()
        } catch {
            throw Self.failure("the device key store failed (\(String(describing: type(of: error))))")
        }
        let certificate = try await certificate(for: key, context: context)
        do {
            let evidence = try DevelopmentAttestation.sign(statement, with: key, certificate: certificate)
            return DeviceAttestation(format: DevelopmentAttestation.format, evidence: evidence)
        } catch {
            throw Self.failure("signing the statement with the device key failed: \(error)")
        }
    }

    /// The certificate of `key`: the one kept, or a new one from the dev server.
    private func certificate(for key: P256.Signing.PrivateKey, context: ClientAttestationContext) async throws(HaapiClientError) -> String {
        let jwk = JWK(key.publicKey)
        let thumbprint = (try? jwk.thumbprint()) ?? ""
        let now = context.clock.now
        if let certificate, certificate.keyThumbprint == thumbprint, now < certificate.renewAt { return certificate.text }
        guard HostClassifier.isSecureServerURL(certificateEndpoint) else {
            throw Self.failure("the certificate endpoint \(certificateEndpoint.redactedDescription) is not https (or http on a loopback host)")
        }
        let body = JSONValue.object(["jwk": .object(jwk.members.compactMapValues { $0.stringValue.map(JSONValue.string) })])
        let request = TransportRequest(
            method: "POST", url: certificateEndpoint, headers: ["Accept": MediaType.json, "Content-Type": MediaType.json],
            body: Data(body.serialized()))
        let response: TransportResponse
        do {
            response = try await context.send(request)
        } catch .cancelled {
            throw .cancelled
        } catch {
            throw Self.failure("\(request.description): no device certificate (\(error))")
        }
        guard response.isSuccess else {
            throw Self.failure("\(request.description): no device certificate (HTTP \(response.status)); is it a HAAPI dev server?")
        }
        guard let json = try? JSONValue.parse(response.body), let text = json["certificate"]?.stringValue,
            let expiry = DeviceCertificate.unverifiedExpiry(of: text)
        else {
            throw Self.failure("\(request.description): the answer holds no device certificate")
        }
        let lifetime = expiry.timeIntervalSince(now)
        guard lifetime > 0 else { throw Self.failure("\(request.description): the device certificate has expired already") }
        certificate = (text, thumbprint, expiry.addingTimeInterval(-min(60, lifetime / 2)))
        context.logger.debug("development device certificate received", metadata: ["deviceKey": .string(thumbprint)])
        return text
    }

    private static func failure(_ reason: String) -> HaapiClientError {
        .attestation(AttestationError(.attesterFailed("development attester: \(reason)")))
    }
}

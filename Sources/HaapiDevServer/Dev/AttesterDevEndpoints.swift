import Crypto
import Foundation
import HaapiJOSE
import HaapiModel
import Hummingbird
import Logging

/// `POST /dev/attester/certificates` (see ``DevEndpoints``): the development attester
/// certifies a device key. The body is JSON, `{"jwk": <the device's public P-256 JWK>}`;
/// the answer `{"certificate", "expires_in", "issuer"}`. It answers whether or not
/// attestation is turned on, so that a client can be shown refused by the token side.
struct AttesterDevEndpoints: Sendable {
    let environment: ServerEnvironment

    func register(on router: Router<BasicRequestContext>) {
        router.post("/dev/attester/certificates") { request, _ in try await certify(request) }
    }

    func certify(_ request: Request) async throws(HTTPFailure) -> Response {
        let form = try await request.formBody(oauth: true, allowingJSON: true)
        guard let members = form.json("jwk")?.objectValue else {
            throw .oauth("invalid_request", "the body must be a JSON object with the device's public key as \"jwk\"")
        }
        var claims: JWTClaims = [:]
        for (name, value) in members {
            guard let text = value.stringValue else { throw .oauth("invalid_request", "jwk member \(name) is not a string") }
            claims[name] = .string(text)
        }
        let jwk: JWK
        do {
            jwk = try JWK(members: claims)
        } catch {
            throw .oauth("invalid_request", "the jwk is not a key: \(error)")
        }
        guard jwk.privateMembers.isEmpty else {
            throw .oauth("invalid_request", "the jwk carries private members (\(jwk.privateMembers.joined(separator: ", "))); send the public key only")
        }
        let key: P256.Signing.PublicKey
        do {
            key = try jwk.p256PublicKey()
        } catch {
            throw .oauth("invalid_request", "the jwk is not an EC P-256 public key: \(error)")
        }
        let lifetime = environment.configuration.attestation.certificateLifetime
        let certificate: String
        do {
            certificate = try environment.attester.certificate(
                for: key, issuer: environment.issuer, now: environment.now, lifetime: lifetime, jti: environment.identifier(16))
        } catch {
            environment.logger.error("a device certificate could not be signed", metadata: ["reason": .string(error.description)])
            throw .unexpected("The device certificate could not be signed")
        }
        environment.logger.info("development device certificate issued", metadata: [
            "device_jkt": .string((try? JWK(key).thumbprint()) ?? ""),
        ])
        return Reply.json([
            "certificate": .string(certificate), "expires_in": .number(JSONNumber(Int(lifetime))),
            "issuer": .string(DevelopmentAttester.identifier(issuer: environment.issuer)),
        ])
    }
}

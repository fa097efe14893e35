import Crypto
import Foundation
import HaapiJOSE

/// Client attestation tokens (CATs): compact ES256 JWTs signed with the server's key,
/// header `{"alg": "ES256", "kid": <kid>, "typ": "cat+jwt"}`, claims `iss`, `sub` and
/// `client_id` (the client), `aud` (the issuer), `iat`, `exp`, `jti`, `cnf.jkt` (the DPoP
/// key the client must prove at the token endpoint) and `device_jkt` (the attested device key).
extension TokenIssuer {
    static let attestationTokenType = "cat+jwt"

    /// Signs the claims of a CAT.
    func signAttestationToken(_ claims: JWTClaims) -> String {
        // Signing with a valid P-256 key over JSON claims cannot fail.
        (try? signer.sign(claims, type: Self.attestationTokenType)) ?? ""
    }

    /// Verifies a CAT this server signed: signature and `typ`, `exp` (and `iat`), `iss` and `aud`.
    func verifyAttestationToken(_ token: String, issuer: String, now: Date) throws(JWTError) -> VerifiedJWT {
        try JWTVerifier(publicKey: key.publicKey)
            .verify(token, now: now, expectedType: Self.attestationTokenType, expectedIssuer: issuer, expectedAudience: issuer)
    }
}

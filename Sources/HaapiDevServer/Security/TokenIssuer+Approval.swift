import Crypto
import Foundation
import HaapiJOSE

/// Push approval requests: compact ES256 JWSs signed with the server's key, header
/// `{"alg": "ES256", "kid": <kid>, "typ": "haapi-approval+jwt"}`.
extension TokenIssuer {
    static let approvalRequestType = "haapi-approval+jwt"

    /// Signs the claims of an approval request.
    func signApprovalRequest(_ claims: JWTClaims) -> String {
        // Signing with a valid P-256 key over JSON claims cannot fail.
        (try? signer.sign(claims, type: Self.approvalRequestType)) ?? ""
    }

    /// Verifies an approval request this server signed: the signature and `typ` first,
    /// then `exp` (and `iat`), then `iss`.
    func verifyApprovalRequest(_ jws: String, issuer: String, now: Date) throws(JWTError) -> VerifiedJWT {
        try JWTVerifier(publicKey: key.publicKey)
            .verify(jws, now: now, expectedType: Self.approvalRequestType, expectedIssuer: issuer)
    }
}

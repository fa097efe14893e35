import Crypto
import Foundation
import HaapiJOSE

/// ID tokens a hostile server issues: unsigned, signed by a rogue key, or signed
/// properly over claims that must not pass (another audience, expired, another nonce).
struct HostileIDToken: Sendable {
    let environment: ServerEnvironment

    func tamper(_ token: String, behaviour: HostileBehaviour) -> String {
        guard let jws = try? CompactJWS(parsing: token), var claims = try? jws.payloadClaims() else { return token }
        let now = Int(environment.now.timeIntervalSince1970)
        switch behaviour {
        case .idTokenAlgNone:
            let header = Base64URL.encode(utf8: #"{"alg":"none","typ":"JWT"}"#)
            return header + "." + Base64URL.encode(jws.payload) + "."
        case .idTokenRogueKey:
            // The server's key id, another key: the JWKS has no key that verifies it.
            return (try? JWTSigner(privateKey: P256.Signing.PrivateKey(), keyID: environment.tokens.keyID).sign(claims)) ?? token
        case .idTokenOtherAudience:
            claims["aud"] = "another-client"
        case .idTokenExpired:
            claims["iat"] = .int(Int64(now - 7200))
            claims["exp"] = .int(Int64(now - 3600))
        case .idTokenOtherNonce:
            claims["nonce"] = "forged-nonce"
        default:
            return token
        }
        return environment.tokens.signIDToken(claims)
    }
}

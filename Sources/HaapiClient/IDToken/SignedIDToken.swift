import HaapiJOSE

/// An ID token whose shape and header passed ``IDTokenValidator/parse(_:accepting:)``: a
/// compact JWS signed with an accepted algorithm, its `kid` (if any) a string. Nothing in
/// it is verified yet.
struct SignedIDToken: Sendable {
    /// The token, split and decoded.
    let jws: CompactJWS
    /// Its `alg`, one of the accepted algorithms.
    let algorithm: JWSAlgorithm
    /// Its `kid`, naming the key of the issuer's JWKS that signed it.
    let keyID: String?
}

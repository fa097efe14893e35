public import Crypto
public import Foundation

/// A JWS in compact serialisation (RFC 7515 section 7.1). It signs with ES256 (RFC 7518
/// section 3.4: a raw 64-byte `r || s` signature, not DER) and verifies ES256, RS256 and
/// PS256 (``JWSAlgorithm``).
///
/// Parsing does not trust anything: it only checks the shape (three base64url segments, a
/// JSON-object header with a string `alg` that is not `none`). Call one of the `verify(with:)`
/// methods (a P-256 key, an ``RSAPublicKey`` or a ``JWK``) before using the payload.
///
/// ```swift
/// let key = P256.Signing.PrivateKey()
/// let jws = try CompactJWS.sign(header: ["typ": "JWT"], claims: ["sub": "alice"], with: key)
/// let parsed = try CompactJWS(parsing: jws.serialized)
/// try parsed.verify(with: key.publicKey)
/// let claims = try parsed.payloadClaims()
/// ```
public struct CompactJWS: Sendable, Hashable {
    /// The algorithm this library signs with; it verifies ``JWSAlgorithm/rs256`` and
    /// ``JWSAlgorithm/ps256`` as well.
    public static let es256 = JWSAlgorithm.es256.rawValue

    /// The protected header, decoded.
    public let header: JWTClaims
    /// The payload bytes, decoded from base64url.
    public let payload: Data
    /// The signature bytes, decoded from base64url.
    public let signature: Data
    /// The compact serialisation `header.payload.signature`.
    public let serialized: String
    /// The bytes that were signed: the ASCII of `header.payload` as received.
    public let signingInput: Data

    /// The `alg` header value.
    public var algorithm: String { header["alg"]?.stringValue ?? "" }
    /// The `alg` as one of the algorithms this library verifies; `nil` for any other
    /// (`HS256`, `ES384`, ...). Case matters: `es256` is not ES256.
    public var signatureAlgorithm: JWSAlgorithm? { JWSAlgorithm(rawValue: algorithm) }
    /// The `typ` header value, if any.
    public var type: String? { header["typ"]?.stringValue }

    /// Splits and decodes a compact JWS without verifying it.
    ///
    /// - Throws: ``JWSError`` for a wrong segment count, bad base64url, a header that is not a
    ///   JSON object, a missing or non-string `alg`, or `alg: none`.
    public init(parsing compact: String) throws(JWSError) {
        let segments = compact.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count == 3 else { throw .wrongSegmentCount(segments.count) }
        // The header comes first so that an unsecured JWS (empty signature) is reported as
        // `alg: none` rather than as an empty segment.
        let headerBytes = try Self.decodeSegment(segments[0], .header)
        let header: JWTClaims
        do {
            header = try JOSEJSON.decodeObject(headerBytes)
        } catch {
            throw .invalidHeaderJSON(error)
        }
        guard let algValue = header["alg"] else { throw .missingHeader("alg") }
        guard let alg = algValue.stringValue else { throw .invalidHeader("alg", reason: "not a string") }
        guard alg.lowercased() != "none" else { throw .algorithmNone }
        let payload = try Self.decodeSegment(segments[1], .payload)
        let signature = try Self.decodeSegment(segments[2], .signature)
        self.header = header
        self.payload = payload
        self.signature = signature
        self.serialized = compact
        self.signingInput = Data("\(segments[0]).\(segments[1])".utf8)
    }

    private static func decodeSegment(_ text: Substring, _ segment: JWSError.Segment) throws(JWSError) -> Data {
        guard !text.isEmpty || segment == .payload else { throw .emptySegment(segment) }
        do {
            return try Base64URL.decode(String(text))
        } catch {
            throw .invalidBase64URL(segment, error)
        }
    }

    /// Signs `payload` with ES256. `alg` is set to `ES256` whatever `header` says.
    public static func sign(header: JWTClaims = [:], payload: Data, with key: P256.Signing.PrivateKey) throws(JWSError) -> CompactJWS {
        var header = header
        header["alg"] = .string(es256)
        let headerBytes: Data
        do {
            headerBytes = try JOSEJSON.encode(header)
        } catch {
            throw .invalidHeaderJSON(error)
        }
        let signingInput = Base64URL.encode(headerBytes) + "." + Base64URL.encode(payload)
        let signature: Data
        do {
            signature = try key.signature(for: Data(signingInput.utf8)).rawRepresentation
        } catch {
            throw .signingFailed(String(describing: error))
        }
        // Made as it was signed, not parsed back: a DPoP proof is signed per request.
        return CompactJWS(
            header: header, payload: payload, signature: signature,
            serialized: signingInput + "." + Base64URL.encode(signature), signingInput: Data(signingInput.utf8))
    }

    private init(header: JWTClaims, payload: Data, signature: Data, serialized: String, signingInput: Data) {
        self.header = header
        self.payload = payload
        self.signature = signature
        self.serialized = serialized
        self.signingInput = signingInput
    }

    /// Signs a JSON claims object (serialised with sorted keys) with ES256.
    public static func sign(header: JWTClaims = [:], claims: JWTClaims, with key: P256.Signing.PrivateKey) throws(JWSError) -> CompactJWS {
        let payload: Data
        do {
            payload = try JOSEJSON.encode(claims)
        } catch {
            throw .invalidPayloadJSON(error)
        }
        return try sign(header: header, payload: payload, with: key)
    }

    /// Verifies the ES256 signature with `key`.
    ///
    /// - Throws: ``JWSError/unsupportedAlgorithm(_:)`` unless `alg` is ES256, RS256 or PS256,
    ///   ``JWSError/keyTypeMismatch(algorithm:keyType:)`` when it is RS256 or PS256,
    ///   ``JWSError/unsupportedCriticalHeader(_:)`` when `crit` is present,
    ///   ``JWSError/invalidSignature`` when the signature is not 64 bytes or does not match.
    public func verify(with key: P256.Signing.PublicKey) throws(JWSError) {
        guard let signatureAlgorithm else { throw .unsupportedAlgorithm(algorithm) }
        guard signatureAlgorithm == .es256 else { throw .keyTypeMismatch(algorithm: algorithm, keyType: "EC") }
        try checkCriticalHeader()
        guard signature.count == 64,
              let ecdsa = try? P256.Signing.ECDSASignature(rawRepresentation: signature),
              key.isValidSignature(ecdsa, for: signingInput)
        else {
            throw .invalidSignature
        }
    }

    /// Rejects a `crit` header: this library understands no extensions.
    func checkCriticalHeader() throws(JWSError) {
        if header["crit"] != nil { throw .unsupportedCriticalHeader("crit") }
    }

    /// The payload parsed as a JSON object (a JWT claims set). Verify first.
    public func payloadClaims() throws(JWSError) -> JWTClaims {
        do {
            return try JOSEJSON.decodeObject(payload)
        } catch {
            throw .invalidPayloadJSON(error)
        }
    }
}

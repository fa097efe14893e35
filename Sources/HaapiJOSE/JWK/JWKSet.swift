public import Foundation

/// A JWK Set (RFC 7517 section 5): the document an authorization server serves at its
/// `jwks_uri`.
///
/// Keys that cannot be read (an unknown or malformed member) are left out, as section 5
/// asks, so one odd key does not make the whole set unusable; ``skippedKeyCount`` says how
/// many there were.
///
/// ```swift
/// let set = try JWKSet(parsing: body)
/// if let key = set.key(withID: jws.header["kid"]?.stringValue ?? "") {
///     try jws.verify(with: key)
/// }
/// ```
public struct JWKSet: Sendable, Hashable {
    /// The readable keys, in document order.
    public let keys: [JWK]
    /// How many members of `keys` were left out because they are not valid JWKs.
    public let skippedKeyCount: Int

    /// Creates a set from keys.
    public init(keys: [JWK]) {
        self.keys = keys
        self.skippedKeyCount = 0
    }

    /// Parses a JWK Set document.
    ///
    /// - Throws: ``JWKSetError`` when the bytes are not a JSON object or have no `keys` array.
    public init(parsing data: Data) throws(JWKSetError) {
        let object: JWTClaims
        do {
            object = try JOSEJSON.decodeObject(data)
        } catch {
            throw .invalidJSON(error)
        }
        guard let members = object["keys"]?.arrayValue else { throw .missingKeys }
        var keys: [JWK] = []
        var skipped = 0
        for member in members {
            if let object = member.objectValue, let key = try? JWK(members: object) {
                keys.append(key)
            } else {
                skipped += 1
            }
        }
        self.keys = keys
        self.skippedKeyCount = skipped
    }

    /// The first key whose `kid` is `keyID`.
    public func key(withID keyID: String) -> JWK? {
        keys.first { $0.kid == keyID }
    }

    /// The keys that may verify an `algorithm` signature: those whose type fits it (EC P-256
    /// for ES256, RSA for RS256 and PS256; ``JWSAlgorithm/fits(_:)``), whose `use`, when
    /// present, is `sig` and whose `alg`, when present, is `algorithm`.
    public func signingKeys(for algorithm: JWSAlgorithm = .es256) -> [JWK] {
        keys.filter { $0.mayVerify(algorithm) }
    }
}

extension JWK {
    /// Whether the key may verify an `algorithm` signature: its type fits
    /// (``JWSAlgorithm/fits(_:)``) and its own `use` and `alg` allow it (``usageProblem(for:)``).
    public func mayVerify(_ algorithm: JWSAlgorithm) -> Bool {
        algorithm.fits(self) && usageProblem(for: algorithm.rawValue) == nil
    }

    /// Whether the key's own `use` and `alg` members (when present) allow verifying an
    /// `algorithm` signature; the reason when they do not.
    public func usageProblem(for algorithm: String) -> String? {
        if let use = members["use"]?.stringValue, use != "sig" {
            return "its use is '\(use)', not 'sig'"
        }
        if let alg = members["alg"]?.stringValue, alg != algorithm {
            return "it is for '\(alg)', not '\(algorithm)'"
        }
        return nil
    }
}

/// Why a JWK Set document could not be read.
public enum JWKSetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not a JSON object.
    case invalidJSON(JOSEJSONError)
    /// The object has no `keys` array.
    case missingKeys

    public var description: String {
        switch self {
        case .invalidJSON(let error): return "JWK Set: \(error)"
        case .missingKeys: return "JWK Set: missing 'keys' array"
        }
    }
}

/// Why authenticator data could not be read, naming the part that is short or wrong and
/// its byte offset.
public enum AuthenticatorDataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A part of the authenticator data, in the order they appear.
    public enum Part: String, Sendable, Hashable {
        case rpIDHash = "rpIdHash"
        case flags
        case signCount
        case aaguid
        case credentialIDLength = "credentialIdLength"
        case credentialID = "credentialId"
        case credentialPublicKey
        case extensions
    }

    /// The data ends before `part` is complete.
    case tooShort(part: Part, offset: Int, needed: Int, available: Int)
    /// The credential public key is not readable CBOR (the error's offset counts from the key's start).
    case credentialPublicKey(CBORError, offset: Int)
    /// The credential public key is CBOR, but not a map.
    case credentialPublicKeyNotAMap(offset: Int, found: String)
    /// The extensions are not readable CBOR, or bytes follow them.
    case extensions(CBORError, offset: Int)
    /// The extensions are CBOR, but not a map.
    case extensionsNotAMap(offset: Int, found: String)
    /// Bytes follow the last part the flags announce.
    case trailingBytes(offset: Int, count: Int)

    public var description: String {
        switch self {
        case .tooShort(let part, let offset, let needed, let available):
            "authenticator data: \(part.rawValue) at byte \(offset) needs \(needed) bytes, \(available) remain"
        case .credentialPublicKey(let error, let offset):
            "authenticator data: the credential public key at byte \(offset) is not readable: \(error)"
        case .credentialPublicKeyNotAMap(let offset, let found):
            "authenticator data: the credential public key at byte \(offset) is \(found), not a map"
        case .extensions(let error, let offset): "authenticator data: the extensions at byte \(offset) are not readable: \(error)"
        case .extensionsNotAMap(let offset, let found): "authenticator data: the extensions at byte \(offset) are \(found), not a map"
        case .trailingBytes(let offset, let count): "authenticator data: \(count) unexpected bytes at byte \(offset)"
        }
    }
}

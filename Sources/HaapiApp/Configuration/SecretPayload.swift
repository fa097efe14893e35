/// The fields of a secret's payload, by tag (see ``HaapiKitSecret`` for the format).
enum SecretFieldTag: UInt8, CaseIterable, Comparable {
    case issuer = 1
    case clientID = 2
    case clientSecret = 3
    case redirectURI = 4
    case scopes = 5
    case urlScheme = 6
    case linkHost = 7
    case pushDevicesEndpoint = 8
    case featureFlags = 9

    /// The field's name, as ``HaapiKitSecret`` spells its property.
    var name: String {
        switch self {
        case .issuer: "issuer"
        case .clientID: "clientID"
        case .clientSecret: "clientSecret"
        case .redirectURI: "redirectURI"
        case .scopes: "scopes"
        case .urlScheme: "urlScheme"
        case .linkHost: "linkHost"
        case .pushDevicesEndpoint: "pushDevicesEndpoint"
        case .featureFlags: "featureFlags"
        }
    }

    static func < (lhs: SecretFieldTag, rhs: SecretFieldTag) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// Writes `tag · length (unsigned LEB128) · bytes` fields.
struct SecretPayloadWriter {
    private(set) var bytes: [UInt8] = []

    /// Appends a field; call in ascending tag order.
    mutating func append(_ tag: SecretFieldTag, _ value: some Collection<UInt8>) {
        bytes.append(tag.rawValue)
        var length = value.count
        repeat {
            let low = UInt8(length & 0x7F)
            length >>= 7
            bytes.append(length == 0 ? low : low | 0x80)
        } while length != 0
        bytes.append(contentsOf: value)
    }

    /// Appends a UTF-8 string field.
    mutating func append(_ tag: SecretFieldTag, _ text: String) {
        append(tag, Array(text.utf8))
    }
}

/// Reads a payload's fields, refusing anything ``SecretPayloadWriter`` would not write:
/// a truncated field, an unknown tag, a tag repeated or out of order, a length in more
/// LEB128 bytes than needed.
enum SecretPayloadReader {
    /// The fields of `payload`, by tag.
    static func fields(of payload: [UInt8]) throws(HaapiKitError) -> [SecretFieldTag: ArraySlice<UInt8>] {
        var fields: [SecretFieldTag: ArraySlice<UInt8>] = [:]
        var previous: SecretFieldTag?
        var index = 0
        while index < payload.count {
            let rawTag = payload[index]
            guard let tag = SecretFieldTag(rawValue: rawTag) else {
                throw .invalidInput("secret: unknown field tag \(rawTag) (made for a newer HaapiKit?)")
            }
            if let previous, tag <= previous {
                throw .invalidInput("secret: field \(tag.name) (tag \(rawTag)) is repeated or out of order, after tag \(previous.rawValue)")
            }
            index += 1
            let length = try readLength(payload, at: &index, field: tag)
            guard length <= payload.count - index else {
                throw .invalidInput("secret: field \(tag.name) is truncated: \(length) bytes announced, \(payload.count - index) left")
            }
            fields[tag] = payload[index..<index + length]
            index += length
            previous = tag
        }
        return fields
    }

    /// Reads an unsigned LEB128 length at `index`, moving past it.
    private static func readLength(_ payload: [UInt8], at index: inout Int, field: SecretFieldTag) throws(HaapiKitError) -> Int {
        var length = 0
        var shift = 0
        while true {
            guard index < payload.count else {
                throw .invalidInput("secret: field \(field.name) is truncated: its length is cut off")
            }
            guard shift <= 14 else {
                throw .invalidInput("secret: field \(field.name) announces a length longer than any secret")
            }
            let byte = payload[index]
            index += 1
            length |= Int(byte & 0x7F) << shift
            shift += 7
            if byte & 0x80 == 0 {
                guard byte != 0 || shift == 7 else {
                    throw .invalidInput("secret: field \(field.name) has a length in more bytes than needed")
                }
                return length
            }
        }
    }
}

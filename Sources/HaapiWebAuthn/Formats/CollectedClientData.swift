import HaapiModel

/// The client data of a ceremony (WebAuthn Level 3 §5.8.1): what the client says it
/// was asked to do, by whom, and with which challenge. The authenticator signs its
/// SHA-256, so a relying party reads the exact `clientDataJSON` bytes it was sent.
///
/// ```swift
/// let clientData = try CollectedClientData(json: clientDataJSONBytes)
/// clientData.type == CollectedClientData.Ceremony.get.rawValue
/// ```
public struct CollectedClientData: Sendable, Hashable {
    /// The two values of `type`.
    public enum Ceremony: String, Sendable, Hashable {
        /// A registration (`navigator.credentials.create`).
        case create = "webauthn.create"
        /// An authentication (`navigator.credentials.get`).
        case get = "webauthn.get"
    }

    /// `webauthn.create` or `webauthn.get` (kept as sent, so a wrong value can be reported).
    public var type: String
    /// The challenge, base64url, as the client encoded it.
    public var challenge: String
    /// The origin of the page or app, e.g. `https://login.example.com`.
    public var origin: String
    /// Whether the ceremony ran in a frame of another origin.
    public var crossOrigin: Bool?
    /// The top-level origin when ``crossOrigin`` is true.
    public var topOrigin: String?

    /// Creates client data.
    public init(type: Ceremony, challenge: String, origin: String, crossOrigin: Bool? = false, topOrigin: String? = nil) {
        self.type = type.rawValue
        self.challenge = challenge
        self.origin = origin
        self.crossOrigin = crossOrigin
        self.topOrigin = topOrigin
    }

    /// Reads `clientDataJSON`: a JSON object with string `type`, `challenge` and
    /// `origin`, and optionally a boolean `crossOrigin` and a string `topOrigin`; other
    /// members are ignored, as the specification asks.
    ///
    /// - Throws: ``CollectedClientDataError`` saying what is not as required.
    public init(json bytes: some Collection<UInt8>) throws(CollectedClientDataError) {
        let value: JSONValue
        do throws(HaapiDecodingError) {
            value = try JSONValue.parse(bytes, limits: JSONParsingLimits(maximumDocumentSize: 64 * 1024, maximumDepth: 16))
        } catch {
            throw .notJSON(error.description)
        }
        guard case .object(let members) = value else { throw .notAnObject(found: value.typeDescription) }
        func string(_ name: String) throws(CollectedClientDataError) -> String {
            guard let member = members[name] else { throw .missingMember(name) }
            guard case .string(let text) = member else {
                throw .wrongMemberType(member: name, expected: "a string", found: member.typeDescription)
            }
            return text
        }
        type = try string("type")
        challenge = try string("challenge")
        origin = try string("origin")
        switch members["crossOrigin"] {
        case nil, .null: crossOrigin = nil
        case .bool(let value): crossOrigin = value
        case let other?: throw .wrongMemberType(member: "crossOrigin", expected: "a boolean", found: other.typeDescription)
        }
        switch members["topOrigin"] {
        case nil, .null: topOrigin = nil
        case .string(let text): topOrigin = text
        case let other?: throw .wrongMemberType(member: "topOrigin", expected: "a string", found: other.typeDescription)
        }
    }

    /// `clientDataJSON` as a client writes it (§5.8.1.1): `type`, `challenge`, `origin`
    /// and `crossOrigin` in that order (`crossOrigin` false when unset), then `topOrigin`
    /// when present, with the specification's string escaping.
    public var jsonBytes: [UInt8] {
        var output = Array(#"{"type":"#.utf8)
        Self.appendString(type, to: &output)
        output.append(contentsOf: #","challenge":"#.utf8)
        Self.appendString(challenge, to: &output)
        output.append(contentsOf: #","origin":"#.utf8)
        Self.appendString(origin, to: &output)
        output.append(contentsOf: #","crossOrigin":"#.utf8)
        output.append(contentsOf: (crossOrigin == true ? "true" : "false").utf8)
        if let topOrigin {
            output.append(contentsOf: #","topOrigin":"#.utf8)
            Self.appendString(topOrigin, to: &output)
        }
        output.append(UInt8(ascii: "}"))
        return output
    }

    /// CCDToString: `"` and `\` escaped with a backslash, other code points below U+0020
    /// as `\u` and four lower-case hex digits, everything else as UTF-8.
    private static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: output.append(contentsOf: #"\""#.utf8)
            case 0x5C: output.append(contentsOf: #"\\"#.utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hex[Int(scalar.value >> 4)])
                output.append(hex[Int(scalar.value & 0xF)])
            default: output.append(contentsOf: String(scalar).utf8)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

/// Why `clientDataJSON` is not valid client data.
public enum CollectedClientDataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not JSON (the reason says where).
    case notJSON(String)
    /// The JSON is not an object.
    case notAnObject(found: String)
    /// `type`, `challenge` or `origin` is missing.
    case missingMember(String)
    /// A member has the wrong JSON type.
    case wrongMemberType(member: String, expected: String, found: String)

    public var description: String {
        switch self {
        case .notJSON(let reason): "not JSON: \(reason)"
        case .notAnObject(let found): "the JSON is \(found), not an object"
        case .missingMember(let name): "\(name) is missing"
        case .wrongMemberType(let member, let expected, let found): "\(member) is \(found), not \(expected)"
        }
    }
}

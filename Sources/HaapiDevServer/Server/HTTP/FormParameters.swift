import HaapiModel

/// Parameters from a query string, an `application/x-www-form-urlencoded` body or a
/// JSON object body, in order, with repeated names kept (OAuth rejects repeated parameters).
struct FormParameters: Sendable {
    private(set) var pairs: [(name: String, value: String)] = []
    /// The members of a JSON body that are objects or arrays (a WebAuthn credential), by
    /// name; they are not in ``pairs``.
    private(set) var structured: [String: JSONValue] = [:]

    init(pairs: [(name: String, value: String)] = []) {
        self.pairs = pairs
    }

    /// Parses `a=1&b=two+words&c=%20`; a malformed escape is kept as written.
    init(encoded: String) {
        for part in encoded.split(separator: "&", omittingEmptySubsequences: true) {
            let kv = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decode(kv[0])
            let value = kv.count > 1 ? Self.decode(kv[1]) : ""
            pairs.append((name, value))
        }
    }

    private static func decode(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    /// The first value of `name`.
    subscript(_ name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }

    /// The value of `name`, `nil` when absent or empty, after trimming nothing.
    func nonEmpty(_ name: String) -> String? {
        guard let value = self[name], !value.isEmpty else { return nil }
        return value
    }

    /// The names given more than once.
    var repeatedNames: [String] {
        var seen: Set<String> = []
        var repeated: [String] = []
        for (name, _) in pairs where !seen.insert(name).inserted && !repeated.contains(name) {
            repeated.append(name)
        }
        return repeated
    }

    /// Encodes the parameters (RFC 3986 unreserved characters kept as they are).
    var encoded: String {
        pairs.map { "\(Self.encode($0.name))=\(Self.encode($0.value))" }.joined(separator: "&")
    }

    static func encode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    mutating func append(_ name: String, _ value: String) {
        pairs.append((name, value))
    }

    /// The parameters of a JSON object body (a HAAPI form whose `type` is
    /// `application/json`): strings, numbers and booleans become pairs (numbers and
    /// booleans as their JSON text), objects and arrays are kept as JSON in
    /// ``structured``, and `null` members are left out. `nil` when `json` is not an object.
    init?(json: JSONValue) {
        guard let members = json.objectValue else { return nil }
        for (name, value) in members.sorted(by: { $0.key < $1.key }) {
            switch value {
            case .null: continue
            case .string(let text): pairs.append((name, text))
            case .bool(let flag): pairs.append((name, flag ? "true" : "false"))
            case .number(let number): pairs.append((name, number.literal))
            case .array, .object: structured[name] = value
            }
        }
    }

    /// The object or array posted as `name` in a JSON body.
    func json(_ name: String) -> JSONValue? {
        structured[name]
    }
}

import Foundation

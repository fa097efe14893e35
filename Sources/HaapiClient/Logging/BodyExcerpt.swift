import Foundation
import HaapiModel

/// Short, single-line excerpts of server bodies for error messages, with secrets removed.
enum BodyExcerpt {
    /// JSON members whose values are never shown.
    static let secretMembers: Set<String> = [
        "access_token", "refresh_token", "id_token", "code", "client_secret", "client_assertion",
        "password", "code_verifier", "token", "assertion", "dpop", "session_id", "sessionid", "cat", "attestation",
    ]

    /// An excerpt of `body`: JSON is re-serialised with secret members replaced; every
    /// string in `knownSecrets` is cut out; the result is one line of at most `limit` characters.
    static func make(_ body: Data, knownSecrets: [String] = [], limit: Int = 160) -> String {
        guard !body.isEmpty else { return "" }
        var text: String
        if let json = try? JSONValue.parse(body) {
            text = redact(json).jsonString()
        } else {
            text = String(decoding: body.prefix(4096), as: UTF8.self)
        }
        for secret in knownSecrets where secret.count >= 4 {
            text = text.replacingOccurrences(of: secret, with: "[redacted]")
        }
        let flat = String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
        return flat.count > limit ? String(flat.prefix(limit)) + "…" : flat
    }

    private static func redact(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members):
            var result: [String: JSONValue] = [:]
            for (name, member) in members {
                result[name] = secretMembers.contains(name.lowercased()) ? .string("[redacted]") : redact(member)
            }
            return .object(result)
        case .array(let items):
            return .array(items.map(redact))
        default:
            return value
        }
    }
}

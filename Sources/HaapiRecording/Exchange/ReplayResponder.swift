import Crypto
import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel

/// The serving half of ``ReplayTransport``: answers with the recorded responses, with
/// this run's `state` and `nonce` in place of the recorded ones, the replay's own key in
/// the JWKS, and ID tokens signed again by it.
struct ReplayResponder: Sendable {
    private let signer = JWTSigner(privateKey: P256.Signing.PrivateKey(), keyID: "haapi-replay")
    /// Placeholders the replayed server handed out: the app must send them back as they are.
    private(set) var served: Set<String> = []

    /// The recorded answer with this run's values in place of the recorded ones, and a
    /// new ID token issued `now`; remembers the placeholders it hands out.
    mutating func response(for recorded: RecordedResponse, substitutions: [String: String], now: Date) throws -> TransportResponse {
        let substituted = { (text: String) in Self.substituted(text, substitutions) }
        var headers = TransportHeaders()
        for (name, value) in recorded.headers.sorted(by: { $0.key < $1.key }) {
            headers.add(name: name, value: substituted(value))
            if value.hasPrefix(ExchangeRedactor.placeholderPrefix) { served.insert(value) }
        }
        guard var json = recorded.json else {
            return TransportResponse(status: recorded.status, headers: headers, body: Data((recorded.text ?? "").utf8))
        }
        json = json.mapStrings(substituted)
        Self.collectPlaceholders(in: json, into: &served)
        if case .object(var members) = json {
            if members["keys"] != nil, members["keys"]?.arrayValue != nil {
                members["keys"] = .array([JSONValue(claim: .object(signer.publicJWK.members))])
            }
            if let claims = recorded.idTokenClaims {
                members["id_token"] = .string(try idToken(claims.mapStrings(substituted), now: now))
            }
            json = .object(members)
        }
        return TransportResponse(status: recorded.status, headers: headers, body: Data(json.jsonString().utf8))
    }

    private static func substituted(_ text: String, _ substitutions: [String: String]) -> String {
        var result = text
        for (recorded, current) in substitutions where result.contains(recorded) {
            result = result.replacingOccurrences(of: recorded, with: current)
        }
        return result
    }

    /// The recorded claims signed by the replay's key, issued now for as long as the original.
    private func idToken(_ claims: JSONValue, now date: Date) throws -> String {
        guard case .object(var members) = claims.claim else { throw RecordedFolderError(path: "idTokenClaims", reason: "not an object") }
        let now = Int64(date.timeIntervalSince1970)
        let issued = members["iat"]?.numberValue.map { Int64($0) } ?? now
        let expires = members["exp"]?.numberValue.map { Int64($0) } ?? issued + 300
        members["iat"] = .int(now)
        members["exp"] = .int(now + max(expires - issued, 60))
        if members["auth_time"] != nil { members["auth_time"] = .int(now) }
        return try signer.sign(members)
    }

    private static func collectPlaceholders(in value: JSONValue, into found: inout Set<String>) {
        switch value {
        case .string(let text) where text.hasPrefix(ExchangeRedactor.placeholderPrefix): found.insert(text)
        case .array(let items): for item in items { collectPlaceholders(in: item, into: &found) }
        case .object(let members): for member in members.values { collectPlaceholders(in: member, into: &found) }
        default: break
        }
    }
}

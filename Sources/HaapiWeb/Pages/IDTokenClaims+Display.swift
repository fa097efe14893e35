import HaapiClient
import HaapiModel

extension IDTokenClaims {
    /// Claims not worth showing a person: hashes and the request's nonce.
    static let undisplayed: Set<String> = ["nonce", "at_hash", "c_hash", "s_hash"]

    /// The claims as `[name, value]` pairs in name order: strings as they are, other
    /// values as JSON, times as they were sent (seconds since 1970).
    var displayed: [[String]] {
        members.keys.sorted().filter { !Self.undisplayed.contains($0) }.compactMap { name in
            guard let value = members[name] else { return nil }
            return [name, value.stringValue ?? value.jsonString()]
        }
    }
}

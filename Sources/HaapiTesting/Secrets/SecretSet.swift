import Foundation

/// The secrets of a run — a password, one-time codes, tokens, keys — each with every way
/// it could be written out, searched for in what an ``EmissionSink`` kept.
///
/// Give secrets distinctive values (a password like `pw-LEAKCANARY-7q3x`), so that the
/// search neither misses them nor finds them by chance. A text secret is also looked for
/// percent-encoded, JSON-escaped and in base64; key bytes in base64url (a JWK's `d`),
/// base64, hex and as Swift prints a byte array; a secret of 32 characters or more also by
/// its first and last twelve characters (a token shortened "for the log"), a JWT by those
/// of its signature. (So shorter secrets may share a prefix, like `pw-LEAKCANARY-`.)
/// A numeric code is found only where no digit touches it, so `123456` is not found
/// inside `91234567`.
///
/// ```swift
/// var secrets = SecretSet()
/// secrets.add("password", "pw-LEAKCANARY-7q3x")
/// secrets.add("access token", tokens.accessToken)
/// secrets.add("DPoP private key", bytes: Array(key.rawRepresentation))
/// #expect(secrets.leaks(in: sink) == [])
/// ```
public struct SecretSet: Sendable {
    private var secrets: [Secret] = []

    /// Creates an empty set.
    public init() {}

    /// The names of the secrets, in the order they were added.
    public var names: [String] { secrets.map(\.name) }

    /// Adds a text secret (unless it is in the set already).
    ///
    /// - Parameters:
    ///   - name: What it is (`password`, `refresh token`), to say which one leaked.
    ///   - value: The secret; at least 6 characters.
    ///   - numeric: Only found with no digit before or after it (one-time codes).
    public mutating func add(_ name: String, _ value: String, numeric: Bool = false) {
        precondition(value.count >= 6, "a secret of fewer than 6 characters cannot be searched for reliably")
        guard !secrets.contains(where: { $0.spellings.first?.text == value }) else { return }
        secrets.append(Secret(name: name, spellings: Self.spellings(of: value, numeric: numeric), numeric: numeric))
    }

    /// Adds a binary secret (key material), unless it is in the set already.
    ///
    /// - Parameters:
    ///   - name: What it is (`DPoP private key`).
    ///   - bytes: The secret bytes; at least 16.
    public mutating func add(_ name: String, bytes: [UInt8]) {
        precondition(bytes.count >= 16, "key material of fewer than 16 bytes cannot be searched for reliably")
        let data = Data(bytes)
        let base64 = data.base64EncodedString()
        let hex = bytes.map { String(format: "%02x", $0) }.joined()
        var spellings = [
            Spelling("base64url", Self.base64url(base64)), Spelling("base64", base64), Spelling("hex", hex),
            Spelling("HEX", hex.uppercased()), Spelling("byte array", bytes.map(String.init).joined(separator: ", ")),
        ]
        spellings += Self.fragments(of: Self.base64url(base64), "base64url")
        guard !secrets.contains(where: { $0.spellings.first?.text == spellings[0].text }) else { return }
        secrets.append(Secret(name: name, spellings: spellings, numeric: false))
    }

    /// This set without the secrets named `names`: for a channel where one may appear by
    /// design (a dev server's simulated e-mail shows the code it "sent").
    public func removing(_ names: String...) -> SecretSet {
        var copy = self
        copy.secrets.removeAll { names.contains($0.name) }
        return copy
    }

    /// Every place a secret of this set appears in `sink`'s emissions, in any spelling;
    /// none means nothing leaked.
    public func leaks(in sink: EmissionSink) -> [SecretLeak] {
        leaks(in: sink.emissions)
    }

    /// Every place a secret of this set appears in `emissions`.
    public func leaks(in emissions: [EmissionSink.Emission]) -> [SecretLeak] {
        var found: [SecretLeak] = []
        for emission in emissions {
            for secret in secrets {
                for spelling in secret.spellings {
                    guard let range = Self.find(spelling.text, in: emission.text, numeric: secret.numeric) else { continue }
                    found.append(
                        SecretLeak(
                            secret: secret.name, spelling: spelling.name, place: emission.place,
                            excerpt: Self.excerpt(around: range, in: emission.text, naming: secret.name)))
                    break
                }
            }
        }
        return found
    }

    // MARK: Spellings

    struct Secret: Sendable {
        var name: String
        var spellings: [Spelling]
        var numeric: Bool
    }

    struct Spelling: Sendable {
        var name: String
        var text: String
        init(_ name: String, _ text: String) {
            self.name = name
            self.text = text
        }
    }

    static func spellings(of value: String, numeric: Bool) -> [Spelling] {
        var spellings = [Spelling("as is", value)]
        if numeric { return spellings }
        var unreserved = CharacterSet.alphanumerics
        unreserved.insert(charactersIn: "-._~")
        let encoded = value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
        let base64 = Data(value.utf8).base64EncodedString()
        let json = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "/", with: "\\/")
        spellings += [
            Spelling("percent-encoded", encoded), Spelling("JSON-escaped", json), Spelling("base64", base64.replacingOccurrences(of: "=", with: "")),
            Spelling("base64url", base64url(base64)),
        ]
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 3, let signature = parts.last, signature.count >= 32 {
            spellings += fragments(of: String(signature), "JWT signature")
        } else {
            spellings += fragments(of: value, "as is")
        }
        return spellings.filter { !$0.text.isEmpty }
    }

    /// The first and last twelve characters of a secret long enough (32 characters) that they identify it.
    static func fragments(of value: String, _ name: String) -> [Spelling] {
        guard value.count >= 32 else { return [] }
        return [Spelling("\(name), first 12 characters", String(value.prefix(12))), Spelling("\(name), last 12 characters", String(value.suffix(12)))]
    }

    static func base64url(_ base64: String) -> String {
        base64.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    // MARK: Search

    static func find(_ needle: String, in text: String, numeric: Bool) -> Range<String.Index>? {
        var start = text.startIndex
        while let range = text.range(of: needle, range: start..<text.endIndex) {
            guard numeric else { return range }
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if before?.isNumber != true && after?.isNumber != true { return range }
            start = text.index(after: range.lowerBound)
        }
        return nil
    }

    /// Up to 60 characters either side, the secret itself replaced by `‹name›`.
    static func excerpt(around range: Range<String.Index>, in text: String, naming name: String) -> String {
        let from = text.index(range.lowerBound, offsetBy: -60, limitedBy: text.startIndex) ?? text.startIndex
        let to = text.index(range.upperBound, offsetBy: 60, limitedBy: text.endIndex) ?? text.endIndex
        return String(text[from..<range.lowerBound]) + "‹\(name)›" + String(text[range.upperBound..<to])
    }
}

/// A secret found where it must not be.
public struct SecretLeak: Sendable, Hashable, CustomStringConvertible {
    /// Which secret (its name in the ``SecretSet``).
    public var secret: String
    /// How it was written (`as is`, `base64url`, `percent-encoded`, ...).
    public var spelling: String
    /// Where: the emission's place (`log flow line 12`, `page GET /login`, `file step-03.json`).
    public var place: String
    /// The text around it, the secret replaced by `‹name›`.
    public var excerpt: String

    /// `<secret> (<spelling>) at <place>: …<excerpt>…`
    public var description: String { "\(secret) (\(spelling)) at \(place): …\(excerpt)…" }
}

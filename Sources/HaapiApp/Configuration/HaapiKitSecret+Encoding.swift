import Crypto
import Foundation
import HaapiJOSE

/// The compact form of a ``HaapiKitSecret``: `hk1.` + base64url(payload || checksum).
extension HaapiKitSecret {
    /// The prefix of this version's compact form.
    static let prefix = "hk1."
    /// The checksum's length in bytes.
    static let checksumLength = 8

    /// The compact form (see ``HaapiKitSecret`` for the format); it decodes to an equal secret.
    public var encoded: String {
        var writer = SecretPayloadWriter()
        writer.append(.issuer, issuer.absoluteString)
        writer.append(.clientID, clientID)
        if let clientSecret { writer.append(.clientSecret, clientSecret) }
        writer.append(.redirectURI, redirectURI.absoluteString)
        if !scopes.isEmpty { writer.append(.scopes, scopes.joined(separator: " ")) }
        if let urlScheme { writer.append(.urlScheme, urlScheme) }
        if let linkHost { writer.append(.linkHost, linkHost) }
        if let pushDevicesEndpoint { writer.append(.pushDevicesEndpoint, pushDevicesEndpoint.absoluteString) }
        if !featureFlags.isEmpty { writer.append(.featureFlags, Self.bigEndianBytes(featureFlags.rawValue)) }
        return Self.prefix + Base64URL.encode(writer.bytes + Self.checksum(of: writer.bytes))
    }

    /// Decodes a compact form and checks every field as the initialiser from parts does;
    /// only a secret that ``encoded`` would write is accepted.
    ///
    /// - Parameter encoded: The secret as the app was given it (`hk1.…`).
    /// - Throws: ``HaapiKitError/invalidInput(_:)`` with a reason that starts with `secret:` and
    ///   says what is wrong: empty, too long, a missing or newer prefix, a character outside
    ///   base64url, a checksum that does not match (incomplete or modified), a field that is
    ///   truncated, unknown, repeated, out of order, missing or invalid.
    public init(encoded: String) throws(HaapiKitError) {
        let fields = try SecretPayloadReader.fields(of: Self.payload(of: encoded))
        func text(_ tag: SecretFieldTag) throws(HaapiKitError) -> String? {
            guard let bytes = fields[tag] else { return nil }
            guard let text = String(validating: bytes, as: UTF8.self) else { throw Self.invalid(tag.name, "is not valid UTF-8") }
            return text
        }
        func required(_ tag: SecretFieldTag) throws(HaapiKitError) -> String {
            guard let value = try text(tag) else { throw .invalidInput("secret: \(tag.name) is missing") }
            return value
        }
        func url(_ tag: SecretFieldTag, _ text: String) throws(HaapiKitError) -> URL {
            guard let url = URL(string: text), url.absoluteString == text else { throw Self.invalid(tag.name, "is not a valid URL") }
            return url
        }
        var pushDevicesEndpoint: URL?
        if let endpoint = try text(.pushDevicesEndpoint) {
            pushDevicesEndpoint = try url(.pushDevicesEndpoint, endpoint)
        }
        try self.init(
            issuer: url(.issuer, required(.issuer)),
            clientID: required(.clientID),
            clientSecret: text(.clientSecret),
            redirectURI: url(.redirectURI, required(.redirectURI)),
            scopes: text(.scopes).map { $0.split(separator: " ", omittingEmptySubsequences: false).map(String.init) } ?? [],
            urlScheme: text(.urlScheme),
            linkHost: text(.linkHost),
            pushDevicesEndpoint: pushDevicesEndpoint,
            featureFlags: Self.featureFlags(fields[.featureFlags])
        )
        guard self.encoded == encoded else {
            throw .invalidInput("secret: not in the canonical form (an empty field that should be left out?)")
        }
    }

    /// The payload of a compact form, once its prefix, alphabet, length and checksum are right.
    private static func payload(of encoded: String) throws(HaapiKitError) -> [UInt8] {
        guard !encoded.isEmpty else { throw .invalidInput("secret: is empty") }
        let length = encoded.unicodeScalars.count
        guard length <= maximumEncodedLength else {
            throw .invalidInput("secret: is \(length) characters long, more than \(maximumEncodedLength)")
        }
        guard encoded.hasPrefix(prefix) else {
            if let version = version(of: encoded), version > 1 {
                throw .invalidInput("secret: made for a newer HaapiKit (format hk\(version)); update HaapiKit")
            }
            throw .invalidInput("secret: does not start with \"\(prefix)\": the prefix is missing or wrong")
        }
        let body = encoded.utf8.dropFirst(prefix.utf8.count)
        if let offset = body.firstIndex(where: { !TextRules.isBase64URLByte($0) }) {
            let position = encoded.utf8.distance(from: encoded.utf8.startIndex, to: offset) + 1
            throw .invalidInput("secret: character \(position) is not base64url (A-Z a-z 0-9 - _)")
        }
        let bytes: [UInt8]
        do throws(Base64URLError) {
            bytes = Array(try Base64URL.decode(String(decoding: body, as: UTF8.self)))
        } catch .nonZeroTrailingBits {
            throw .invalidInput("secret: the last character is not canonical base64url (its unused bits are not zero)")
        } catch {
            throw .invalidInput("secret: \(body.count) characters after \"\(prefix)\" cannot be base64url: characters are missing or added")
        }
        guard bytes.count >= checksumLength else {
            throw .invalidInput("secret: too short to hold a checksum")
        }
        let payload = Array(bytes.dropLast(checksumLength))
        guard checksum(of: payload) == Array(bytes.suffix(checksumLength)) else {
            throw .invalidInput("secret: the checksum does not match: the secret is incomplete or modified")
        }
        return payload
    }

    /// The first 8 bytes of SHA-256 over `hk1.` and the payload.
    private static func checksum(of payload: [UInt8]) -> [UInt8] {
        var hash = SHA256()
        hash.update(data: Array(prefix.utf8))
        hash.update(data: payload)
        return Array(hash.finalize().prefix(checksumLength))
    }

    /// The version number of a prefix `hk<digits>.`, if the text starts with one.
    private static func version(of text: String) -> Int? {
        guard text.hasPrefix("hk"), let dot = text.firstIndex(of: ".") else { return nil }
        let digits = text[text.index(text.startIndex, offsetBy: 2)..<dot]
        guard (1...9).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }

    private static func featureFlags(_ bytes: ArraySlice<UInt8>?) throws(HaapiKitError) -> HaapiKitFeatureFlags {
        guard let bytes else { return [] }
        guard bytes.count == 4 else { throw invalid("featureFlags", "must be 4 bytes, not \(bytes.count)") }
        return HaapiKitFeatureFlags(rawValue: bytes.reduce(0) { $0 << 8 | UInt32($1) })
    }

    private static func bigEndianBytes(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
}

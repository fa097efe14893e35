import Crypto
import Foundation

/// What a store records in the clear: how to derive its key, and the value that tells
/// whether a passcode is right. Authenticated as AES-GCM additional data.
struct SecureStoreHeader: Sendable, Hashable, Codable {
    /// How the passcode becomes the key.
    var derivation: KeyDerivation
    /// The random salt of the derivation.
    var salt: Data
    /// ``SecureStoreKeys/keyCheckValue`` of the right passcode's key.
    var keyCheck: Data
}

/// Turns a store's values into the bytes kept at rest and back; the file and the
/// Keychain hold the same bytes.
///
/// Layout (integers big-endian):
///
/// | bytes | field |
/// | --- | --- |
/// | 8 | magic `HAAPISEC` |
/// | 2 | format version (1) |
/// | 4 | header length *h* |
/// | *h* | header: JSON ``SecureStoreHeader`` |
/// | 12 | AES-GCM nonce |
/// | 4 | ciphertext length *c* |
/// | *c* | ciphertext of the values (a JSON object of base64 strings) |
/// | 16 | AES-GCM tag |
/// | 32 | SHA-256 of all the bytes before it |
///
/// The bytes from the magic to the end of the header are the additional data of the
/// AES-GCM seal, so changing the derivation or salt cannot go unnoticed. The closing
/// digest catches accidental damage before any key is derived; it is no defence against
/// an attacker, who can recompute it — the key check and AES-GCM are.
enum SecureStoreCodec {
    static let magic = Array("HAAPISEC".utf8)
    static let formatVersion = 1
    static let saltByteCount = 32
    static let acceptedSaltByteCounts = 16...64
    static let maximumHeaderByteCount = 4096
    static let nonceByteCount = 12
    static let tagByteCount = 16
    static let digestByteCount = 32

    /// A store read back, not yet decrypted.
    struct Envelope: Sendable {
        var header: SecureStoreHeader
        /// The magic, version, header length and header as read: the additional data.
        var authenticatedPrefix: Data
        var nonce: Data
        var ciphertext: Data
        var tag: Data
    }

    /// Encrypts `values` under `keys` with a fresh random nonce.
    static func encode(_ values: [String: Data], header: SecureStoreHeader, keys: SecureStoreKeys) throws(SecureStoreError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let headerBytes: Data
        let plaintext: Data
        do {
            headerBytes = try encoder.encode(header)
            plaintext = try encoder.encode(values)
        } catch {
            throw .corrupted(reason: "the store could not be encoded")
        }
        var bytes = Data(magic)
        bytes.append(bigEndian: UInt16(formatVersion))
        bytes.append(bigEndian: UInt32(headerBytes.count))
        bytes.append(headerBytes)
        let sealed: AES.GCM.SealedBox
        do {
            sealed = try AES.GCM.seal(plaintext, using: keys.encryption, nonce: AES.GCM.Nonce(), authenticating: bytes)
        } catch {
            throw .corrupted(reason: "the values could not be encrypted")
        }
        bytes.append(contentsOf: sealed.nonce)
        bytes.append(bigEndian: UInt32(sealed.ciphertext.count))
        bytes.append(sealed.ciphertext)
        bytes.append(sealed.tag)
        bytes.append(contentsOf: SHA256.hash(data: bytes))
        return bytes
    }

    /// Reads the layout, checks the digest and the header; decrypts nothing.
    ///
    /// - Throws: ``SecureStoreError/unsupportedVersion(_:)`` for another format version,
    ///   ``SecureStoreError/corrupted(reason:)`` for anything else that is wrong.
    static func decode(_ data: Data) throws(SecureStoreError) -> Envelope {
        var reader = ByteReader(Array(data))
        let start = try reader.take(magic.count, "the magic")
        guard Array(start) == magic else { throw .corrupted(reason: "this is not a secure store (it does not start with HAAPISEC)") }
        let version = Int(try reader.uint16("the format version"))
        guard version == formatVersion else { throw .unsupportedVersion(version) }
        let headerLength = Int(try reader.uint32("the header length"))
        guard headerLength <= maximumHeaderByteCount else {
            throw .corrupted(reason: "the header length \(headerLength) is over \(maximumHeaderByteCount) bytes")
        }
        let headerBytes = try reader.take(headerLength, "the header")
        let prefixEnd = reader.offset
        let nonce = try reader.take(nonceByteCount, "the nonce")
        let ciphertextLength = Int(try reader.uint32("the ciphertext length"))
        let ciphertext = try reader.take(ciphertextLength, "the ciphertext")
        let tag = try reader.take(tagByteCount, "the authentication tag")
        let digestStart = reader.offset
        let digest = try reader.take(digestByteCount, "the closing digest")
        guard reader.remaining == 0 else {
            throw .corrupted(reason: "\(reader.remaining) unexpected bytes follow the end of the store at byte \(reader.offset)")
        }
        guard Array(SHA256.hash(data: reader.bytes[..<digestStart])) == Array(digest) else {
            throw .corrupted(reason: "the closing digest does not match: bytes were changed")
        }
        let header = try decodeHeader(Data(headerBytes))
        return Envelope(
            header: header, authenticatedPrefix: Data(reader.bytes[..<prefixEnd]), nonce: Data(nonce), ciphertext: Data(ciphertext), tag: Data(tag))
    }

    /// Decrypts the values of an envelope whose key check `keys` passed.
    ///
    /// - Throws: ``SecureStoreError/corrupted(reason:)`` when authentication fails (the
    ///   ciphertext, tag or header was changed) or the values cannot be read.
    static func decrypt(_ envelope: Envelope, keys: SecureStoreKeys) throws(SecureStoreError) -> [String: Data] {
        let plaintext: Data
        do {
            let box = try AES.GCM.SealedBox(nonce: AES.GCM.Nonce(data: envelope.nonce), ciphertext: envelope.ciphertext, tag: envelope.tag)
            plaintext = try AES.GCM.open(box, using: keys.encryption, authenticating: envelope.authenticatedPrefix)
        } catch {
            throw .corrupted(reason: "authentication failed: the contents or header were changed")
        }
        do {
            return try JSONDecoder().decode([String: Data].self, from: plaintext)
        } catch {
            throw .corrupted(reason: "the decrypted values are not a key-value object")
        }
    }

    private static func decodeHeader(_ bytes: Data) throws(SecureStoreError) -> SecureStoreHeader {
        let header: SecureStoreHeader
        do {
            header = try JSONDecoder().decode(SecureStoreHeader.self, from: bytes)
        } catch let DecodingError.dataCorrupted(context) {
            throw .corrupted(reason: "the header cannot be read: \(context.debugDescription)")
        } catch {
            throw .corrupted(reason: "the header cannot be read")
        }
        if let problem = header.derivation.problem { throw .corrupted(reason: "the header's key derivation is out of range: \(problem)") }
        guard acceptedSaltByteCounts.contains(header.salt.count) else {
            throw .corrupted(reason: "the header's salt has \(header.salt.count) bytes, not \(acceptedSaltByteCounts)")
        }
        guard header.keyCheck.count == SHA256.byteCount else {
            throw .corrupted(reason: "the header's key check has \(header.keyCheck.count) bytes, not \(SHA256.byteCount)")
        }
        return header
    }
}

/// Reads the fields of a store in order, saying where it ends too early.
private struct ByteReader {
    let bytes: [UInt8]
    private(set) var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var remaining: Int { bytes.count - offset }

    mutating func take(_ count: Int, _ field: String) throws(SecureStoreError) -> ArraySlice<UInt8> {
        guard count <= remaining else {
            throw .corrupted(reason: "the store is cut short at byte \(bytes.count), inside \(field)")
        }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func uint16(_ field: String) throws(SecureStoreError) -> UInt16 {
        try take(2, field).reduce(0) { $0 << 8 | UInt16($1) }
    }

    mutating func uint32(_ field: String) throws(SecureStoreError) -> UInt32 {
        try take(4, field).reduce(0) { $0 << 8 | UInt32($1) }
    }
}

extension Data {
    fileprivate mutating func append(bigEndian value: some FixedWidthInteger) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}

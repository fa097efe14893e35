public import Crypto
public import Foundation

/// How a store turns records into bytes and back: JSON sealed with AES-GCM under the
/// deployment's key, with the format and the key's id in front, so that a record from
/// a newer version, or sealed with a key this host lacks, is named as such.
///
/// Give every host of a deployment the same ``key``. To rotate it, start the hosts with
/// the new key and the old one in ``previousKeys``: records sealed with the old key are
/// still read, and every save seals with the new one. A store checks at start that it
/// holds no record sealed with a key outside this ring (``check(storedKeyIDs:store:)``).
///
/// Body: one byte of format (1), the 8-byte key id (zeros when not sealed), then the
/// AES-GCM box (nonce, ciphertext, tag) whose authenticated data is the format, the key
/// id and the record's key, so a row moved under another key does not open.
public struct WebSessionSealer: Sendable {
    /// The body format this version writes and reads.
    public static let format: UInt8 = 1
    /// The key id of an unsealed record.
    public static let unsealedKeyID = String(repeating: "0", count: 16)

    /// The key records are sealed with; `nil` stores them as plain JSON (then protect
    /// the store as you would a credential store).
    public let key: SymmetricKey?
    /// Keys whose records are still read (a rotation's old keys).
    public let previousKeys: [SymmetricKey]

    /// Creates a sealer.
    public init(key: SymmetricKey?, previousKeys: [SymmetricKey] = []) {
        self.key = key
        self.previousKeys = previousKeys
    }

    /// The id of the key records are sealed with: 16 hex digits derived from the key
    /// (it reveals nothing of it), or ``unsealedKeyID``.
    public var keyID: String { key.map(Self.id(of:)) ?? Self.unsealedKeyID }

    /// The ids of every key whose records this sealer reads.
    public var readableKeyIDs: Set<String> { Set([keyID] + previousKeys.map(Self.id(of:))) }

    /// The id of `key`: the first 8 bytes of an HMAC of a fixed label under it, hex.
    public static func id(of key: SymmetricKey) -> String {
        let mac = HMAC<SHA256>.authenticationCode(for: Data("HaapiWeb session sealing key id".utf8), using: key)
        return Data(mac).prefix(8).map { String(format: "%02x", $0) }.joined()
    }

    /// Refuses a store holding records this sealer cannot read, with the reason.
    ///
    /// - Throws: ``WebSessionStoreError`` of kind `configuration`.
    public func check(storedKeyIDs: Set<String>, store: String) throws(WebSessionStoreError) {
        let unknown = storedKeyIDs.subtracting(readableKeyIDs).sorted()
        guard let first = unknown.first else { return }
        let stored = first == Self.unsealedKeyID ? "unsealed records" : "records sealed with key \(first)"
        let ours = key == nil ? "no sealing key" : "key \(keyID)"
        throw WebSessionStoreError(
            .configuration, store: store,
            reason: "it holds \(stored), which this host (\(ours)) cannot read: start every host with the same key "
                + "(HAAPI_WEB_STORE_KEY), or give the old one as the previous key while rotating")
    }

    /// The bytes to store for `record`.
    public func seal(_ record: WebSessionRecord, store: String) throws(WebSessionStoreError) -> Data {
        let json: Data
        do {
            json = try JSONEncoder().encode(record)
        } catch {
            throw WebSessionStoreError(.failed, store: store, reason: "a session cannot be encoded (\(error))")
        }
        let header = Self.header(keyID: keyID)
        guard let key else { return header + json }
        do {
            guard let box = try AES.GCM.seal(json, using: key, authenticating: header + Data(record.key.utf8)).combined else {
                throw WebSessionStoreError(.failed, store: store, reason: "sealing produced no output")
            }
            return header + box
        } catch let error as WebSessionStoreError {
            throw error
        } catch {
            throw WebSessionStoreError(.failed, store: store, reason: "sealing a session failed (\(error))")
        }
    }

    /// The record in `body`, stored under `key`.
    ///
    /// - Throws: ``WebSessionStoreError`` of kind `unreadableRecord` naming why.
    public func open(_ body: Data, key recordKey: String, store: String) throws(WebSessionStoreError) -> WebSessionRecord {
        func unreadable(_ reason: String) -> WebSessionStoreError { WebSessionStoreError(.unreadableRecord, store: store, reason: reason) }
        guard let format = body.first else { throw unreadable("a session record is empty") }
        guard format <= Self.format else {
            throw unreadable("a session record has format \(format), written by a newer version (this one reads \(Self.format))")
        }
        guard format == Self.format, body.count >= 9 else { throw unreadable("a session record is not in a known format") }
        let header = Data(body.prefix(9))
        let keyID = header.dropFirst().map { String(format: "%02x", $0) }.joined()
        let payload = Data(body.dropFirst(9))
        var json = payload
        if keyID != Self.unsealedKeyID {
            guard let sealingKey = ([key].compactMap { $0 } + previousKeys).first(where: { Self.id(of: $0) == keyID }) else {
                throw unreadable("a session record is sealed with key \(keyID), which this host does not have")
            }
            do {
                json = try AES.GCM.open(AES.GCM.SealedBox(combined: payload), using: sealingKey, authenticating: header + Data(recordKey.utf8))
            } catch {
                throw unreadable("a session record does not open with its key: it was changed or moved")
            }
        } else if key != nil {
            throw unreadable("a session record is not sealed, and this host seals them")
        }
        do {
            return try JSONDecoder().decode(WebSessionRecord.self, from: json)
        } catch {
            throw unreadable("a session record is not a web session (\(error))")
        }
    }

    private static func header(keyID: String) -> Data {
        var header = Data([format])
        var digits = Substring(keyID)
        while digits.count >= 2 {
            header.append(UInt8(digits.prefix(2), radix: 16) ?? 0)
            digits = digits.dropFirst(2)
        }
        return header
    }
}

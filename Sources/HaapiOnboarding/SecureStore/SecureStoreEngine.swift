import Crypto
import Foundation
import Logging

/// The behaviour of a secure store over any ``SecureStoreStorage``: passcodes,
/// keys, sealing, format versions and the open/closed state, as a value that the
/// ``EncryptedSecureStore`` actor holds.
///
/// Logs name the operation and its outcome only — never a passcode, key, value or key
/// name.
struct SecureStoreEngine<Storage: SecureStoreStorage>: Sendable {
    let storage: Storage
    /// The derivation for new stores and changed passcodes.
    let derivation: KeyDerivation
    private var logger: Logger
    /// The keys and values while the store is open; `nil` while it is closed.
    private var unlocked: Unlocked?

    private struct Unlocked: Sendable {
        var header: SecureStoreHeader
        var keys: SecureStoreKeys
        var values: [String: Data]
    }

    init(storage: Storage, derivation: KeyDerivation, logger: Logger) {
        self.storage = storage
        self.derivation = derivation
        self.logger = logger
        self.logger[metadataKey: "secure-store"] = "\(storage.location)"
    }

    /// Whether bytes are stored. Bytes that cannot be read count as a store: they are
    /// never taken for "no store" and overwritten by a new one.
    func exists() -> Bool {
        do throws(SecureStoreError) {
            return try storage.read() != nil
        } catch {
            return true
        }
    }

    var isOpen: Bool { unlocked != nil }

    mutating func create(passcode: String) throws(SecureStoreError) {
        try logged("create") { (engine: inout Self) throws(SecureStoreError) in
            let passcode = try KeyDerivation.normalise(passcode)
            guard !engine.exists() else { throw .alreadyExists }
            let opened = try engine.protect(engine.derivation, passcode: passcode, values: [:])
            engine.unlocked = opened
        }
    }

    mutating func open(passcode: String) throws(SecureStoreError) {
        try logged("open") { (engine: inout Self) throws(SecureStoreError) in
            engine.unlocked = try engine.unlock(passcode: KeyDerivation.normalise(passcode))
        }
    }

    mutating func close() {
        unlocked = nil
        logger.debug("secure store closed")
    }

    func data(forKey key: String) throws(SecureStoreError) -> Data? {
        guard let unlocked else {
            logger.debug("secure store read refused", metadata: ["error": "\(SecureStoreError.notOpen)"])
            throw .notOpen
        }
        logger.trace("secure store value read")
        return unlocked.values[key]
    }

    mutating func setData(_ data: Data?, forKey key: String) throws(SecureStoreError) {
        try logged(data == nil ? "remove a value" : "write a value") { (engine: inout Self) throws(SecureStoreError) in
            guard var changed = engine.unlocked else { throw .notOpen }
            changed.values[key] = data
            try engine.storage.write(SecureStoreCodec.encode(changed.values, header: changed.header, keys: changed.keys))
            engine.unlocked = changed
        }
    }

    mutating func changePasscode(from oldPasscode: String, to newPasscode: String) throws(SecureStoreError) {
        try logged("change the passcode") { (engine: inout Self) throws(SecureStoreError) in
            let old = try KeyDerivation.normalise(oldPasscode)
            let new = try KeyDerivation.normalise(newPasscode)
            let current = try engine.unlock(passcode: old)
            engine.unlocked = try engine.protect(engine.derivation, passcode: new, values: current.values)
        }
    }

    mutating func destroy() throws(SecureStoreError) {
        try logged("destroy") { (engine: inout Self) throws(SecureStoreError) in
            engine.unlocked = nil
            try engine.storage.delete()
        }
    }

    // MARK: Steps

    /// Reads the stored bytes and opens them with `passcode` (already normalised).
    private func unlock(passcode: String) throws(SecureStoreError) -> Unlocked {
        guard let bytes = try storage.read() else { throw .notCreated }
        let envelope = try SecureStoreCodec.decode(bytes)
        logger.trace("deriving the key", metadata: ["derivation": "\(envelope.header.derivation)"])
        let master = try envelope.header.derivation.deriveKey(normalisedPasscode: passcode, salt: envelope.header.salt)
        let keys = SecureStoreKeys(master: master)
        guard keys.matches(keyCheckValue: envelope.header.keyCheck) else { throw .wrongPasscode }
        let values = try SecureStoreCodec.decrypt(envelope, keys: keys)
        return Unlocked(header: envelope.header, keys: keys, values: values)
    }

    /// Encrypts `values` under a key derived from `passcode` with a new random salt and
    /// replaces the stored bytes.
    private func protect(_ derivation: KeyDerivation, passcode: String, values: [String: Data]) throws(SecureStoreError) -> Unlocked {
        if let problem = derivation.problem { throw .invalidDerivation(reason: problem) }
        var generator = SystemRandomNumberGenerator()
        let salt = Data((0..<SecureStoreCodec.saltByteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
        logger.trace("deriving the key", metadata: ["derivation": "\(derivation)"])
        let keys = SecureStoreKeys(master: try derivation.deriveKey(normalisedPasscode: passcode, salt: salt))
        let header = SecureStoreHeader(derivation: derivation, salt: salt, keyCheck: keys.keyCheckValue)
        try storage.write(SecureStoreCodec.encode(values, header: header, keys: keys))
        return Unlocked(header: header, keys: keys, values: values)
    }

    /// Runs `body`, logging the operation's outcome (the error's description carries no secret).
    private mutating func logged(
        _ operation: String, _ body: (inout Self) throws(SecureStoreError) -> Void
    ) throws(SecureStoreError) {
        logger.trace("secure store: \(operation)")
        do throws(SecureStoreError) {
            try body(&self)
            logger.debug("secure store: \(operation) succeeded")
        } catch {
            logger.notice("secure store: \(operation) failed", metadata: ["error": "\(error)"])
            throw error
        }
    }
}

public import Foundation
import HaapiJOSE

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Passkeys in a JSON file: a **development** store. The private keys are written as
/// they are, **not encrypted**; the only protection is the file's mode (0600, readable
/// by its owner alone) and its folder's (0700 when this store creates it). Use it for
/// the terminal demo, tests and local development; an app keeps keys in its secure
/// storage behind its own ``PasskeyStore``.
///
/// Each save writes a new file beside the old one (created with mode 0600) and renames
/// it over the old one, so a reader sees either the old or the new passkeys, never half.
///
/// ```swift
/// let store = FilePasskeyStore(fileURL: URL(fileURLWithPath: "/tmp/haapi-passkeys.json"))
/// let authenticator = SoftwareAuthenticator(store: store, userVerifier: AutomaticUserVerifier())
/// ```
public struct FilePasskeyStore: PasskeyStore {
    /// The file.
    public let fileURL: URL

    /// Creates a store in `fileURL` (the file is made on the first save).
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// The passkeys in the file; none when there is no file yet.
    ///
    /// - Throws: ``WebAuthnCeremonyError/storage(reason:)`` when the file cannot be read or is not such a file.
    public func passkeys() async throws(WebAuthnCeremonyError) -> [StoredPasskey] {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
        let contents: FileContents
        do {
            contents = try JSONDecoder.passkeyFile.decode(FileContents.self, from: Data(contentsOf: fileURL))
        } catch {
            throw .storage(reason: "\(fileURL.path) is not a readable passkey file (\(type(of: error)))")
        }
        guard contents.format == FileContents.formatName else {
            throw .storage(reason: "\(fileURL.path) is not a passkey file of this version (format \(contents.format))")
        }
        var passkeys: [StoredPasskey] = []
        for entry in contents.passkeys {
            guard let passkey = entry.passkey else { throw .storage(reason: "\(fileURL.path) holds a passkey that cannot be read") }
            passkeys.append(passkey)
        }
        return passkeys
    }

    /// Writes `passkeys` to a new file (mode 0600) and renames it over the old one.
    ///
    /// - Throws: ``WebAuthnCeremonyError/storage(reason:)`` naming the step that failed.
    public func save(_ passkeys: [StoredPasskey]) async throws(WebAuthnCeremonyError) {
        let contents = FileContents(passkeys: passkeys.map(FileContents.Entry.init))
        let data: Data
        do {
            data = try JSONEncoder.passkeyFile.encode(contents)
        } catch {
            throw .storage(reason: "the passkeys cannot be written as JSON")
        }
        let folder = fileURL.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: folder.path) {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw .storage(reason: "cannot create the folder \(folder.path)")
            }
        }
        let temporary = folder.appendingPathComponent(".\(fileURL.lastPathComponent).\(UInt64.random(in: .min ... .max)).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .storage(reason: "cannot create \(temporary) (errno \(errno))") }
        let written = data.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, base + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced, rename(temporary, fileURL.path) == 0 else {
            let code = errno
            unlink(temporary)
            throw .storage(reason: "cannot write \(fileURL.path) (errno \(code))")
        }
    }
}

/// The file's JSON: a format name, a warning for whoever opens it, and the passkeys
/// with their bytes in base64url.
private struct FileContents: Codable {
    static let formatName = "HaapiKit development passkeys 1"

    var format = Self.formatName
    var warning = "Development authenticator: these private keys are not encrypted. Do not keep real accounts' passkeys here."
    var passkeys: [Entry]

    init(passkeys: [Entry]) {
        self.passkeys = passkeys
    }

    struct Entry: Codable {
        var credentialID: String
        var rpID: String
        var userHandle: String
        var userName: String
        var privateKey: String
        var signCount: UInt32
        var createdAt: Date

        init(_ passkey: StoredPasskey) {
            credentialID = Base64URL.encode(passkey.credentialID)
            rpID = passkey.rpID
            userHandle = Base64URL.encode(passkey.userHandle)
            userName = passkey.userName
            privateKey = Base64URL.encode(passkey.privateKey)
            signCount = passkey.signCount
            createdAt = passkey.createdAt
        }

        var passkey: StoredPasskey? {
            guard let id = try? Base64URL.decode(credentialID), let handle = try? Base64URL.decode(userHandle),
                let key = try? Base64URL.decode(privateKey)
            else { return nil }
            return StoredPasskey(
                credentialID: Array(id), rpID: rpID, userHandle: Array(handle), userName: userName, privateKey: Array(key),
                signCount: signCount, createdAt: createdAt)
        }
    }
}

extension JSONEncoder {
    fileprivate static var passkeyFile: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }
}

extension JSONDecoder {
    fileprivate static var passkeyFile: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}

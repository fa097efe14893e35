public import Foundation
import HaapiClient

/// Keeps the ``LockoutRecord`` as JSON in a file only its owner may read (0600),
/// replaced atomically; the folder is created when missing.
///
/// A deleted file is noticed by ``PasscodeLockout`` when it has a ``PasscodeWitness``
/// (the file is kept from the passcode's creation on); a damaged one fails closed.
/// Anyone who can write the app's files can still write a well-formed record with no
/// failures: the lockout slows down a person at the screen, it does not stand against
/// an attacker holding the file system.
///
/// ```swift
/// let store = FileLockoutRecordStore(url: support.appending(path: "passcode-lockout.json"))
/// let lockout = try PasscodeLockout(retryLimit: 10, store: store, passcodeWitness: .secureStore(secureStore))
/// ```
public actor FileLockoutRecordStore: LockoutRecordStore {
    /// The file.
    public let url: URL
    /// Files larger than this are refused as damaged (64 KiB).
    public static let maximumSize = 64 << 10

    /// Creates a store at `url`; nothing is read or written until used.
    public init(url: URL) {
        self.url = url
    }

    public func load() async throws(LockoutStoreError) -> LockoutRecord? {
        let data: Data?
        do throws(OwnerOnlyFileError) {
            data = try OwnerOnlyFile.read(url, maximumSize: Self.maximumSize)
        } catch {
            if error.tooLarge { throw .corrupted(reason: "\(url.path) is \(error.message)") }
            throw .io(operation: error.operation, path: error.path, message: error.message)
        }
        guard let data else { return nil }
        do {
            return try JSONDecoder().decode(LockoutRecord.self, from: data)
        } catch {
            throw .corrupted(reason: "\(url.path) is not a lockout record: \(DecodingFailure.describe(error))")
        }
    }

    public func save(_ record: LockoutRecord) async throws(LockoutStoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(record)
        } catch {
            throw .io(operation: "encode", path: url.path, message: String(describing: error))
        }
        do throws(OwnerOnlyFileError) {
            try OwnerOnlyFile.write(data, to: url)
        } catch {
            throw .io(operation: error.operation, path: error.path, message: error.message)
        }
    }

    public func clear() async throws(LockoutStoreError) {
        do throws(OwnerOnlyFileError) {
            try OwnerOnlyFile.remove(url)
        } catch {
            throw .io(operation: error.operation, path: error.path, message: error.message)
        }
    }
}

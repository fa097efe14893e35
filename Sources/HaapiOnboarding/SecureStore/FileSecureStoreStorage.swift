public import Foundation
import HaapiClient

/// Keeps a store's bytes in one file readable by its owner only (0600), replaced
/// atomically (written beside it, flushed, then renamed over it): a crash mid-write
/// leaves the old file whole. The file's directory is created when missing.
public struct FileSecureStoreStorage: SecureStoreStorage {
    /// Runs between flushing the temporary file and renaming it; tests make it throw to
    /// simulate a write interrupted at the last moment.
    typealias ReplaceHook = @Sendable (_ temporaryFile: URL) throws(SecureStoreError) -> Void

    /// The store's file.
    public let url: URL
    /// Files larger than this are not stores (64 MiB).
    static let maximumByteCount = 64 << 20
    private let beforeRename: ReplaceHook?

    /// Keeps the bytes in the file at `url`.
    public init(url: URL) {
        self.init(url: url, beforeRename: nil)
    }

    /// Keeps the bytes at `url`, running `beforeRename` before each file is renamed into place (tests).
    init(url: URL, beforeRename: ReplaceHook?) {
        self.url = url
        self.beforeRename = beforeRename
    }

    public var location: String { url.path(percentEncoded: false) }

    public func read() throws(SecureStoreError) -> Data? {
        do throws(OwnerOnlyFileError) {
            return try OwnerOnlyFile.read(url, maximumSize: Self.maximumByteCount)
        } catch {
            guard !error.tooLarge else { throw .corrupted(reason: "the file is larger than a store may be (\(Self.maximumByteCount) bytes)") }
            throw Self.storeError(error)
        }
    }

    public func write(_ bytes: Data) throws(SecureStoreError) {
        var hook: OwnerOnlyFile.RenameHook?
        if let beforeRename {
            hook = { (temporary: URL) throws(OwnerOnlyFileError) in
                do throws(SecureStoreError) {
                    try beforeRename(temporary)
                } catch {
                    throw OwnerOnlyFileError(operation: "replace", path: temporary.path, message: Self.message(of: error))
                }
            }
        }
        do throws(OwnerOnlyFileError) {
            try OwnerOnlyFile.write(bytes, to: url, beforeRename: hook)
        } catch {
            throw Self.storeError(error)
        }
    }

    public func delete() throws(SecureStoreError) {
        do throws(OwnerOnlyFileError) {
            try OwnerOnlyFile.remove(url)
        } catch {
            throw Self.storeError(error)
        }
    }

    private static func storeError(_ error: OwnerOnlyFileError) -> SecureStoreError {
        .io(operation: error.operation, path: error.path, message: error.message)
    }

    private static func message(of error: SecureStoreError) -> String {
        if case .io(_, _, let message) = error { return message }
        return error.description
    }
}

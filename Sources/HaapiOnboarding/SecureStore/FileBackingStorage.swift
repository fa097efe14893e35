import Foundation

/// Keeps a store's bytes in one file readable by its owner only (0600), replaced
/// atomically through ``OwnerOnlyFile``: a crash mid-write leaves the old file whole.
struct FileBackingStorage: SecureStoreBackingStorage {
    /// Runs between flushing the temporary file and renaming it; tests make it throw to
    /// simulate a write interrupted at the last moment.
    typealias ReplaceHook = @Sendable (_ temporaryFile: URL) throws(SecureStoreError) -> Void

    /// The store's file.
    let url: URL
    /// Files larger than this are not stores (64 MiB).
    static let maximumByteCount = 64 << 20
    private let beforeRename: ReplaceHook?

    init(url: URL, beforeRename: ReplaceHook? = nil) {
        self.url = url
        self.beforeRename = beforeRename
    }

    var location: String { url.path(percentEncoded: false) }

    func exists() -> Bool {
        FileManager.default.fileExists(atPath: location)
    }

    func load() throws(SecureStoreError) -> Data? {
        do throws(OwnerOnlyFileError) {
            return try OwnerOnlyFile.read(url, maximumSize: Self.maximumByteCount)
        } catch {
            guard !error.tooLarge else { throw .corrupted(reason: "the file is larger than a store may be (\(Self.maximumByteCount) bytes)") }
            throw Self.storeError(error)
        }
    }

    func replace(with bytes: Data) throws(SecureStoreError) {
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

    func delete() throws(SecureStoreError) {
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

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps a store's bytes in one file readable by its owner only (0600), replaced
/// atomically: the new bytes go to a temporary file in the same directory, which is
/// flushed to disk and then renamed over the old file, so a crash mid-write leaves
/// the old file whole. The directory is created (0700) when missing.
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

    var location: String { path }

    private var path: String { url.path(percentEncoded: false) }
    private var directory: URL { url.deletingLastPathComponent() }
    /// Temporary files are `.<name>.<UUID>.tmp` beside the store.
    private var temporaryPrefix: String { ".\(url.lastPathComponent)." }
    private static let temporarySuffix = ".tmp"

    func exists() -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    func load() throws(SecureStoreError) -> Data? {
        guard exists() else { return nil }
        do {
            let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
            guard size <= Self.maximumByteCount else {
                throw SecureStoreError.corrupted(reason: "the file has \(size) bytes, more than a store may have (\(Self.maximumByteCount))")
            }
            return try Data(contentsOf: url)
        } catch let error as SecureStoreError {
            throw error
        } catch {
            throw .io(operation: "read", path: path, message: Self.message(error))
        }
    }

    func replace(with bytes: Data) throws(SecureStoreError) {
        try createDirectoryIfMissing()
        let temporary = directory.appending(path: temporaryPrefix + UUID().uuidString + Self.temporarySuffix)
        let temporaryPath = temporary.path(percentEncoded: false)
        let descriptor = openDescriptor(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Self.failure("create", temporaryPath) }
        var renamed = false
        defer { if !renamed { unlink(temporaryPath) } }
        try Self.fill(descriptor, with: bytes, path: temporaryPath)
        try beforeRename?(temporary)
        guard rename(temporaryPath, path) == 0 else { throw Self.failure("rename \(temporaryPath) to", path) }
        renamed = true
        Self.flushDirectory(directory.path(percentEncoded: false))
    }

    func delete() throws(SecureStoreError) {
        removeStrayTemporaryFiles()
        guard unlink(path) == 0 || errno == ENOENT else { throw Self.failure("delete", path) }
        Self.flushDirectory(directory.path(percentEncoded: false))
    }

    /// Removes temporary files a crash left behind (they hold older encrypted states).
    private func removeStrayTemporaryFiles() {
        let directoryPath = directory.path(percentEncoded: false)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directoryPath) else { return }
        for name in names where name.hasPrefix(temporaryPrefix) && name.hasSuffix(Self.temporarySuffix) {
            unlink(directory.appending(path: name).path(percentEncoded: false))
        }
    }

    private func createDirectoryIfMissing() throws(SecureStoreError) {
        let directoryPath = directory.path(percentEncoded: false)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directoryPath, isDirectory: &isDirectory), isDirectory.boolValue { return }
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .io(operation: "create the directory", path: directoryPath, message: Self.message(error))
        }
    }

    /// Writes `bytes` to the new file `descriptor`, makes it 0600, flushes it to disk and closes it.
    private static func fill(_ descriptor: Int32, with bytes: Data, path: String) throws(SecureStoreError) {
        defer { close(descriptor) }
        // The mode given to open is reduced by the umask; make it exactly owner read/write.
        guard fchmod(descriptor, 0o600) == 0 else { throw failure("set permissions of", path) }
        try writeAll(bytes, to: descriptor, path: path)
        guard fsync(descriptor) == 0 else { throw failure("flush", path) }
    }

    private static func writeAll(_ bytes: Data, to descriptor: Int32, path: String) throws(SecureStoreError) {
        let failed: Bool = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return true
                }
                offset += written
            }
            return false
        }
        if failed { throw failure("write", path) }
    }

    /// Makes a rename or removal in `path` durable (best effort: not every file system can).
    private static func flushDirectory(_ path: String) {
        let descriptor = openDescriptor(path, O_RDONLY | O_CLOEXEC, 0)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    private static func failure(_ operation: String, _ path: String) -> SecureStoreError {
        .io(operation: operation, path: path, message: String(cString: strerror(errno)))
    }

    private static func message(_ error: any Error) -> String {
        (error as NSError).localizedDescription
    }
}

/// POSIX `open` with a mode (the name keeps it apart from the stores' `open(passcode:)`).
private func openDescriptor(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}

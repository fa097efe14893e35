package import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why an ``OwnerOnlyFile`` operation failed, in the system's words.
package struct OwnerOnlyFileError: Error, Sendable, Hashable {
    /// What was being done ("read", "write", "create the folder of", …).
    package var operation: String
    /// The file or folder.
    package var path: String
    /// The system's message.
    package var message: String
    /// Whether the file was refused for its size (it is not one of ours).
    package var tooLarge = false

    package init(operation: String, path: String, message: String, tooLarge: Bool = false) {
        self.operation = operation
        self.path = path
        self.message = message
        self.tooLarge = tooLarge
    }
}

/// Small files that only their owner may read (mode 0600), replaced atomically: the
/// data goes to a fresh 0600 file in the same folder, is flushed to disk, and is
/// renamed over the old file, so a crash leaves the old contents or the new, never
/// half a file, and the data is never readable by others, not even for a moment.
///
/// The one way this package writes such files (package access): HaapiClient's
/// ``FileRegisteredClientStore`` and HaapiOnboarding's file-backed stores.
package enum OwnerOnlyFile {
    /// The contents of `url`, or `nil` when there is no such file; files larger than
    /// `maximumSize` are refused.
    package static func read(_ url: URL, maximumSize: Int) throws(OwnerOnlyFileError) -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw OwnerOnlyFileError(operation: "read", path: url.path, message: error.localizedDescription)
        }
        guard data.count <= maximumSize else {
            throw OwnerOnlyFileError(operation: "read", path: url.path, message: "larger than \(maximumSize) bytes", tooLarge: true)
        }
        return data
    }

    /// Runs between flushing the temporary file and renaming it over the old one; tests
    /// throw from it to simulate a crash at the last moment.
    package typealias RenameHook = (_ temporaryFile: URL) throws(OwnerOnlyFileError) -> Void

    /// Replaces `url` with `data` (mode 0600), creating its folder (mode 0700) when missing.
    package static func write(_ data: Data, to url: URL, beforeRename: RenameHook? = nil) throws(OwnerOnlyFileError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw OwnerOnlyFileError(operation: "create the folder", path: folder.path, message: error.localizedDescription)
        }
        let temporary = folder.appendingPathComponent(temporaryPrefix(of: url) + UUID().uuidString + temporarySuffix)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw systemError("create", temporary) }
        var renamed = false
        defer { if !renamed { unlink(temporary.path) } }
        do {
            defer { close(descriptor) }
            guard fchmod(descriptor, 0o600) == 0 else { throw systemError("protect", temporary) }
            try writeAll(data, to: descriptor, temporary)
            guard fsync(descriptor) == 0 else { throw systemError("flush", temporary) }
        }
        try beforeRename?(temporary)
        guard rename(temporary.path, url.path) == 0 else { throw systemError("replace", url) }
        renamed = true
        syncFolder(folder)
    }

    /// Flushes the folder so that the rename itself survives a crash (best effort).
    private static func syncFolder(_ folder: URL) {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// Deletes `url` (nothing happens when there is no such file), and the temporary
    /// files a crash in the middle of a write left beside it.
    package static func remove(_ url: URL) throws(OwnerOnlyFileError) {
        let folder = url.deletingLastPathComponent()
        let prefix = temporaryPrefix(of: url)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasPrefix(prefix) && name.hasSuffix(temporarySuffix) {
            unlink(folder.appendingPathComponent(name).path)
        }
        guard unlink(url.path) == 0 || errno == ENOENT else { throw systemError("remove", url) }
        syncFolder(folder)
    }

    /// Temporary files are `.<name>.<UUID>.tmp` beside the file they replace.
    private static func temporaryPrefix(of url: URL) -> String { ".\(url.lastPathComponent)." }
    private static let temporarySuffix = ".tmp"

    private static func writeAll(_ data: Data, to descriptor: Int32, _ url: URL) throws(OwnerOnlyFileError) {
        let failed: Bool = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return true
                }
                offset += written
            }
            return false
        }
        if failed { throw systemError("write", url) }
    }

    private static func systemError(_ operation: String, _ url: URL) -> OwnerOnlyFileError {
        OwnerOnlyFileError(operation: operation, path: url.path, message: String(cString: strerror(errno)))
    }
}

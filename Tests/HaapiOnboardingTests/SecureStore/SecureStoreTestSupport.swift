import Foundation
import HaapiOnboarding
import Logging
import Synchronization
import Testing

/// A fresh directory under the system's temporary directory, removed by ``remove()``.
struct ScratchDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appending(path: "haapi-secure-store-\(UUID().uuidString)", directoryHint: .isDirectory)
    }

    /// A store file in this directory (the directory itself is made by the store).
    func file(_ name: String = "alice.store") -> URL {
        url.appending(path: name)
    }

    /// The names of the files in the directory.
    func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path(percentEncoded: false))) ?? []).sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// A flag a test flips while a store's write hook reads it.
final class Flag: Sendable {
    private let value = Mutex(false)

    var isSet: Bool { value.withLock { $0 } }

    func set(_ newValue: Bool) {
        value.withLock { $0 = newValue }
    }
}

enum SecureStoreFixtures {
    static let passcode = "4711-open sesame"
    static let quiet = Logger(label: "secure-store-tests") { _ in SwiftLogNoOpLogHandler() }

    /// A store at `url` with the fast (insecure) derivation tests use.
    static func store(at url: URL, logger: Logger = quiet) -> FileSecureStore {
        FileSecureStore(url: url, derivation: .fastForTests, logger: logger)
    }

    /// The error `body` throws, or `nil` when it succeeds.
    static func error(_ body: () async throws(SecureStoreError) -> Void) async -> SecureStoreError? {
        do {
            try await body()
            return nil
        } catch {
            return error
        }
    }

    /// The file's POSIX permission bits.
    static func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path(percentEncoded: false))
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}

extension SecureStoreError {
    /// Whether this is ``corrupted(reason:)``, whatever the reason.
    var isCorrupted: Bool {
        if case .corrupted = self { return true }
        return false
    }

    /// The reason of ``corrupted(reason:)``.
    var corruptionReason: String? {
        if case .corrupted(let reason) = self { return reason }
        return nil
    }
}

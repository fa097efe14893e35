import Foundation
import HaapiOnboarding
import Testing

@Suite struct FileLockoutRecordStoreTests {
    private let record = LockoutRecord(
        failures: 3, lastFailure: LockoutMoment(wall: Date(timeIntervalSince1970: 1_750_000_000), uptime: .seconds(42), bootID: "b"), locked: false)

    @Test func savesInAFreshFolderOwnerOnlyAndLoadsBack() async throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("deep/er/lockout.json")
        let store = FileLockoutRecordStore(url: url)
        #expect(try await store.load() == nil)
        try await store.save(record)
        #expect(try await FileLockoutRecordStore(url: url).load() == record)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let left = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(left == ["lockout.json"])  // no temporary file left behind
    }

    @Test func replacingAWorldReadableFileLeavesItOwnerOnly() async throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("lockout.json")
        try Data("old".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
        try await FileLockoutRecordStore(url: url).save(record)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func clearRemovesTheFileAndToleratesNone() async throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("lockout.json")
        let store = FileLockoutRecordStore(url: url)
        try await store.clear()
        try await store.save(record)
        try await store.clear()
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test(arguments: [
        "not json", "{}", #"{"version":2,"failures":1,"locked":false}"#, #"{"version":1,"failures":-1,"locked":false}"#,
        #"{"version":1,"failures":2,"locked":false}"#,
    ])
    func damagedFileIsCorrupted(_ contents: String) async throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("lockout.json")
        try Data(contents.utf8).write(to: url)
        let error = await #expect(throws: LockoutStoreError.self) { try await FileLockoutRecordStore(url: url).load() }
        guard case .corrupted(let reason) = error else {
            Issue.record("expected .corrupted, got \(String(describing: error))")
            return
        }
        #expect(reason.contains(url.path))
    }

    @Test func unwritableFolderIsAnIOError() async throws {
        let folder = try TemporaryFolder()
        let blocker = folder.url.appendingPathComponent("file")
        try Data().write(to: blocker)
        let store = FileLockoutRecordStore(url: blocker.appendingPathComponent("lockout.json"))
        let error = await #expect(throws: LockoutStoreError.self) { try await store.save(record) }
        guard case .io = error else {
            Issue.record("expected .io, got \(String(describing: error))")
            return
        }
    }
}

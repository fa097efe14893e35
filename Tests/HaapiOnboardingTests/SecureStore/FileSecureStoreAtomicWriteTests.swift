import Foundation
import Testing

@testable import HaapiOnboarding

/// Writes replace the file in one step, leave no temporary file behind, and the file is
/// readable by its owner only.
@Suite struct FileSecureStoreAtomicWriteTests {
    typealias Fixtures = SecureStoreFixtures
    let scratch = ScratchDirectory()

    @Test func aWriteInterruptedBeforeTheRenameLeavesTheOldFile() async throws {
        defer { scratch.remove() }
        let interrupt = Flag()
        let storage = FileSecureStoreStorage(url: scratch.file()) { temporary throws(SecureStoreError) in
            guard interrupt.isSet else { return }
            // The new bytes are complete on disk beside the old file, not yet in its place.
            #expect(FileManager.default.fileExists(atPath: temporary.path(percentEncoded: false)))
            throw .io(operation: "rename", path: temporary.path(percentEncoded: false), message: "simulated crash")
        }
        let store = FileSecureStore(storage: storage, derivation: .fastForTests, logger: Fixtures.quiet)
        try await store.create(passcode: Fixtures.passcode)
        try await store.setData(Data("old".utf8), forKey: "k")
        let before = try Data(contentsOf: scratch.file())

        interrupt.set(true)
        let error = await Fixtures.error { () async throws(SecureStoreError) in try await store.setData(Data("new".utf8), forKey: "k") }
        guard case .io(_, _, let message) = error else {
            Issue.record("expected the simulated crash, got \(String(describing: error))")
            return
        }
        #expect(message == "simulated crash")
        let changeError = await Fixtures.error { () async throws(SecureStoreError) in try await store.changePasscode(from: Fixtures.passcode, to: "other") }
        #expect(changeError != nil)

        #expect(try Data(contentsOf: scratch.file()) == before)
        #expect(scratch.names() == ["alice.store"], "the temporary file is removed")
        #expect(try await store.data(forKey: "k") == Data("old".utf8), "memory keeps what the file has")
        let again = Fixtures.store(at: scratch.file())
        try await again.open(passcode: Fixtures.passcode)
        #expect(try await again.data(forKey: "k") == Data("old".utf8))
    }

    @Test func aTemporaryFileLeftByACrashDoesNotDisturbTheStore() async throws {
        defer { scratch.remove() }
        let store = Fixtures.store(at: scratch.file())
        try await store.create(passcode: Fixtures.passcode)
        try await store.setData(Data("v".utf8), forKey: "k")
        let whole = try Data(contentsOf: scratch.file())
        let stray = scratch.url.appending(path: ".alice.store.\(UUID().uuidString).tmp")
        try whole.prefix(whole.count / 2).write(to: stray)

        let again = Fixtures.store(at: scratch.file())
        try await again.open(passcode: Fixtures.passcode)
        try await again.setData(Data("w".utf8), forKey: "k")
        #expect(try await again.data(forKey: "k") == Data("w".utf8))
        #expect(scratch.names().count == 2)
        try await again.destroy()
        #expect(scratch.names().isEmpty, "destroy removes the stray temporary file too")
    }

    @Test func theFileIsOwnerOnlyAndTheDirectoryIsCreated() async throws {
        defer { scratch.remove() }
        let url = scratch.url.appending(path: "nested/deeper/alice.store")
        let store = Fixtures.store(at: url)
        try await store.create(passcode: Fixtures.passcode)
        #expect(try Fixtures.permissions(of: url) == 0o600)
        #expect(try Fixtures.permissions(of: url.deletingLastPathComponent()) == 0o700)
        try await store.setData(Data("v".utf8), forKey: "k")
        #expect(try Fixtures.permissions(of: url) == 0o600)
        try await store.changePasscode(from: Fixtures.passcode, to: "other")
        #expect(try Fixtures.permissions(of: url) == 0o600)
    }

    @Test func everyWriteReplacesTheFileWithANewNonce() async throws {
        defer { scratch.remove() }
        let store = Fixtures.store(at: scratch.file())
        try await store.create(passcode: Fixtures.passcode)
        try await store.setData(Data("v".utf8), forKey: "k")
        let first = try Data(contentsOf: scratch.file())
        try await store.setData(Data("v".utf8), forKey: "k")
        let second = try Data(contentsOf: scratch.file())
        #expect(first.count == second.count)
        #expect(first != second)
    }

    @Test func aFileThatCannotBeReadIsAnIOError() async throws {
        defer { scratch.remove() }
        try FileManager.default.createDirectory(at: scratch.file(), withIntermediateDirectories: true)
        let store = Fixtures.store(at: scratch.file())
        let error = await Fixtures.error { () async throws(SecureStoreError) in try await store.open(passcode: Fixtures.passcode) }
        guard case .io(let operation, let path, _) = error else {
            Issue.record("expected an I/O error, got \(String(describing: error))")
            return
        }
        #expect(operation == "read")
        #expect(path == scratch.file().path(percentEncoded: false))
    }
}

import Foundation
import HaapiOnboarding
import Synchronization
import Testing

/// Keeps the bytes in memory, as a Keychain item keeps them: the storage protocol is
/// all a new place for a store needs.
final class MemorySecureStoreStorage: SecureStoreStorage {
    private let bytes = Mutex<Data?>(nil)
    let failure: SecureStoreError?

    init(failure: SecureStoreError? = nil) {
        self.failure = failure
    }

    var location: String { "memory" }
    var stored: Data? { bytes.withLock { $0 } }

    func read() throws(SecureStoreError) -> Data? {
        if let failure { throw failure }
        return bytes.withLock { $0 }
    }

    func write(_ newBytes: Data) throws(SecureStoreError) {
        if let failure { throw failure }
        bytes.withLock { $0 = newBytes }
    }

    func delete() throws(SecureStoreError) {
        if let failure { throw failure }
        bytes.withLock { $0 = nil }
    }
}

/// The store's sealing, versions and errors over a storage that is not a file.
@Suite struct SecureStoreStorageTests {
    typealias Fixtures = SecureStoreFixtures

    @Test func sealsAndReopensOverAnyStorage() async throws {
        let storage = MemorySecureStoreStorage()
        let store = EncryptedSecureStore(storage: storage, derivation: .fastForTests, logger: Fixtures.quiet)
        #expect(await !store.exists())
        try await store.create(passcode: Fixtures.passcode)
        try await store.setData(Data("secret".utf8), forKey: "api-key")
        let sealed = try #require(storage.stored)
        #expect(sealed.range(of: Data("secret".utf8)) == nil, "the value is sealed")

        let again = EncryptedSecureStore(storage: storage, derivation: .fastForTests, logger: Fixtures.quiet)
        #expect(await again.exists())
        await #expect(throws: SecureStoreError.wrongPasscode) { try await again.open(passcode: "not-it-1") }
        try await again.open(passcode: Fixtures.passcode)
        #expect(try await again.data(forKey: "api-key") == Data("secret".utf8))
        try await again.destroy()
        #expect(storage.stored == nil)
    }

    @Test func unreadableBytesCountAsAStoreAndAreNeverReplaced() async throws {
        let failure = SecureStoreError.io(operation: "read", path: "memory", message: "denied")
        let store = EncryptedSecureStore(storage: MemorySecureStoreStorage(failure: failure), derivation: .fastForTests, logger: Fixtures.quiet)
        #expect(await store.exists())
        await #expect(throws: SecureStoreError.alreadyExists) { try await store.create(passcode: Fixtures.passcode) }
        await #expect(throws: failure) { try await store.open(passcode: Fixtures.passcode) }
    }
}

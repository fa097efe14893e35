import Foundation
import HaapiClient
import HaapiOnboarding
import Testing

/// A client registered from a template, at rest in a secure store.
@Suite struct SecureStoreRegisteredClientStoreTests {
    typealias Fixtures = SecureStoreFixtures
    let scratch = ScratchDirectory()

    static let client = RegisteredClient(
        clientID: "dcr-7", clientSecret: "registered-secret-Kp3", clientIDIssuedAt: Date(timeIntervalSince1970: 1_700_000_000),
        registrationAccessToken: "registration-token-Ru8", registrationClientURI: URL(string: "https://login.example.com/oauth/register/dcr-7"),
        issuer: URL(string: "https://login.example.com/oauth")!, templateClientID: "app-template")

    @Test func aRegistrationRoundTripsEncryptedThroughAReopenedStore() async throws {
        defer { scratch.remove() }
        let file = scratch.file()
        let store = Fixtures.store(at: file)
        try await store.create(passcode: Fixtures.passcode)
        let registrations = SecureStoreRegisteredClientStore(store: store)
        #expect(try await registrations.load() == nil)
        try await registrations.save(Self.client)
        let bytes = try Data(contentsOf: file)
        for secret in ["registered-secret-Kp3", "registration-token-Ru8", "dcr-7"] {
            #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(secret) is in the file in clear")
        }
        await store.close()
        await #expect(throws: SecureStoreError.notOpen) { try await registrations.load() }
        await #expect(throws: SecureStoreError.notOpen) { try await registrations.save(Self.client) }

        let again = Fixtures.store(at: file)
        try await again.open(passcode: Fixtures.passcode)
        #expect(try await SecureStoreRegisteredClientStore(store: again).load() == Self.client)
        try await SecureStoreRegisteredClientStore(store: again).clear()
        #expect(try await SecureStoreRegisteredClientStore(store: again).load() == nil)
    }

    @Test func aValueThatIsNotARegistrationIsCorrupted() async throws {
        defer { scratch.remove() }
        let store = Fixtures.store(at: scratch.file())
        try await store.create(passcode: Fixtures.passcode)
        try await store.setData(Data("not json".utf8), forKey: SecureStoreRegisteredClientStore.defaultKey)
        await #expect(throws: SecureStoreError.corrupted(reason: "the value under 'haapi.registered-client' is not a stored registration")) {
            try await SecureStoreRegisteredClientStore(store: store).load()
        }
    }
}

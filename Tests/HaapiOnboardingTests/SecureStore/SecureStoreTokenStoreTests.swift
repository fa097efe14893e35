import Crypto
import Foundation
import HaapiClient
import HaapiModel
import HaapiOnboarding
import Testing

/// Tokens and the DPoP key at rest in a secure store.
@Suite struct SecureStoreTokenStoreTests {
    typealias Fixtures = SecureStoreFixtures
    let scratch = ScratchDirectory()

    static func tokens() throws -> OAuthTokens {
        let claims = try IDTokenClaims(members: [
            "iss": .string("https://idp.example.com"), "sub": .string("alice"), "aud": .string("app"),
            "exp": 1_700_003_600, "iat": 1_700_000_000, "name": .string("Alice"),
        ])
        return OAuthTokens(
            accessToken: "at", tokenType: "DPoP", refreshToken: "rt", idToken: "it", scope: "openid profile",
            issuedAt: Date(timeIntervalSince1970: 1_700_000_000.25), expiresAt: Date(timeIntervalSince1970: 1_700_003_600),
            idTokenClaims: claims)
    }

    @Test func tokensRoundTripThroughAReopenedStore() async throws {
        defer { scratch.remove() }
        let tokens = try Self.tokens()
        let store = Fixtures.store(at: scratch.file())
        try await store.create(passcode: Fixtures.passcode)
        let tokenStore = SecureStoreTokenStore(store: store)
        #expect(try await tokenStore.load() == nil)
        try await tokenStore.save(tokens)
        await store.close()
        await #expect(throws: SecureStoreError.notOpen) { try await tokenStore.load() }
        await #expect(throws: SecureStoreError.notOpen) { try await tokenStore.save(tokens) }

        let again = Fixtures.store(at: scratch.file())
        try await again.open(passcode: Fixtures.passcode)
        let loaded = try await SecureStoreTokenStore(store: again).load()
        #expect(loaded == tokens)
        #expect(loaded?.idTokenClaims?.members["name"]?.stringValue == "Alice")
        try await SecureStoreTokenStore(store: again).clear()
        #expect(try await SecureStoreTokenStore(store: again).load() == nil)
    }

    @Test func tokensWithoutOptionalPartsRoundTrip() async throws {
        defer { scratch.remove() }
        let tokens = OAuthTokens(accessToken: "at", tokenType: "Bearer", issuedAt: Date(timeIntervalSince1970: 0))
        let store = Fixtures.store(at: scratch.file())
        try await store.create(passcode: Fixtures.passcode)
        try await SecureStoreTokenStore(store: store, key: "other").save(tokens)
        #expect(try await SecureStoreTokenStore(store: store, key: "other").load() == tokens)
        #expect(try await SecureStoreTokenStore(store: store).load() == nil)
    }

    @Test func aValueThatIsNotTokensIsCorrupted() async throws {
        defer { scratch.remove() }
        let store = Fixtures.store(at: scratch.file())
        try await store.create(passcode: Fixtures.passcode)
        try await store.setData(Data("not json".utf8), forKey: "haapi.tokens")
        await #expect(throws: SecureStoreError.self) { try await SecureStoreTokenStore(store: store).load() }
    }

    @Test func theDPoPKeyStaysTheSameAcrossReopenAndNewInstances() async throws {
        defer { scratch.remove() }
        let store = Fixtures.store(at: scratch.file())
        try await store.create(passcode: Fixtures.passcode)
        let keyStore = SecureStoreDPoPKeyStore(store: store)
        let first = try await keyStore.signingKey()
        #expect(try await keyStore.signingKey().rawRepresentation == first.rawRepresentation)

        await store.close()
        await #expect(throws: SecureStoreError.notOpen) { try await keyStore.signingKey() }
        try await store.open(passcode: Fixtures.passcode)
        #expect(try await keyStore.signingKey().rawRepresentation == first.rawRepresentation)

        let again = Fixtures.store(at: scratch.file())
        try await again.open(passcode: Fixtures.passcode)
        let reopened = try await SecureStoreDPoPKeyStore(store: again).signingKey()
        #expect(reopened.rawRepresentation == first.rawRepresentation)
        #expect(reopened.publicKey.rawRepresentation == first.publicKey.rawRepresentation)
    }

    @Test func aDeletedDPoPKeyIsGoneFromTheStoreAndReplacedOnNextUse() async throws {
        defer { scratch.remove() }
        let store = Fixtures.store(at: scratch.file())
        try await store.create(passcode: Fixtures.passcode)
        let keyStore = SecureStoreDPoPKeyStore(store: store)
        let first = try await keyStore.signingKey()

        try await keyStore.deleteKey()
        #expect(try await store.data(forKey: "haapi.dpop-key") == nil)
        try await keyStore.deleteKey()  // deleting no key is not an error

        let again = Fixtures.store(at: scratch.file())
        try await again.open(passcode: Fixtures.passcode)
        #expect(try await again.data(forKey: "haapi.dpop-key") == nil, "the deletion was written through")
        let second = try await keyStore.signingKey()
        #expect(second.rawRepresentation != first.rawRepresentation)
        #expect(try await store.data(forKey: "haapi.dpop-key") == second.rawRepresentation)

        await store.close()
        await #expect(throws: SecureStoreError.notOpen) { try await keyStore.deleteKey() }
    }

    @Test func concurrentFirstCallsShareOneKey() async throws {
        defer { scratch.remove() }
        let store = Fixtures.store(at: scratch.file())
        try await store.create(passcode: Fixtures.passcode)
        let keyStore = SecureStoreDPoPKeyStore(store: store)
        let keys = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<16 { group.addTask { try await keyStore.signingKey().rawRepresentation } }
            return try await group.reduce(into: Set<Data>()) { $0.insert($1) }
        }
        #expect(keys.count == 1)
        #expect(try await store.data(forKey: "haapi.dpop-key") == keys.first)
    }

    @Test func theDevelopmentAttesterKeyIsKeptApartFromTheDPoPKey() async throws {
        defer { scratch.remove() }
        let store = Fixtures.store(at: scratch.file())
        try await store.create(passcode: Fixtures.passcode)
        let dpop = try await SecureStoreDPoPKeyStore(store: store).signingKey()
        let device = try await SecureStoreDPoPKeyStore.developmentAttester(in: store).signingKey()
        #expect(device.rawRepresentation != dpop.rawRepresentation)
        #expect(try await store.data(forKey: SecureStoreDPoPKeyStore.developmentAttesterKey) == device.rawRepresentation)
        let attester = DevelopmentDeviceAttester(
            certificateEndpoint: URL(string: "http://127.0.0.1:8443/dev/attester/certificates")!,
            keyStore: SecureStoreDPoPKeyStore.developmentAttester(in: store))
        #expect(try await attester.keyStore.signingKey().rawRepresentation == device.rawRepresentation)
    }
}

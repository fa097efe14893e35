import Crypto
import Foundation
import HaapiClient
import HaapiTesting
import Logging
import Testing

@testable import HaapiOnboarding

/// Nothing secret reaches a log line or an error description, at any level.
@Suite struct SecureStoreLoggingTests {
    typealias Fixtures = SecureStoreFixtures
    let scratch = ScratchDirectory()

    @Test func noPasscodeKeyValueOrTokenIsLoggedEvenAtTrace() async throws {
        defer { scratch.remove() }
        let capture = LogCapture()
        let passcode = "passcode-7e1f2d"
        let newPasscode = "new-passcode-91c3"
        let value = "value-secret-5a8b"
        let tokens = OAuthTokens(
            accessToken: "access-token-3c9d", tokenType: "DPoP", refreshToken: "refresh-token-6f0e", idToken: "id-token-2b4a",
            issuedAt: Date(timeIntervalSince1970: 1_700_000_000))
        var errors: [SecureStoreError] = []
        func note(_ error: SecureStoreError?) { if let error { errors.append(error) } }

        let store = FileSecureStore(url: scratch.file(), derivation: .fastForTests, logger: capture.logger(level: .trace))
        note(await Fixtures.error { () async throws(SecureStoreError) in try await store.open(passcode: passcode) })
        try await store.create(passcode: passcode)
        try await store.setData(Data(value.utf8), forKey: "secret")
        try await SecureStoreTokenStore(store: store).save(tokens)
        _ = try await SecureStoreDPoPKeyStore(store: store).signingKey()
        await store.close()
        note(await Fixtures.error { () async throws(SecureStoreError) in try await store.open(passcode: newPasscode) })
        note(await Fixtures.error { () async throws(SecureStoreError) in _ = try await store.data(forKey: "secret") })
        note(await Fixtures.error { () async throws(SecureStoreError) in try await store.create(passcode: passcode) })
        try await store.open(passcode: passcode)
        _ = try await store.data(forKey: "secret")
        _ = try await SecureStoreTokenStore(store: store).load()
        try await store.changePasscode(from: passcode, to: newPasscode)
        note(await Fixtures.error { () async throws(SecureStoreError) in try await store.changePasscode(from: passcode, to: newPasscode) })

        // The keys of this store, to look for them too.
        let envelope = try SecureStoreCodec.decode(Data(contentsOf: scratch.file()))
        let master = try envelope.header.derivation.deriveKey(normalisedPasscode: newPasscode, salt: envelope.header.salt)
        let keys = SecureStoreKeys(master: master)
        try await store.destroy()

        let text = capture.text + "\n" + errors.map(\.description).joined(separator: "\n")
        #expect(capture.lines.count > 10, "the operations were logged")
        #expect(text.contains("open failed"))
        #expect(text.contains("wrong") || text.contains("passcode does not open"))
        for secret in [passcode, newPasscode, value, tokens.accessToken, tokens.refreshToken!, tokens.idToken!, "secret"]
            + Self.spellings(of: master) + Self.spellings(of: keys.encryption) {
            #expect(!text.contains(secret), "\(secret) was logged")
        }
    }

    /// The ways a key could be written out: hex and base64.
    static func spellings(of key: SymmetricKey) -> [String] {
        key.withUnsafeBytes { bytes in
            [bytes.map { String(format: "%02x", $0) }.joined(), Data(bytes).base64EncodedString()]
        }
    }
}

import Crypto
import Foundation
import HaapiUI
import Testing
@testable import HaapiOnboarding

/// Seed 002's `FUIPrivateEncryptionKeyGenerator`: a passcode controller makes the app a
/// key from a passcode and a salt, as a secure store makes its own.
@MainActor
@Suite("Private encryption keys from a passcode")
struct PrivateEncryptionKeyGeneratorTests {
    func controller() throws -> any FUIPrivateEncryptionKeyGenerator {
        let controller = PasscodeCreateController(themeRegistry: try onboardingRegistry())
        controller.keyDerivation = .fastForTests
        return controller
    }

    @Test func theSamePasscodeAndSaltGiveTheSameKeyAndTheKeyOpensWhatItSealed() async throws {
        let generator = try controller()
        let salt = Data(repeating: 7, count: 16)
        let key = try await generator.privateEncryptionKey(fromPasscode: "caf\u{E9}-1234", salt: salt)
        // The same passcode typed with a combining accent (NFD) gives the same key.
        let again = try await generator.privateEncryptionKey(fromPasscode: "cafe\u{301}-1234", salt: salt)
        let sealed = try AES.GCM.seal(Data("notes".utf8), using: key)
        #expect(try AES.GCM.open(sealed, using: again) == Data("notes".utf8))

        let otherSalt = try await generator.privateEncryptionKey(fromPasscode: "caf\u{E9}-1234", salt: Data(repeating: 8, count: 16))
        let otherPasscode = try await generator.privateEncryptionKey(fromPasscode: "caf\u{E9}-1235", salt: salt)
        #expect(otherSalt != key && otherPasscode != key)
        #expect(key.bitCount == 256)
    }

    @Test func anEmptyPasscodeOrAShortSaltIsRefused() async throws {
        let generator = try controller()
        await #expect(throws: SecureStoreError.emptyPasscode) {
            try await generator.privateEncryptionKey(fromPasscode: "", salt: Data(count: 16))
        }
        await #expect(throws: SecureStoreError.invalidDerivation(reason: "the salt must be at least 16 bytes")) {
            try await generator.privateEncryptionKey(fromPasscode: "1234", salt: Data(count: 15))
        }
    }
}

import Crypto
import Foundation
import Testing

@testable import HaapiOnboarding

/// Known answers computed independently with Python's `hashlib.pbkdf2_hmac`,
/// `hashlib.scrypt` and `hmac`, so a change of algorithm, parameters, normalisation or
/// HKDF labels cannot go unnoticed (old stores would stop opening).
@Suite struct KeyDerivationTests {
    static let salt = Data(0..<32)
    static let passcode = "correct horse battery staple"

    static func hex(_ key: SymmetricKey) -> String {
        key.withUnsafeBytes { $0.map { String(format: "%02x", $0) }.joined() }
    }

    @Test func standardIsPBKDF2WithSHA256And600000RoundsAndGivesTheKnownKey() throws {
        #expect(KeyDerivation.standard.algorithm == .pbkdf2SHA256(rounds: 600_000))
        let key = try KeyDerivation.standard.deriveKey(normalisedPasscode: Self.passcode, salt: Self.salt)
        #expect(Self.hex(key) == "613a4c3411394e24fffe6c51994307724572e574bcd98ea8cf457c64899bfbfe")
    }

    @Test func fastForTestsGivesTheKnownKey() throws {
        let key = try KeyDerivation.fastForTests.deriveKey(normalisedPasscode: Self.passcode, salt: Self.salt)
        #expect(Self.hex(key) == "22c37d144ef39fba5ac507f839d901d04719c150d9ea44177a60adf6c8b073f8")
    }

    @Test func scryptGivesTheKnownKey() throws {
        let derivation = KeyDerivation(algorithm: .scrypt(n: 1024, r: 8, p: 1))
        let key = try derivation.deriveKey(normalisedPasscode: Self.passcode, salt: Self.salt)
        #expect(Self.hex(key) == "b6b0e04f381ba81d73ffd3476078a3b8f335a54dc276bf28ada6c1209940842f")
        #expect(KeyDerivation.memoryHard.algorithm == .scrypt(n: 1 << 17, r: 8, p: 1))
    }

    @Test func theKeyCheckValueIsAnHMACUnderAnHKDFSubkey() throws {
        let master = try KeyDerivation.fastForTests.deriveKey(normalisedPasscode: Self.passcode, salt: Self.salt)
        let keys = SecureStoreKeys(master: master)
        #expect(keys.keyCheckValue.map { String(format: "%02x", $0) }.joined()
            == "b6f60cabe8383e9b3e1e4e698d9f3c67815e605a2b610a083b9bf00672c9074b")
        #expect(keys.matches(keyCheckValue: keys.keyCheckValue))
        let other = SecureStoreKeys(master: SymmetricKey(data: Data(repeating: 7, count: 32)))
        #expect(!other.matches(keyCheckValue: keys.keyCheckValue))
    }

    @Test func passcodesAreNormalisedToNFCBeforeDerivation() throws {
        let decomposed = "Cafe\u{301} A\u{30A}ngstro\u{308}m"
        let normalised = try KeyDerivation.normalise(decomposed)
        #expect(Array(normalised.unicodeScalars) == Array("Caf\u{E9} \u{C5}ngstr\u{F6}m".unicodeScalars))
        let key = try KeyDerivation.fastForTests.deriveKey(normalisedPasscode: normalised, salt: Self.salt)
        #expect(Self.hex(key) == "19f2388017055e2754e77bf9a7b5134635165b3d1bba989b9e778ae06a649f91")
    }

    @Test func anEmptyPasscodeIsRefused() {
        #expect(throws: SecureStoreError.emptyPasscode) { try KeyDerivation.normalise("") }
    }

    @Test(arguments: [
        KeyDerivation.Algorithm.pbkdf2SHA256(rounds: 999), .pbkdf2SHA256(rounds: 10_000_001), .pbkdf2SHA256(rounds: -1),
        .scrypt(n: 1000, r: 8, p: 1), .scrypt(n: 1 << 21, r: 1, p: 1), .scrypt(n: 1 << 20, r: 8, p: 1),
        .scrypt(n: 1024, r: 0, p: 1), .scrypt(n: 1024, r: 8, p: 17),
    ])
    func derivationsOutOfRangeAreRefused(_ algorithm: KeyDerivation.Algorithm) {
        let derivation = KeyDerivation(algorithm: algorithm)
        #expect(derivation.problem != nil)
        #expect(throws: SecureStoreError.self) {
            try derivation.deriveKey(normalisedPasscode: "x", salt: Self.salt)
        }
    }

    @Test(arguments: [KeyDerivation.standard, .memoryHard, .fastForTests])
    func theDefaultsAreInRangeAndRoundTripThroughJSON(_ derivation: KeyDerivation) throws {
        #expect(derivation.problem == nil)
        let json = try JSONEncoder().encode(derivation)
        #expect(try JSONDecoder().decode(KeyDerivation.self, from: json) == derivation)
    }

    @Test func anUnknownAlgorithmIsADecodingError() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(KeyDerivation.self, from: Data(#"{"algorithm":"argon2id"}"#.utf8))
        }
    }
}

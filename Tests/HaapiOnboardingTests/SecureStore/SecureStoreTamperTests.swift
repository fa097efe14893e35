import Crypto
import Foundation
import HaapiOnboarding
import Testing

/// Damaged, tampered with, cut short, foreign: a store file that is not what was
/// written never opens, never crashes, and says why.
@Suite struct SecureStoreTamperTests {
    typealias Fixtures = SecureStoreFixtures
    let scratch = ScratchDirectory()

    /// A small store's bytes: one value.
    func smallStore() async throws -> Data {
        let store = Fixtures.store(at: scratch.file())
        try await store.create(passcode: Fixtures.passcode)
        try await store.setData(Data("v".utf8), forKey: "k")
        return try Data(contentsOf: scratch.file())
    }

    /// What opening `bytes` as a store gives: `nil` for success.
    func openError(_ bytes: Data) async throws -> SecureStoreError? {
        let url = scratch.file("probe.store")
        try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
        try bytes.write(to: url)
        return await Fixtures.error { () async throws(SecureStoreError) in
            try await Fixtures.store(at: url).open(passcode: Fixtures.passcode)
        }
    }

    /// Where the fields are, read independently of the library.
    struct Layout {
        let headerEnd: Int
        /// The nonce, ciphertext length, ciphertext and tag.
        let sealedRange: Range<Int>
        /// The ciphertext length field.
        let lengthRange: Range<Int>
        init(_ bytes: Data) {
            let bytes = Array(bytes)
            let headerLength = bytes[10..<14].reduce(0) { $0 << 8 | Int($1) }
            headerEnd = 14 + headerLength
            let ciphertextLength = bytes[headerEnd + 12..<headerEnd + 16].reduce(0) { $0 << 8 | Int($1) }
            sealedRange = headerEnd..<headerEnd + 16 + ciphertextLength + 16
            lengthRange = headerEnd + 12..<headerEnd + 16
        }
    }

    /// `bytes` with a new closing digest, as an attacker who knows the format would write it.
    static func redigested(_ bytes: Data) -> Data {
        let body = bytes.prefix(bytes.count - 32)
        return body + Data(SHA256.hash(data: body))
    }

    @Test func theUntouchedFileOpens() async throws {
        defer { scratch.remove() }
        #expect(try await openError(try await smallStore()) == nil)
    }

    @Test func flippingAnyByteIsCaught() async throws {
        defer { scratch.remove() }
        let original = try await smallStore()
        #expect(original.count < 512)
        for index in original.indices {
            var damaged = original
            damaged[index] ^= 0xFF
            let error = try await openError(damaged)
            switch index {
            case 8...9:
                let version = Int(damaged[8]) << 8 | Int(damaged[9])
                #expect(error == .unsupportedVersion(version), "byte \(index)")
            default:
                #expect(error?.isCorrupted == true, "byte \(index): \(String(describing: error))")
            }
        }
    }

    @Test func flippingBytesAndFixingTheDigestIsStillCaught() async throws {
        defer { scratch.remove() }
        let original = try await smallStore()
        let layout = Layout(original)
        for index in 14..<original.count - 32 {
            for mask: UInt8 in [0x01, 0xFF] {
                var tampered = original
                tampered[index] ^= mask
                let error = try await openError(Self.redigested(tampered))
                #expect(error != nil, "byte \(index) ^ \(mask) opened")
                if layout.lengthRange.contains(index) {
                    // Another length moves the fields: the layout no longer adds up.
                    #expect(error?.isCorrupted == true, "byte \(index): \(String(describing: error))")
                } else if layout.sealedRange.contains(index) {
                    // The passcode is right (the key check passes): the change is tampering.
                    #expect(error?.corruptionReason?.contains("authentication failed") == true, "byte \(index): \(String(describing: error))")
                } else {
                    // A changed salt or derivation yields another key: AES-GCM cannot tell that from a wrong passcode.
                    #expect(error == .wrongPasscode || error?.isCorrupted == true, "byte \(index): \(String(describing: error))")
                }
            }
        }
    }

    @Test func aWrongPasscodeAndAChangedCiphertextAreTold() async throws {
        defer { scratch.remove() }
        let original = try await smallStore()
        let layout = Layout(original)
        var tampered = original
        tampered[layout.sealedRange.lowerBound + 16] ^= 0x01  // first ciphertext byte
        #expect(try await openError(Self.redigested(tampered)) == .corrupted(reason: "authentication failed: the contents or header were changed"))
        let url = scratch.file("probe.store")
        try original.write(to: url)
        await #expect(throws: SecureStoreError.wrongPasscode) { try await Fixtures.store(at: url).open(passcode: "not it") }
    }

    @Test func aFileCutShortAtAnyLengthIsCorrupted() async throws {
        defer { scratch.remove() }
        let original = try await smallStore()
        for length in 0..<original.count {
            let error = try await openError(original.prefix(length))
            #expect(error?.corruptionReason?.contains("cut short at byte \(length)") == true, "length \(length): \(String(describing: error))")
        }
        #expect(try await openError(original + Data([0])) == .corrupted(reason: "1 unexpected bytes follow the end of the store at byte \(original.count)"))
    }

    @Test(arguments: [0, 2, 3, 0xFFFF])
    func aFileOfAnotherVersionIsUnsupported(_ version: Int) async throws {
        defer { scratch.remove() }
        var bytes = try await smallStore()
        bytes[8] = UInt8(version >> 8)
        bytes[9] = UInt8(version & 0xFF)
        #expect(try await openError(Self.redigested(bytes)) == .unsupportedVersion(version))
        // A future version may change everything after the version field.
        #expect(try await openError(Data("HAAPISEC".utf8) + Data([UInt8(version >> 8), UInt8(version & 0xFF)]) + Data("{}".utf8))
            == .unsupportedVersion(version))
    }

    @Test(arguments: [
        Data(), Data("hello, world\n".utf8), Data(#"{"derivation":{"algorithm":"scrypt"}}"#.utf8), Data(repeating: 0, count: 4096),
        Data("HAAPISE".utf8),
    ])
    func aFileThatIsNotAStoreIsCorrupted(_ bytes: Data) async throws {
        defer { scratch.remove() }
        let error = try await openError(bytes)
        #expect(error?.isCorrupted == true, "\(String(describing: error))")
    }

    @Test func hostileDerivationParametersAreRefusedBeforeDeriving() async throws {
        defer { scratch.remove() }
        let original = try await smallStore()
        let text = try #require(String(data: original, encoding: .isoLatin1))
        let hostile = text.replacingOccurrences(of: #""rounds":1000"#, with: #""rounds":9999999999"#)
        var bytes = try #require(hostile.data(using: .isoLatin1))
        let headerLength = Layout(original).headerEnd - 14 + 6
        bytes.replaceSubrange(10..<14, with: withUnsafeBytes(of: UInt32(headerLength).bigEndian) { Data($0) })
        let error = try await openError(Self.redigested(bytes))
        #expect(error?.corruptionReason?.contains("out of range") == true, "\(String(describing: error))")
    }
}

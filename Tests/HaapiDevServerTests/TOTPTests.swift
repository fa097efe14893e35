import Foundation
import HaapiDevServer
import Testing

@Suite("RFC 6238 TOTP")
struct TOTPTests {
    /// RFC 6238 appendix B: seeds are the ASCII digits repeated to the hash's key size.
    static let sha1Seed = Array("12345678901234567890".utf8)
    static let sha256Seed = Array("12345678901234567890123456789012".utf8)
    static let sha512Seed = Array("1234567890123456789012345678901234567890123456789012345678901234".utf8)

    static let vectors: [(time: Int, sha1: String, sha256: String, sha512: String)] = [
        (59, "94287082", "46119246", "90693936"),
        (1_111_111_109, "07081804", "68084774", "25091201"),
        (1_111_111_111, "14050471", "67062674", "99943326"),
        (1_234_567_890, "89005924", "91819424", "93441116"),
        (2_000_000_000, "69279037", "90698825", "38618901"),
        (20_000_000_000, "65353130", "77737706", "47863826"),
    ]

    @Test(arguments: vectors.indices)
    func reproducesTheRFCVectors(_ index: Int) {
        let v = Self.vectors[index]
        let date = Date(timeIntervalSince1970: TimeInterval(v.time))
        #expect(TOTP(secret: Self.sha1Seed, algorithm: .sha1, digits: 8).code(at: date) == v.sha1)
        #expect(TOTP(secret: Self.sha256Seed, algorithm: .sha256, digits: 8).code(at: date) == v.sha256)
        #expect(TOTP(secret: Self.sha512Seed, algorithm: .sha512, digits: 8).code(at: date) == v.sha512)
    }

    @Test func windowAcceptsNeighbouringStepsOnly() {
        let totp = TOTP(secret: Self.sha1Seed)
        let now = Date(timeIntervalSince1970: 1_111_111_111)
        let previous = totp.code(at: now.addingTimeInterval(-30))
        #expect(totp.matchingCounter(for: previous, at: now, window: 1) == totp.counter(at: now) - 1)
        #expect(totp.matchingCounter(for: previous, at: now, window: 0) == nil)
        #expect(totp.matchingCounter(for: "12345", at: now, window: 1) == nil)
    }

    @Test func base32RoundTrips() {
        #expect(Base32.encode(Self.sha1Seed) == DevServerConfiguration.demoTOTPSecret)
        #expect(Base32.decode("gezd gnbv gy3t qojq gezd gnbv gy3t qojq") == Self.sha1Seed)
        #expect(Base32.decode("not base32!") == nil)
    }
}

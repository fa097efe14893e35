import Foundation
import HaapiJOSE
import Testing

@Suite("Base64URL")
struct Base64URLTests {
    /// RFC 4648 section 10 test vectors, with padding removed.
    static let vectors: [(String, String)] = [
        ("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"),
        ("foob", "Zm9vYg"), ("fooba", "Zm9vYmE"), ("foobar", "Zm9vYmFy"),
    ]

    @Test("RFC 4648 section 10 vectors encode and decode", arguments: vectors)
    func rfc4648Vectors(plain: String, encoded: String) throws {
        #expect(Base64URL.encode(utf8: plain) == encoded)
        #expect(try Base64URL.decode(encoded) == Data(plain.utf8))
    }

    @Test("uses the URL-safe alphabet: - and _ instead of + and /")
    func urlSafeAlphabet() throws {
        let bytes: [UInt8] = [0xFB, 0xFF, 0xBF]
        #expect(Base64URL.encode(bytes) == "-_-_")
        #expect(try Base64URL.decode("-_-_") == Data(bytes))
    }

    @Test("RFC 7515 appendix C example")
    func rfc7515AppendixC() throws {
        let bytes: [UInt8] = [3, 236, 255, 224, 193]
        #expect(Base64URL.encode(bytes) == "A-z_4ME")
        #expect(try Base64URL.decode("A-z_4ME") == Data(bytes))
    }

    @Test("round-trips every length up to 70")
    func roundTrip() throws {
        for length in 0...70 {
            let bytes = SeededRandomSource(seed: UInt64(length)).bytes(length)
            #expect(try Base64URL.decode(Base64URL.encode(bytes)) == Data(bytes))
        }
    }

    @Test("rejects standard base64 characters")
    func rejectsPlusAndSlash() {
        #expect(throws: Base64URLError.invalidCharacter(offset: 2)) { try Base64URL.decode("ab+d") }
        #expect(throws: Base64URLError.invalidCharacter(offset: 0)) { try Base64URL.decode("/bcd") }
    }

    @Test("rejects whitespace and non-ASCII")
    func rejectsOtherCharacters() {
        #expect(throws: Base64URLError.invalidCharacter(offset: 2)) { try Base64URL.decode("Zm 9v") }
        #expect(throws: Base64URLError.invalidCharacter(offset: 4)) { try Base64URL.decode("Zm9v\n") }
        #expect(throws: Base64URLError.self) { try Base64URL.decode("Zm9é") }
    }

    @Test("rejects padding")
    func rejectsPadding() {
        #expect(throws: Base64URLError.paddingNotAllowed(offset: 2)) { try Base64URL.decode("Zg==") }
        #expect(throws: Base64URLError.paddingNotAllowed(offset: 3)) { try Base64URL.decode("Zm8=") }
        #expect(throws: Base64URLError.paddingNotAllowed(offset: 0)) { try Base64URL.decode("=") }
    }

    @Test("rejects a length of 1 modulo 4")
    func rejectsImpossibleLength() {
        #expect(throws: Base64URLError.invalidLength(1)) { try Base64URL.decode("Z") }
        #expect(throws: Base64URLError.invalidLength(5)) { try Base64URL.decode("Zm9vY") }
    }

    @Test("rejects non-zero trailing bits, so each value has one encoding")
    func rejectsNonCanonical() {
        #expect(throws: Base64URLError.nonZeroTrailingBits) { try Base64URL.decode("Zh") }
        #expect(throws: Base64URLError.nonZeroTrailingBits) { try Base64URL.decode("Zm9") }
    }

    @Test("errors say what failed and where")
    func errorDescriptions() {
        #expect(Base64URLError.invalidCharacter(offset: 3).description.contains("offset 3"))
        #expect(Base64URLError.paddingNotAllowed(offset: 1).description.contains("padding"))
    }
}

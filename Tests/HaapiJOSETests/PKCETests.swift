import Foundation
import HaapiJOSE
import Testing

@Suite("PKCE")
struct PKCETests {
    @Test("RFC 7636 appendix B: S256 challenge")
    func rfc7636AppendixB() throws {
        let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
        try PKCE.validateVerifier(verifier)
        #expect(PKCE.challenge(for: verifier) == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
        #expect(PKCE.matches(verifier: verifier, challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"))
    }

    @Test("RFC 7636 appendix B: the verifier is base64url of the 32 published octets")
    func rfc7636AppendixBOctets() {
        let octets: [UInt8] = [
            116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173,
            187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83,
            132, 141, 121,
        ]
        #expect(Base64URL.encode(octets) == "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
    }

    @Test("generated verifiers have the requested length and are valid", arguments: [43, 44, 64, 100, 127, 128])
    func generation(length: Int) throws {
        let verifier = try PKCE.generateVerifier(length: length, using: SeededRandomSource(seed: 3))
        #expect(verifier.count == length)
        try PKCE.validateVerifier(verifier)
    }

    @Test("generation is deterministic with a seeded source")
    func deterministic() throws {
        let a = try PKCE.generateVerifier(using: SeededRandomSource(seed: 9))
        let b = try PKCE.generateVerifier(using: SeededRandomSource(seed: 9))
        #expect(a == b)
        #expect(a != (try PKCE.generateVerifier(using: SeededRandomSource(seed: 10))))
    }

    @Test("generation refuses lengths outside 43...128")
    func generationLimits() {
        #expect(throws: PKCEError.invalidLength(42)) { try PKCE.generateVerifier(length: 42, using: SystemRandomSource()) }
        #expect(throws: PKCEError.invalidLength(129)) { try PKCE.generateVerifier(length: 129, using: SystemRandomSource()) }
    }

    @Test("validation accepts all unreserved characters")
    func validationAcceptsUnreserved() throws {
        try PKCE.validateVerifier("ABCXYZabcxyz0189-._~" + String(repeating: "a", count: 23))
    }

    @Test("validation rejects bad lengths and characters")
    func validationRejects() {
        #expect(throws: PKCEError.invalidLength(42)) { try PKCE.validateVerifier(String(repeating: "a", count: 42)) }
        #expect(throws: PKCEError.invalidLength(129)) { try PKCE.validateVerifier(String(repeating: "a", count: 129)) }
        #expect(throws: PKCEError.invalidCharacter(offset: 5)) {
            try PKCE.validateVerifier("abcde+" + String(repeating: "a", count: 40))
        }
        #expect(throws: PKCEError.invalidCharacter(offset: 0)) {
            try PKCE.validateVerifier(" " + String(repeating: "a", count: 45))
        }
    }

    @Test("matching fails for a wrong verifier, wrong method or invalid verifier")
    func matchingFailures() {
        let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
        let challenge = PKCE.challenge(for: verifier)
        #expect(!PKCE.matches(verifier: verifier + "x", challenge: challenge))
        #expect(!PKCE.matches(verifier: verifier, challenge: challenge, method: "plain"))
        #expect(!PKCE.matches(verifier: "short", challenge: PKCE.challenge(for: "short")))
    }
}

import Foundation
import HaapiJOSE
import HaapiTesting
import HaapiWebAuthn
import Testing

/// The relying party against registrations and assertions made by an independent
/// implementation (`VectorMaker/make_vectors.py`, Python `cryptography`). Each refused
/// vector differs from a valid one in one way and is signed again, so it is accepted
/// (and its test fails) when the check it names is removed.
@Suite struct RelyingPartyVectorTests {
    static let file = Result { try VectorFile.committed() }
    static var registrations: [RegistrationVector] { (try? file.get().registrations) ?? [] }
    static var authentications: [AuthenticationVector] { (try? file.get().authentications) ?? [] }

    @Test func theCommittedVectorsCoverEveryRefusalTheRelyingPartyMakes() throws {
        let file = try Self.file.get()
        let expected = Set((file.registrations.map(\.expect) + file.authentications.map(\.expect)).compactMap { $0 })
        let producedByTheRelyingParty: Set<String> = [
            "notBase64URL", "wrongCredentialType", "credentialIDMismatch", "clientDataNotJSON", "wrongClientDataType",
            "challengeMismatch", "originNotAllowed", "crossOrigin", "rpIDHashMismatch", "userNotPresent", "userNotVerified",
            "malformedAuthenticatorData", "malformedAttestationObject", "unsupportedAttestationFormat",
            "invalidAttestationStatement", "missingAttestedCredentialData", "malformedPublicKey", "unsupportedAlgorithm",
            "credentialIDTooLong", "badSignature", "signCountRegressed", "credentialOfAnotherUser", "userHandleMissing",
        ]
        #expect(expected == producedByTheRelyingParty)
        #expect(file.registrations.contains { $0.expect == nil } && file.authentications.contains { $0.expect == nil })
    }

    @Test(arguments: registrations)
    func registration(_ vector: RegistrationVector) throws {
        let result = try outcome(of: vector, in: Self.file.get())
        #expect(result == vector.expect ?? "accepted", "\(vector.name)")
    }

    @Test(arguments: authentications)
    func authentication(_ vector: AuthenticationVector) throws {
        let result = try outcome(of: vector, in: Self.file.get())
        #expect(result == vector.expect ?? "accepted", "\(vector.name)")
    }

    @Test func aValidRegistrationGivesTheCredentialToStore() throws {
        let file = try Self.file.get()
        let vector = try #require(file.registrations.first { $0.name == "valid ES256 registration of a synced passkey (BE and BS)" })
        let credential = try file.relyingParty.verifyRegistration(vector.response, expecting: try vector.expectation)
        #expect(Base64URL.encode(credential.id) == vector.response.rawId)
        #expect(Base64URL.encode(credential.userHandle) == vector.userHandle)
        #expect(credential.algorithm == .es256)
        #expect(credential.signCount == 0)
        #expect(credential.aaguid == Array(repeating: 0, count: 16))
        #expect(credential.transports == ["internal", "hybrid"])
        #expect(credential.userVerified && credential.backupEligible)
        let key = try COSEKey(cborBytes: credential.publicKey)
        #expect(Base64URL.encode(key.subjectPublicKeyInfo) == vector.response.response.publicKey)
    }

    @Test func aValidAssertionGivesTheNewCounter() throws {
        let file = try Self.file.get()
        let vector = try #require(file.authentications.first { $0.name == "valid ES256 assertion, discoverable" })
        let result = try file.relyingParty.verifyAuthentication(
            vector.response, expecting: try vector.expectation, credential: try vector.registeredCredential)
        #expect(result == AuthenticationVerification(signCount: 8, userVerified: true))
    }

    @Test func aChallengeOtherThanTheOneIssuedIsRefused() throws {
        let file = try Self.file.get()
        let vector = try #require(file.registrations.first { $0.expect == nil })
        var expectation = try vector.expectation
        expectation.challenge[0] ^= 1
        #expect(throws: WebAuthnVerificationError.challengeMismatch) {
            try file.relyingParty.verifyRegistration(vector.response, expecting: expectation)
        }
    }
}

/// Whether `python3` runs and can import `cryptography`.
let pythonWithCryptography: Bool = {
    guard let python = programPath("python3") else { return false }
    return (try? runProgramBlocking(python, ["-c", "import cryptography"]))?.status == 0
}()

/// Fresh vectors from `make_vectors.py`, with new keys: the committed file is not a
/// lucky one. Needs python3 with `cryptography` (`pip install cryptography`).
@Suite(.enabled(if: pythonWithCryptography, "python3 with the cryptography package is not installed (pip install cryptography): skipping the fresh WebAuthn vectors"))
struct RegeneratedVectorTests {
    @Test func freshVectorsGiveTheSameOutcomes() async throws {
        let python = try programPath("python3").unwrapped("python3")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("VectorMaker/make_vectors.py")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("webauthn-vectors-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let made = try await runProgram(python, [script.path, "--out", output.path])
        #expect(made.status == 0, "make_vectors.py: \(made.stderr.suffix(1500))")
        let file = try JSONDecoder().decode(VectorFile.self, from: Data(contentsOf: output))
        #expect(file.registrations.count >= 30 && file.authentications.count >= 20)
        for vector in file.registrations {
            let result = try outcome(of: vector, in: file)
            #expect(result == vector.expect ?? "accepted", "\(vector.name)")
        }
        for vector in file.authentications {
            let result = try outcome(of: vector, in: file)
            #expect(result == vector.expect ?? "accepted", "\(vector.name)")
        }
    }
}

import Foundation
import HaapiJOSE
import HaapiWebAuthn
import Testing

@Suite struct FilePasskeyStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("passkeys-\(UUID().uuidString)")
    var file: URL { folder.appendingPathComponent("dev", isDirectory: true).appendingPathComponent("passkeys.json") }

    let passkeys = [
        StoredPasskey(
            credentialID: [1, 2, 3], rpID: "login.example.com", userHandle: [4, 5], userName: "sam", privateKey: Array(repeating: 7, count: 32),
            signCount: 3, createdAt: Date(timeIntervalSince1970: 1_700_000_000.125)),
        StoredPasskey(
            credentialID: [9], rpID: "other.example", userHandle: [6], userName: "ann ✓", privateKey: Array(repeating: 8, count: 32),
            signCount: 0, createdAt: Date(timeIntervalSince1970: 1_700_000_123.5)),
    ]

    @Test func passkeysSurviveARoundTrip() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FilePasskeyStore(fileURL: file)
        #expect(try await store.passkeys().isEmpty)
        try await store.save(passkeys)
        #expect(try await FilePasskeyStore(fileURL: file).passkeys() == passkeys)
        try await store.save(Array(passkeys.prefix(1)))
        #expect(try await store.passkeys() == Array(passkeys.prefix(1)))
    }

    @Test func theFileIsReadableByItsOwnerAloneAndNoTemporaryFileStays() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FilePasskeyStore(fileURL: file)
        try await store.save(passkeys)
        try await store.save(passkeys)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: file.deletingLastPathComponent().path)
        #expect((folderAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["passkeys.json"])
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("not encrypted"))
        #expect(text.contains(Base64URL.encode(passkeys[0].privateKey)))
    }

    @Test func aFileThatIsNotAPasskeyFileIsAStorageError() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"format\":\"something else\",\"warning\":\"\",\"passkeys\":[]}".utf8).write(to: file)
        await #expect(throws: WebAuthnCeremonyError.storage(reason: "\(file.path) is not a passkey file of this version (format something else)")) {
            try await FilePasskeyStore(fileURL: file).passkeys()
        }
        try Data("not json".utf8).write(to: file)
        await #expect(throws: WebAuthnCeremonyError.self) { try await FilePasskeyStore(fileURL: file).passkeys() }
    }

    @Test func aPasskeyMadeInOneRunSignsInTheNext() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let relyingParty = WebAuthnRelyingParty(id: "login.example.com", allowedOrigins: ["https://login.example.com"])
        let challenge = Array(repeating: UInt8(3), count: 32)
        let registration = try await SoftwareAuthenticator(store: FilePasskeyStore(fileURL: file), userVerifier: AutomaticUserVerifier())
            .register(PublicKeyCredentialCreationOptionsJSON(
                rp: .init(id: "login.example.com", name: "Example"), user: .init(id: "AQ", name: "sam", displayName: "Sam"),
                challenge: Base64URL.encode(challenge), pubKeyCredParams: [.init(alg: -7)]))
        let credential = try relyingParty.verifyRegistration(
            registration, expecting: RegistrationExpectation(challenge: challenge, userVerification: .required, userHandle: [1]))
        let assertion = try await SoftwareAuthenticator(store: FilePasskeyStore(fileURL: file), userVerifier: AutomaticUserVerifier())
            .authenticate(PublicKeyCredentialRequestOptionsJSON(challenge: Base64URL.encode(challenge), rpId: "login.example.com"))
        let result = try relyingParty.verifyAuthentication(
            assertion, expecting: AuthenticationExpectation(challenge: challenge, userVerification: .required), credential: credential)
        #expect(result.signCount == 1)
        #expect(try await FilePasskeyStore(fileURL: file).passkeys().map(\.signCount) == [1])
    }
}

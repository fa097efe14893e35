import Foundation
import HaapiOnboarding
import HaapiWebAuthn
import Testing

@Suite("Passkeys in the secure store")
struct SecureStorePasskeyStoreTests {
    private static let options = PublicKeyCredentialCreationOptionsJSON(
        rp: .init(id: "login.example.com", name: "Example"), user: .init(id: "dXNlcg", name: "sam", displayName: "Sam"),
        challenge: "Y2hhbGxlbmdl", pubKeyCredParams: [.init(alg: -7)])

    @Test func aPasskeyMadeInTheStoreSignsInAfterTheStoreIsReopened() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("passkeys-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = FileSecureStore(url: folder.appendingPathComponent("secure.store"), derivation: .fastForTests)
        try await store.create(passcode: "482916")
        let authenticator = SoftwareAuthenticator(store: SecureStorePasskeyStore(store), userVerifier: AutomaticUserVerifier())
        let made = try await authenticator.register(Self.options)
        // Encrypted at rest: the file holds neither the account name nor the credential ID.
        let bytes = try Data(contentsOf: folder.appendingPathComponent("secure.store"))
        #expect(bytes.range(of: Data("sam".utf8)) == nil)
        #expect(bytes.range(of: Data(made.id.utf8)) == nil)

        await store.close()
        await #expect(throws: WebAuthnCeremonyError.self) {
            _ = try await authenticator.authenticate(PublicKeyCredentialRequestOptionsJSON(challenge: "b3RoZXI", rpId: "login.example.com"))
        }
        try await store.open(passcode: "482916")
        let signed = try await authenticator.authenticate(PublicKeyCredentialRequestOptionsJSON(challenge: "b3RoZXI", rpId: "login.example.com"))
        #expect(signed.id == made.id)
    }

    @Test func whatTheStoreCannotReadIsAStorageError() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("passkeys-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = FileSecureStore(url: folder.appendingPathComponent("secure.store"), derivation: .fastForTests)
        try await store.create(passcode: "482916")
        try await store.setData(Data("not json".utf8), forKey: SecureStorePasskeyStore.key)
        await #expect(throws: WebAuthnCeremonyError.storage(reason: "the passkeys in the secure store cannot be read")) {
            _ = try await SecureStorePasskeyStore(store).passkeys()
        }
    }
}

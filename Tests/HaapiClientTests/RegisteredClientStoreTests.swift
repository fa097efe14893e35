import Foundation
import HaapiClient
import Testing

/// The stores a registered client is kept in, and what its descriptions leave out.
@Suite struct RegisteredClientStoreTests {
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("registered-\(UUID().uuidString.prefix(8))")
        return folder
    }

    static let client = RegisteredClient(
        clientID: "dcr-abc", clientSecret: "secret-Xy7", clientIDIssuedAt: Date(timeIntervalSince1970: 1_700_000_000),
        clientSecretExpiresAt: Date(timeIntervalSince1970: 1_900_000_000), registrationAccessToken: "rat-Zq1",
        registrationClientURI: URL(string: "https://login.example.com/oauth/register/dcr-abc"),
        issuer: URL(string: "https://login.example.com/oauth")!, templateClientID: "template")

    @Test func theFileStoreWritesOwnerOnlyFilesAndReadsThemBack() async throws {
        let folder = try Self.temporaryFolder().appendingPathComponent("nested")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let store = FileRegisteredClientStore(fileURL: folder.appendingPathComponent("registration.json"))
        #expect(try await store.load() == nil)

        try await store.save(Self.client)
        let attributes = try FileManager.default.attributesOfItem(atPath: store.fileURL.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: folder.path)
        #expect((folderAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        #expect(try await store.load() == Self.client)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["registration.json"], "no temporary file is left")

        var replaced = Self.client
        replaced.clientID = "dcr-def"
        try await store.save(replaced)
        #expect(try await store.load()?.clientID == "dcr-def")

        try await store.clear()
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
        #expect(try await store.load() == nil)
        try await store.clear()
    }

    @Test func aDamagedFileIsATypedFailureWithoutItsContents() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("registration.json")
        try Data(#"{"client_id":"dcr-abc","client_secret":"leaked-secret""#.utf8).write(to: file)
        let store = FileRegisteredClientStore(fileURL: file)
        do {
            _ = try await store.load()
            Issue.record("a damaged file was read")
        } catch let failure as FileRegisteredClientStore.Failure {
            #expect(failure.operation == "decode")
            #expect(failure.path == file.path)
            #expect(!failure.description.contains("leaked-secret"))
        }
    }

    @Test func aFileThatCannotBeWrittenIsATypedFailure() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("a file, not a folder".utf8).write(to: folder)
        let store = FileRegisteredClientStore(fileURL: folder.appendingPathComponent("registration.json"))
        await #expect(throws: FileRegisteredClientStore.Failure.self) { try await store.save(Self.client) }
    }

    @Test func theInMemoryStoreKeepsOneRegistration() async throws {
        let store = InMemoryRegisteredClientStore()
        #expect(try await store.load() == nil)
        try await store.save(Self.client)
        #expect(try await store.load() == Self.client)
        try await store.clear()
        #expect(try await store.load() == nil)
    }

    @Test func descriptionsShowNoSecret() {
        let statement = "eyJhbGciOiJFUzI1NiJ9.eyJzb2Z0d2FyZV9pZCI6InQifQ.c2lnbmF0dXJlLXZhbHVl"
        let registrations = [
            DynamicClientRegistration(templateClientID: "template", authorization: .softwareStatement(statement)),
            DynamicClientRegistration(templateClientID: "template", authorization: .templateClient(.clientSecretPost("template-secret-9"))),
        ]
        var texts = ["\(Self.client)", String(reflecting: Self.client)]
        for registration in registrations {
            texts += [
                "\(registration)", String(reflecting: registration), "\(ClientAuthentication.dynamicRegistration(registration))",
                "\(registration.authorization)",
            ]
        }
        for text in texts {
            for secret in ["secret-Xy7", "rat-Zq1", statement, "template-secret-9"] {
                #expect(!text.contains(secret), "\(text)")
            }
        }
        #expect("\(Self.client)".contains("dcr-abc"))
        #expect("\(registrations[0])".contains("template"))
    }
}

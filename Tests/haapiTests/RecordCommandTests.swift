import Foundation
import HaapiClient
import HaapiRecording
import Testing

/// `haapi record FOLDER` signs in like `haapi demo` (or `haapi login` with server
/// options) and leaves a replayable folder with no secret in it.
@Suite("haapi record")
struct RecordCommandTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-record-cli-\(UUID().uuidString)")

    func record(_ answers: [String], _ extra: [String] = []) async throws -> CommandRunner.Output {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-record-answers-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try (answers.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        return try await CommandRunner.run(["record", folder.path, "--answers", file.path, "--json"] + extra)
    }

    @Test func recordsAPasswordLoginAgainstTheDevServer() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try await record(["Username and password", "demo", "Password1", "", "Not now"])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        // The demo offers a passkey after the password (declined here): one request more.
        #expect(output.stderr.contains("Recorded 9 requests to \(folder.path) (README.md lists them)."), "\(output.stderr)")
        let recorded = try RecordedFolder(contentsOf: folder)
        let summaries = recorded.index.steps.map(\.summary)
        #expect(summaries.contains { $0.contains("POST /authn/authenticate/username-password → 200 registration-step") }, "\(summaries)")
        #expect(summaries.contains { $0.contains("→ 200 oauth-authorization-response") }, "\(summaries)")
        // The tokens the command printed are nowhere in the folder, nor is the password.
        let printed = try #require(output.stdout.range(of: "{").map { String(output.stdout[$0.lowerBound...]) })
        let tokens = try #require(try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [String: Any])
        let secrets = ["access_token", "refresh_token", "id_token"].compactMap { tokens[$0] as? String } + ["Password1", "haapi-demo-secret"]
        #expect(secrets.count == 5)
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for secret in secrets { #expect(!text.contains(secret), "\(file) holds \(secret.prefix(10))…") }
        }
    }

    @Test func aFailedLoginIsRecordedToo() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try await record(["Username and password", "demo", "wrong", ""])
        #expect(output.status == 1, "the answers run out: \(output.stderr)")
        let recorded = try RecordedFolder(contentsOf: folder)
        #expect(recorded.exchanges.last?.response.mediaType == "application/problem+json", "\(recorded.index.steps.map(\.summary))")
    }

    @Test func serverOptionsNeedAClientID() async throws {
        let output = try await CommandRunner.run(["record", folder.path, "--issuer", "https://idp.example.com"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("give --client-id with the server options"), "\(output.stderr)")
    }

    @Test func anUnwritableFolderIsOneLine() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-record-answers-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try "Username and password\ndemo\nPassword1\n\n".write(to: file, atomically: true, encoding: .utf8)
        let blocked = try await CommandRunner.run(["record", "/proc/haapi-cannot-write", "--answers", file.path])
        #expect(blocked.status == 1)
        #expect(blocked.stderr.hasSuffix("error: recording: /proc/haapi-cannot-write: cannot create the folder (The operation could not be completed)\n") || blocked.stderr.contains("recording: /proc/haapi-cannot-write"), "\(blocked.stderr)")
    }
}

import Foundation
import HaapiTesting
import Testing

/// Secrets never leak (issue 31) from `haapi record`: a password login of the embedded
/// demo server (a wrong password first), recorded; every file of the folder and the
/// command's standard error searched for the passwords, the demo client's secret and the
/// tokens; its standard output for the password typed and the client secret (`--json`
/// prints the tokens: that is what it is for; the demo's banner shows the demo user's
/// published password `Password1` to the developer, on purpose).
///
/// The demo's own password and client secret (`Password1`, `haapi-demo-secret`) are the
/// secrets here, with a distinctive wrong password typed first: the command runs its
/// embedded server, whose users cannot be changed.
@Suite("haapi record leaks no secret")
struct RecordSecretLeakTests {
    @Test func aRecordedLoginHoldsNoSecret() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-record-leaks-\(UUID().uuidString)")
        let answers = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-record-leaks-\(UUID().uuidString).txt")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: answers)
        }
        let wrong = "pw-LEAKCANARY-WRONG-Rec4Qs"
        try (["Username and password", "demo", wrong, "", "demo", "Password1", "", "Not now"].joined(separator: "\n") + "\n")
            .write(to: answers, atomically: true, encoding: .utf8)
        let output = try await CommandRunner.run(["record", folder.path, "--answers", answers.path, "--json"])
        #expect(output.status == 0, "stderr: \(output.stderr)")

        var secrets = SecretSet()
        secrets.add("password", "Password1")
        secrets.add("wrong password", wrong)
        secrets.add("client secret", "haapi-demo-secret")
        let quiet = secrets.removing("password")
        let printed = try #require(output.stdout.range(of: "{").map { String(output.stdout[$0.lowerBound...]) })
        let tokens = try #require(try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [String: Any])
        for member in ["access_token", "refresh_token", "id_token"] {
            secrets.add(member, try #require(tokens[member] as? String, "--json printed no \(member)"))
        }

        let sink = EmissionSink()
        #expect(try sink.addFiles(in: folder, at: "file") > 3, "the recording was searched")
        sink.add(output.stderr, at: "haapi record's standard error")
        #expect(secrets.leaks(in: sink) == [])
        let stdout = EmissionSink()
        stdout.add(output.stdout, at: "haapi record's standard output")
        #expect(quiet.leaks(in: stdout) == [])
    }
}

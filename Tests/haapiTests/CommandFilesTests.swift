import Foundation
import Testing

/// Where `haapi onboard` keeps its secure store when `--store` is not given: under the
/// `HOME` the shell gives it (not the account database's), or `XDG_DATA_HOME`.
@Suite("haapi keeps its files where the environment says")
struct CommandFilesTests {
    func onboard(environment: [String: String]) async throws -> CommandRunner.Output {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-onboard-\(UUID().uuidString).txt")
        try (OnboardScriptedTests.fullOnboarding.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await CommandRunner.run(["onboard", "--answers", file.path], environment: environment)
    }

    @Test(arguments: [false, true])
    func theSecureStoreGoesUnderHomeOrXDGDataHome(xdg: Bool) async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-home-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let data = home.appendingPathComponent("data")
        let output = try await onboard(environment: ["HOME": home.path, "XDG_DATA_HOME": xdg ? data.path : ""])
        #expect(output.status == 0, "stderr: \(output.stderr)\n\(output.stdout.suffix(800))")
        let expected = xdg ? data.appendingPathComponent("haapi/secure.store") : home.appendingPathComponent(".local/share/haapi/secure.store")
        #expect(output.stdout.contains("the tokens are kept encrypted in \(expected.path)"), "\(output.stdout.suffix(600))")
        #expect(FileManager.default.fileExists(atPath: expected.path))
    }
}

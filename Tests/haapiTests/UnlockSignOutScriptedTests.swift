import Foundation
import Testing

/// `haapi unlock --sign-out` signs out the session `haapi onboard` stored.
@Suite("haapi unlock --sign-out, scripted", .serialized)
struct UnlockSignOutScriptedTests {
    /// A store made by a scripted onboarding (passcode `secret-7`, biometrics enabled),
    /// signed in at `server` when given, else at an embedded server that is gone when it returns.
    static func onboarded(server: URL? = nil) async throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-sign-out-\(UUID().uuidString)")
        let output = try await OnboardScriptedTests.onboard(
            OnboardScriptedTests.fullOnboarding.dropLast() + ["Enable"], extra: server.map { ["--server", $0.absoluteString] } ?? [],
            store: folder.appendingPathComponent("secure.store"))
        #expect(output.status == 0, "stderr: \(output.stderr)\n\(output.stdout.suffix(1500))")
        return folder
    }

    /// The JSON object on the last line of `output`.
    static func state(_ output: CommandRunner.Output) throws -> [String: String] {
        let line = try #require(output.stdout.split(separator: "\n").last, "no output; stderr: \(output.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String], "\(line)")
    }

    @Test("the running server revokes the session, and the store keeps nothing of it")
    func atARunningServer() async throws {
        let server = try await DevServerProcess(configuration: "security:\n  passwordIterations: 1000\n")
        defer { server.stop() }
        let folder = try await Self.onboarded(server: server.baseURL)
        defer { try? FileManager.default.removeItem(at: folder) }

        let signedOut = try await UnlockScriptedTests.unlock([], folder: folder, extra: ["--sign-out", "--json"])
        #expect(signedOut.status == 0, "stderr: \(signedOut.stderr)")
        let state = try Self.state(signedOut)
        #expect(state["unlocked_with"] == "biometrics")
        #expect(state["refresh_token"] == "revoked" && state["access_token"] == "revoked", "\(state)")
        #expect(state["server_session"] == "ended", "\(state)")
        #expect(state["device"] == "forgotten")
        #expect(state["server"] == server.baseURL.absoluteString)
        #expect(!signedOut.stdout.contains("eyJ"), "no token is printed")

        let after = try await UnlockScriptedTests.unlock([], folder: folder, extra: ["--json"])
        #expect(try Self.state(after)["tokens"] == "none")
        let again = try await UnlockScriptedTests.unlock([], folder: folder, extra: ["--sign-out"])
        #expect(again.status == 0, "stderr: \(again.stderr)")
        #expect(again.stdout.contains("No one was signed in: the store held no tokens."))
    }

    @Test("with the embedded server gone, the person is told and the device forgets all the same")
    func serverGone() async throws {
        let folder = try await Self.onboarded()
        defer { try? FileManager.default.removeItem(at: folder) }

        let signedOut = try await UnlockScriptedTests.unlock(["Enter Passcode", "secret-7", ""], folder: folder, extra: [
            "--sign-out", "--biometric-answer", "cancel",
        ])
        #expect(signedOut.status == 0, "stderr: \(signedOut.stderr)\n\(signedOut.stdout)")
        #expect(signedOut.stdout.contains("Unlocked with the passcode."))
        #expect(signedOut.stdout.contains("Signed out on this device: the tokens and the key that protected them are removed."))
        #expect(signedOut.stdout.contains("could not be reached, so the sign-in may stay valid there until it expires."))

        let after = try await UnlockScriptedTests.unlock([], folder: folder, extra: ["--json"])
        #expect(try Self.state(after)["tokens"] == "none")
    }

    @Test("--sign-out and --change do not go together")
    func notWithChange() async throws {
        let output = try await CommandRunner.run(["unlock", "--sign-out", "--change"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("give --change or --sign-out, not both"))
    }
}

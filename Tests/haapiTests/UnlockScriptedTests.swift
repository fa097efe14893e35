import Foundation
import Testing

/// `haapi unlock --answers FILE` opens the store `haapi onboard` created.
@Suite("haapi unlock, scripted", .serialized)
struct UnlockScriptedTests {
    /// A folder with a store made by a scripted onboarding whose passcode is `secret-7`
    /// (biometrics enabled when `biometrics`).
    static func onboarded(biometrics: Bool) async throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-unlock-\(UUID().uuidString)")
        let answers = OnboardScriptedTests.fullOnboarding.dropLast() + [biometrics ? "Enable" : "Not Now"]
        let output = try await OnboardScriptedTests.onboard(Array(answers), store: folder.appendingPathComponent("secure.store"))
        #expect(output.status == 0, "stderr: \(output.stderr)\n\(output.stdout.suffix(1500))")
        return folder
    }

    static func unlock(_ answers: [String], folder: URL, extra: [String] = []) async throws -> CommandRunner.Output {
        let file = folder.appendingPathComponent("answers.txt")
        try (answers.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        return try await CommandRunner.run(["unlock", "--answers", file.path, "--store", folder.appendingPathComponent("secure.store").path] + extra)
    }

    @Test("biometrics open the store, and the tokens' state is shown without a token")
    func biometrics() async throws {
        let folder = try await Self.onboarded(biometrics: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try await Self.unlock([], folder: folder, extra: ["--json"])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        let state = try JSONSerialization.jsonObject(with: Data(output.stdout.split(separator: "\n").last!.utf8)) as? [String: String]
        #expect(state?["unlocked_with"] == "biometrics")
        #expect(state?["subject"] == "demo")
        #expect(state?["refresh_token"] == "present")
        #expect(!output.stdout.contains("eyJ"), "no token is printed")
    }

    @Test("cancelled biometrics lead to the passcode; a wrong one is counted and the right one opens")
    func passcode() async throws {
        let folder = try await Self.onboarded(biometrics: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try await Self.unlock(["Enter Passcode", "wrong-1", "", "secret-7", ""], folder: folder, extra: ["--biometric-answer", "cancel"])
        #expect(output.status == 0, "stderr: \(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains("Biometrics Cancelled"))
        #expect(output.stdout.contains("Wrong passcode. 9 tries left."))
        #expect(output.stdout.contains("Unlocked with the passcode."))
        #expect(output.stdout.contains("(sub: demo)"))
        #expect(!output.stdout.contains("secret-7") && !output.stdout.contains("wrong-1"), "passcodes are never printed")
    }

    @Test("--change asks the current passcode, then a new one, and only the new one opens the store")
    func change() async throws {
        let folder = try await Self.onboarded(biometrics: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let changed = try await Self.unlock(["secret-7", "", "secret-8", "", "secret-8", ""], folder: folder, extra: ["--change"])
        #expect(changed.status == 0, "stderr: \(changed.stderr)\n\(changed.stdout)")
        #expect(changed.stdout.contains("Enter Current Passcode"))
        #expect(changed.stdout.contains("  Passcode\n"), "headed Passcode, not Set up: \(changed.stdout.prefix(300))")
        #expect(changed.stdout.contains("Confirm New Passcode"))
        #expect(changed.stdout.contains("Passcode changed."))
        #expect(!changed.stdout.contains("Biometrics"), "a change never uses biometrics")
        let old = try await Self.unlock(["secret-7", ""], folder: folder, extra: ["--biometrics", "none"])
        #expect(old.stdout.contains("Wrong passcode."))
        let new = try await Self.unlock(["secret-8", ""], folder: folder, extra: ["--biometrics", "none"])
        #expect(new.status == 0, "stderr: \(new.stderr)")
        #expect(new.stdout.contains("Unlocked with the passcode."))
        let byBiometrics = try await Self.unlock([], folder: folder)
        #expect(byBiometrics.stdout.contains("Unlocked with biometrics."), "the biometric copy holds the new passcode")
    }

    @Test("--change --with-biometrics: biometrics release a generated passcode and a new one is kept with them")
    func changeWithBiometrics() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-unlock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let answers = Array(OnboardScriptedTests.fullOnboarding.dropLast(OnboardScriptedTests.passcodeAnswers.count)) + ["Enable"]
        let onboarded = try await OnboardScriptedTests.onboard(
            answers, extra: ["--passcode-order", "biometrics-first"], store: folder.appendingPathComponent("secure.store"))
        #expect(onboarded.status == 0, "stderr: \(onboarded.stderr)")
        let changed = try await Self.unlock([], folder: folder, extra: ["--change", "--with-biometrics"])
        #expect(changed.status == 0, "stderr: \(changed.stderr)\n\(changed.stdout)")
        #expect(changed.stdout.contains("Passcode changed."))
        #expect(!changed.stdout.contains("New Passcode"), "nothing is asked")
        let byBiometrics = try await Self.unlock([], folder: folder)
        #expect(byBiometrics.stdout.contains("Unlocked with biometrics."), "the copy holds the new passcode")
        let refused = try await CommandRunner.run(["unlock", "--with-biometrics"])
        #expect(refused.status == 64 && refused.stderr.contains("--with-biometrics changes the passcode: give --change too"), "\(refused.stderr)")
    }

    @Test("the retry limit wipes the store, and the count survives between runs")
    func retryLimit() async throws {
        let folder = try await Self.onboarded(biometrics: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try await Self.unlock(["wrong-1", ""], folder: folder, extra: ["--retry-limit", "2"])
        #expect(first.status == 1, "the answers end while the passcode is asked again")
        #expect(first.stdout.contains("Wrong passcode. 1 try left."))
        let second = try await Self.unlock(["wrong-2", ""], folder: folder, extra: ["--retry-limit", "2"])
        #expect(second.status == 5, "stderr: \(second.stderr)")
        #expect(second.stderr == "haapi: too many wrong passcodes: the secure store was wiped; run 'haapi onboard' again\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("secure.store").path))
        let third = try await Self.unlock([], folder: folder)
        #expect(third.status == 1)
        #expect(third.stderr.contains("no secure store at "))
    }
}

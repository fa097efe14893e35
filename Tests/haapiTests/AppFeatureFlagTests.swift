import Foundation
import Testing

/// `haapi app --feature`: seed 003's feature flags in the embedded dev server's secret,
/// and the errors they lead to, reached by a person in the terminal.
@Suite("haapi app --feature", .serialized)
struct AppFeatureFlagTests {
    static func answers(_ lines: [String], in folder: URL) throws -> String {
        let file = folder.appendingPathComponent("answers-\(UUID().uuidString).txt")
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    @Test("custom-forgot-pin-button: Forgot your PIN ends the unlock with userForgotPIN; without it the passcode is reset")
    func forgotPIN() async throws {
        let folder = try await UnlockScriptedTests.onboarded(biometrics: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("secure.store").path
        let forgot = try Self.answers(["", "Reset Passcode"], in: folder)
        let flagged = try await CommandRunner.run(
            ["app", "unlock", "--store", store, "--answers", forgot, "--feature", "custom-forgot-pin-button"])
        #expect(flagged.status == 1, "stderr: \(flagged.stderr)\n\(flagged.stdout.suffix(800))")
        #expect(flagged.stderr.contains("Forgot your PIN?"), "stderr: \(flagged.stderr)")
        #expect(FileManager.default.fileExists(atPath: store), "the app handles it: nothing is wiped")

        let unlocked = try await CommandRunner.run(["app", "unlock", "--store", store, "--answers", try Self.answers(["secret-7", ""], in: folder)])
        #expect(unlocked.status == 0, "stderr: \(unlocked.stderr)")
        #expect(unlocked.stdout.contains("result: unlocked"))

        let reset = try await CommandRunner.run(["app", "unlock", "--store", store, "--answers", forgot])
        #expect(reset.status == 0, "stderr: \(reset.stderr)")
        #expect(reset.stdout.contains("result: passcode-reset"))
    }

    @Test("disable-product-registration: an activation link ends with productRegistrationNotAllowed")
    func productRegistration() async throws {
        let output = try await CommandRunner.run(
            ["app", "open", "haapidemo://activate?code=AB12-CD34", "--plain", "--feature", "disableProductRegistration"])
        #expect(output.status == 1, "stderr: \(output.stderr)\n\(output.stdout.suffix(800))")
        #expect(output.stderr.contains("disableProductRegistration"), "stderr: \(output.stderr)")
    }

    @Test("a flag with --secret, or an unknown flag, is refused before anything starts")
    func refusedFlags() async throws {
        let withSecret = try await CommandRunner.run(["app", "open", "haapidemo://login", "--secret", "hk1.x", "--feature", "custom-forgot-pin-button"])
        #expect(withSecret.status == 64)
        #expect(withSecret.stderr.contains("a --secret carries its own flags"), "stderr: \(withSecret.stderr)")
        let unknown = try await CommandRunner.run(["app", "open", "haapidemo://login", "--feature", "no-such-flag"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("custom-forgot-pin-button"), "the error lists the flags: \(unknown.stderr)")
    }
}

/// `--passcode-policy FILE`: the app's passcode policy in `haapi onboard` and `unlock`.
@Suite("haapi onboard --passcode-policy", .serialized)
struct PasscodePolicyOptionTests {
    @Test("a PIN policy: digits only, six of them, three different, no biometrics offered")
    func pinPolicy() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-policy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let policy = folder.appendingPathComponent("pin.json")
        try Data(#"{"isDigitsOnly": true, "minLength": 6, "maxLength": 6, "minUniqueChars": 3, "allowsTouchID": false}"#.utf8).write(to: policy)
        let answers = OnboardScriptedTests.fullOnboarding.dropLast(OnboardScriptedTests.passcodeAnswers.count) + ["111111", "", "123456", "", "123456", ""]
        let output = try await OnboardScriptedTests.onboard(
            Array(answers), extra: ["--passcode-policy", policy.path], store: folder.appendingPathComponent("secure.store"))
        #expect(output.status == 0, "stderr: \(output.stderr)\n\(output.stdout.suffix(1500))")
        #expect(output.stdout.contains("✓ Digits only"))
        #expect(output.stdout.contains("6 digits") && !output.stdout.contains("At least 6 characters"), "a PIN of one length says so")
        #expect(output.stdout.contains("At least 3 different characters"))
        #expect(output.stdout.contains("The passcode does not meet every requirement."), "111111 has one different character")
        #expect(!output.stdout.contains("Touch ID") && !output.stdout.contains("Enable"), "no biometrics offered")
    }

    @Test("a policy file that cannot be used is refused naming the file and the key")
    func badPolicy() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID().uuidString).json")
        try Data(#"{"minLenght": 4}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try await CommandRunner.run(["unlock", "--passcode-policy", file.path, "--store", "/nonexistent/secure.store"])
        #expect(output.status == 64, "refused before anything starts")
        #expect(output.stderr.contains("\(file.path): minLenght: not a policy key"), "stderr: \(output.stderr)")
        let missing = try await CommandRunner.run(["unlock", "--passcode-policy", "/nonexistent/policy.json"])
        #expect(missing.stderr.contains("--passcode-policy /nonexistent/policy.json: the file cannot be opened"), "stderr: \(missing.stderr)")
    }
}

/// `haapi app --support TEXT`: the app's support contact, shown by the errors only
/// support can help with (seed 003's "advise to contact customer support").
@Suite("haapi app --support")
struct AppSupportContactTests {
    @Test func anErrorOnlySupportCanHelpWithShowsTheContact() async throws {
        let output = try await CommandRunner.run(
            ["app", "open", "haapidemo://passport?x=1", "--plain", "--support", "support@example.com, +31 20 123 4567"])
        #expect(output.status == 2, "stderr: \(output.stderr)")
        #expect(output.stdout.contains("Support: support@example.com, +31 20 123 4567"), "\(output.stdout.suffix(600))")
        let without = try await CommandRunner.run(["app", "open", "haapidemo://passport?x=1", "--plain"])
        #expect(!without.stdout.contains("Support:"))
    }
}

/// The seed's evidence upload and smart card links run the app's own flows
/// (`HaapiKit.appActionHandlers`; `haapi app` has demo ones); other unknown actions are refused.
@Suite("haapi app: the app's own URL actions")
struct AppActionTests {
    @Test func aSmartCardLinkRunsTheAppsFlow() async throws {
        let output = try await CommandRunner.run(["app", "open", "haapidemo://smartcard?card=AB12&pin_hint=x", "--plain"])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(output.stdout.contains("result: app-action") && output.stdout.contains("action: smartcard"), "\(output.stdout)")
        #expect(output.stderr.contains("the app's own smartcard flow (a demo) ran with: card, pin_hint"), "\(output.stderr)")
        #expect(!output.stderr.contains("AB12"), "values are not printed")
    }
}

/// `haapi app --dynamic-link-host HOST`: seed 003's dynamic links, read in their long form;
/// a short link ends with `noUniquelyMatchedFirebaseDynamicLinkError`, shown first.
@Suite("haapi app --dynamic-link-host")
struct AppDynamicLinkTests {
    @Test func aLongLinkOpensWhatItHoldsAndAShortOneIsExplained() async throws {
        let long = "https://links.example.com/?link=haapidemo%3A%2F%2Fsmartcard%3Fcard%3DAB12&apn=com.example"
        let opened = try await CommandRunner.run(["app", "open", long, "--plain", "--dynamic-link-host", "links.example.com"])
        #expect(opened.status == 0, "stderr: \(opened.stderr)")
        #expect(opened.stdout.contains("action: smartcard"), "\(opened.stdout)")

        let short = try await CommandRunner.run(["app", "open", "https://links.example.com/Xy7q", "--plain", "--dynamic-link-host", "links.example.com"])
        #expect(short.status == 2, "stderr: \(short.stderr)")
        #expect(short.stdout.contains("This short link cannot be opened in the app."), "\(short.stdout.suffix(600))")
        #expect(short.stderr.contains("a short dynamic link, which only its service can resolve"), "\(short.stderr)")

        let bad = try await CommandRunner.run(["app", "open", "haapidemo://login", "--dynamic-link-host", "links.example.com/x"])
        #expect(bad.status == 64 && bad.stderr.contains("--dynamic-link-host links.example.com/x: expected host[:port]"), "\(bad.stderr)")
    }
}

import Foundation
import HaapiGraphics
import Testing

/// `haapi onboard --answers FILE` walks the onboarding of seed 002 with no terminal.
@Suite("haapi onboard, scripted", .serialized)
struct OnboardScriptedTests {
    /// Runs `haapi onboard` with `answers`; the secure store goes to `store`, or to a
    /// temporary folder removed afterwards (never the home folder).
    static func onboard(_ answers: [String], extra: [String] = [], store: URL? = nil) async throws -> CommandRunner.Output {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-onboard-\(UUID().uuidString).txt")
        try (answers.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-store-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: file)
            if store == nil { try? FileManager.default.removeItem(at: folder) }
        }
        let storePath = (store ?? folder.appendingPathComponent("secure.store")).path
        return try await CommandRunner.run(["onboard", "--answers", file.path, "--store", storePath] + extra)
    }

    /// The passcode step after the login: a passcode, its confirmation, and the biometrics offer.
    static let passcodeAnswers = ["secret-7", "", "secret-7", "", "Not Now"]

    /// E-mail (refused, then accepted), EULA, the required consent, the optional
    /// two-page one declined, and the login.
    static let fullOnboarding = [
        "anna@example.org", "", "demo@example.com", "",       // welcome: a refused domain, then a known one
        "Agree",                                               // EULA
        "Agree",                                               // the required consent
        "Next", "Not Now",                                     // the optional consent's two pages
        "Username and password", "demo", "Password1", "",     // the login
    ] + passcodeAnswers

    @Test("from the welcome screen to tokens, through EULA and consents")
    func toTokens() async throws {
        let output = try await Self.onboard(Self.fullOnboarding)
        #expect(output.status == 0, "stderr: \(output.stderr)\n\(output.stdout.suffix(1500))")
        // Line mode says the message's kind in words ("Error:"), and wraps it at 80 columns.
        #expect(output.stdout.contains("Error: No organisation is known for example.org. Use an address at"))
        #expect(output.stdout.contains("example.com."))
        #expect(output.stdout.contains("Welcome to HaapiKit Demo"), "the configuration's application name")
        #expect(output.stdout.contains("End User License Agreement"))
        #expect(output.stdout.contains("Page 2 of 2"))
        #expect(output.stdout.contains("(consents: privacy=agreed, usage=not now)"), "\(output.stdout.suffix(1200))")
        #expect(output.stdout.contains("Signed in."))
        #expect(output.stdout.contains("sub: demo"))
        #expect(!output.stdout.contains("Password: Password1"), "the password is not echoed")
        #expect(output.stdout.contains("Password: •••••••••"))
        #expect(output.stdout.contains("Create Passcode"))
        #expect(output.stdout.contains("Passcode set; the tokens are kept encrypted in "))
        #expect(!output.stdout.contains("secret-7"), "the passcode is not echoed")
    }

    @Test("in Dutch and Swedish the screens speak the language")
    func languages() async throws {
        let dutch = try await Self.onboard(["demo@example.com", "", "Niet akkoord"], extra: ["--language", "nl"])
        #expect(dutch.status == 4)
        #expect(dutch.stdout.contains("Licentieovereenkomst voor eindgebruikers"))
        #expect(dutch.stdout.contains("Welkom bij HaapiKit Demo"), "the configuration's application name")
        let swedish = try await Self.onboard(["", "Prova demon"], extra: ["--language", "sv"])
        #expect(swedish.status == 0, "stderr: \(swedish.stderr)")
        #expect(swedish.stdout.contains("Välkommen"))
        #expect(swedish.stdout.contains("Demo mode chosen"))
    }

    @Test("refusing the licence agreement ends with status 4")
    func eulaRefused() async throws {
        let output = try await Self.onboard(["demo@example.com", "", "Disagree"])
        #expect(output.status == 4)
        #expect(output.stderr == "haapi: onboarding ended: the licence agreement was not accepted\n")
    }

    @Test("Back on the consent form shows the licence agreement again, which then asks afresh")
    func backFromTheConsents() async throws {
        let output = try await Self.onboard(["demo@example.com", "", "Agree", "Back", "Disagree"])
        #expect(output.status == 4, "stderr: \(output.stderr)\n\(output.stdout.suffix(1500))")
        #expect(output.stdout.components(separatedBy: "End User License Agreement").count - 1 >= 2, "the EULA shows twice")
        #expect(output.stderr == "haapi: onboarding ended: the licence agreement was not accepted\n")
    }

    @Test("Back on the passcode's confirmation asks for a new first entry")
    func backFromThePasscodeConfirmation() async throws {
        let answers = Array(Self.fullOnboarding.dropLast(Self.passcodeAnswers.count))
            + ["secret-7", "", "", "Back", "secret-8", "", "secret-8", "", "Not Now"]
        let output = try await Self.onboard(answers)
        #expect(output.status == 0, "stderr: \(output.stderr)\n\(output.stdout.suffix(2500))")
        let afterConfirm = try #require(output.stdout.range(of: "Confirm Passcode")).upperBound
        let again = try #require(output.stdout.range(of: "Create Passcode", range: afterConfirm..<output.stdout.endIndex), "asked afresh")
        #expect(output.stdout[afterConfirm..<again.lowerBound].contains("Back"), "the confirmation offers Back")
        #expect(output.stdout.contains("Passcode set; the tokens are kept encrypted in "))
    }

    @Test("--passcode-order biometrics-first offers only Enable and asks for no passcode")
    func biometricsFirst() async throws {
        let answers = Array(Self.fullOnboarding.dropLast(Self.passcodeAnswers.count)) + ["Enable"]
        let output = try await Self.onboard(answers, extra: ["--passcode-order", "biometrics-first"])
        #expect(output.status == 0, "stderr: \(output.stderr)\n\(output.stdout.suffix(2500))")
        let offer = try #require(output.stdout.range(of: "Enable Biometrics"))
        let end = try #require(output.stdout.range(of: "Passcode set", range: offer.upperBound..<output.stdout.endIndex))
        #expect(!output.stdout[offer.upperBound..<end.lowerBound].contains("Not Now"), "enrolled: Enable only")
        #expect(!output.stdout.contains("Create Passcode"))
        #expect(output.stdout.contains("Passcode set, biometrics enabled"))
    }

    @Test("denying the required consent ends with status 4")
    func consentRefused() async throws {
        let output = try await Self.onboard(["demo@example.com", "", "Agree", "Deny"])
        #expect(output.status == 4)
        #expect(output.stderr == "haapi: onboarding ended: the required consent \"privacy\" was refused\n")
    }

    @Test("the scanner reads a PNG file, refuses a broken one, and confirms the server")
    func scanner() async throws {
        let directory = FileManager.default.temporaryDirectory
        let good = directory.appendingPathComponent("haapi-activation-\(UUID().uuidString).png")
        let bad = directory.appendingPathComponent("haapi-broken-\(UUID().uuidString).png")
        try QRCode(text: "haapi-demo-activation").pngData(scale: 4).write(to: good)
        try Data("not a picture".utf8).write(to: bad)
        defer {
            try? FileManager.default.removeItem(at: good)
            try? FileManager.default.removeItem(at: bad)
        }
        // Welcome (Scan), then the scanner: image path, typed code, and the button to use.
        let output = try await Self.onboard([
            "", bad.path, "", "Read Image",
            good.path, "", "Read Image",
            "Continue", "Disagree",
        ], extra: ["--setting", "scanner"])
        #expect(output.status == 4, "stderr: \(output.stderr)\n\(output.stdout.suffix(2000))")
        #expect(output.stdout.contains("That file is not a picture we can read. Choose a PNG or JPEG picture."))
        #expect(output.stdout.contains("Scan succeeded. You will be connected to:"))
        #expect(output.stdout.contains("HaapiKit dev server"))
    }

    @Test("an onboarding left at the EULA resumes there from --state")
    func resumes() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-onboard-state-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: state) }
        let first = try await Self.onboard(["demo@example.com", ""], extra: ["--state", state.path])
        #expect(first.status == 1)
        #expect(first.stderr == "haapi: onboarding failed: the answers ended before the onboarding did\n")
        let saved = try String(contentsOf: state, encoding: .utf8)
        #expect(saved.contains("\"step\":\"eula\""))
        #expect(saved.contains("demo@example.com"))
        let permissions = try FileManager.default.attributesOfItem(atPath: state.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        let second = try await Self.onboard(["Disagree"], extra: ["--state", state.path])
        #expect(second.status == 4, "stderr: \(second.stderr)")
        #expect(!second.stdout.contains("Welcome"), "resumed at the EULA")
        #expect(!FileManager.default.fileExists(atPath: state.path), "an ended onboarding is forgotten")
    }

    @Test("a state file that is not ours is reported and the onboarding starts afresh")
    func brokenState() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-onboard-state-\(UUID().uuidString).json")
        try Data("{\"step\": 42}".utf8).write(to: state)
        defer { try? FileManager.default.removeItem(at: state) }
        let output = try await Self.onboard(["", "Try the Demo"], extra: ["--state", state.path])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(output.stdout.contains("Welcome"))
        #expect(output.stderr.contains("is not a saved onboarding"), "stderr: \(output.stderr)")
    }
}

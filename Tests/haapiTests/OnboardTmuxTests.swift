import Foundation
import Testing

@Suite("haapi onboard in a real terminal (tmux)", .serialized,
       .enabled(if: tmuxPath != nil, "tmux not installed (.ci/run installs it): the real-terminal onboarding test is skipped"),
       .enabled(if: tmuxTestsEnabled, "HAAPI_TMUX_TESTS=0: the real-terminal onboarding test is turned off"))
struct OnboardTmuxTests {
    @Test("welcome, EULA, consents, the login and the passcode with keys, ending in tokens and a restored terminal")
    func onboardWithKeys() async throws {
        let pane = TmuxPane()
        defer { pane.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-tmux-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await pane.start("'\(CommandRunner.executable.path)' onboard --store '\(folder.appendingPathComponent("secure.store").path)'")
        try await pane.waitFor("Enter your work e-mail address")
        try await pane.keys("anna@example", "Enter")
        try await pane.waitFor("Enter an e-mail address like name@company.com.")
        try await pane.keys("Up", "C-u", "demo@example.com", "Enter")
        let eula = try await pane.waitFor("End User License Agreement")
        #expect(eula.contains("› [1]  Agree"), "Agree has the focus: \(eula)")
        #expect(!eula.contains("a: approve") && !eula.contains("c: code"), "the login's keys are not the agreement's: \(eula)")
        try await pane.keys("1")
        try await pane.waitFor("Data Privacy")
        try await pane.keys("4")                              // Agree (after the link, Back and Deny)
        try await pane.waitFor("Page 1 of 2")
        try await pane.keys("Enter")                          // Next
        try await pane.waitFor("Page 2 of 2")
        try await pane.keys("2")                              // Not Now
        try await pane.waitFor("Username and password")
        try await pane.keys("1")
        let login = try await pane.waitFor("Password:")
        #expect(login.split(separator: "\n").contains { $0.contains("Username") && $0.contains("demo") },
                "the user of the address given is filled in (login_hint): \(login)")
        #expect(login.contains("c: code") && !login.contains("a: approve"), "the password step lists its own keys: \(login)")
        try await pane.keys("Enter", "Password1")            // the user name is there already
        let typed = try await pane.waitFor("•••••••••")
        #expect(!typed.split(separator: "\n").contains { $0.contains("Password1") && !$0.contains("Onboarding demo") && !$0.contains("user demo") })
        try await pane.keys("Enter")
        try await pane.waitFor("Create Passcode")
        try await pane.keys("secret")
        let checklist = try await pane.waitFor("✓ At least 6 characters")
        #expect(checklist.contains("• A digit"), "the checklist follows the typing: \(checklist)")
        try await pane.keys("7")
        try await pane.waitFor("✓ A digit")
        try await pane.keys("Enter")
        try await pane.waitFor("Confirm Passcode")
        try await pane.keys("secret7", "Enter")
        let offer = try await pane.waitFor("Enable Biometrics")
        #expect(!offer.contains("secret7"), "the passcode never shows")
        try await pane.keys("Enter")                          // Enable
        let exit = try #require(try await pane.waitForExit())
        #expect(exit.status == 0, "stderr: \(exit.stderr)")
        #expect(exit.screen.contains("consents: privacy=agreed, usage=not now"), "the screen: \(exit.screen)")
        #expect(exit.screen.contains("Signed in."))
        #expect(exit.screen.contains("Passcode set, biometrics enabled"), "the screen: \(exit.screen)")
        #expect(!exit.screen.contains("secret7"))
        DemoTmuxTests.expectRestored(exit)
    }
}

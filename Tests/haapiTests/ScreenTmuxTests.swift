import Foundation
import Testing

@Suite("haapi screen in a real terminal (tmux)", .serialized,
       .enabled(if: tmuxPath != nil, "tmux not installed (.ci/run installs it): the real-terminal screen tests are skipped"),
       .enabled(if: tmuxTestsEnabled, "HAAPI_TMUX_TESTS=0: the real-terminal screen tests are turned off"))
struct ScreenTmuxTests {
    @Test("basic authentication with keys: Sign In is offered once both fields are typed, and the terminal is restored")
    func basicAuthentication() async throws {
        let pane = TmuxPane()
        defer { pane.stop() }
        try await pane.start("'\(CommandRunner.executable.path)' screen basic-authentication")
        let empty = try await pane.waitFor("Enter your user name and password.")
        #expect(!empty.contains("[1]  Sign In") && !empty.contains("[1] Sign In"), "Sign In waits for both fields: \(empty)")
        try await pane.keys("demo", "Tab", "Password1")
        let typed = try await pane.waitFor("•••••••••")
        #expect(typed.contains("Sign In"))
        try await pane.keys("Enter")
        let exit = try #require(try await pane.waitForExit())
        #expect(exit.status == 0, "stderr: \(exit.stderr)")
        #expect(exit.screen.contains("Signed in as demo."), "the screen: \(exit.screen)")
        DemoTmuxTests.expectRestored(exit)
    }

    @Test("the consent page alone: its paragraphs and link, then Agree by its number")
    func consent() async throws {
        let pane = TmuxPane()
        defer { pane.stop() }
        try await pane.start("'\(CommandRunner.executable.path)' screen consent")
        let page = try await pane.waitFor("Data Privacy")
        #expect(page.contains("on this device only.") && !page.contains("**"), "the markup is drawn, not shown: \(page)")
        #expect(page.contains("<https://curity.io/resources/>"))
        try await pane.keys("2")                              // Agree (after Deny)
        let exit = try #require(try await pane.waitForExit())
        #expect(exit.status == 0, "stderr: \(exit.stderr)")
        #expect(exit.screen.contains("Consent given."), "the screen: \(exit.screen)")
        DemoTmuxTests.expectRestored(exit)
    }
}

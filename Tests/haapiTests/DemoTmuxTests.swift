import Foundation
import Testing

/// On by default where tmux is installed; `HAAPI_TMUX_TESTS=0` turns the suite off.
let tmuxTestsEnabled = ProcessInfo.processInfo.environment["HAAPI_TMUX_TESTS"] != "0"

@Suite("haapi demo in a real terminal (tmux)", .serialized,
       .enabled(if: tmuxPath != nil, "tmux not installed (.ci/run installs it): the real-terminal demo tests are skipped"),
       .enabled(if: tmuxTestsEnabled, "HAAPI_TMUX_TESTS=0: the real-terminal demo tests are turned off"))
struct DemoTmuxTests {
    static var demo: String { "'\(CommandRunner.executable.path)' demo" }

    /// The terminal was left in cooked mode with echo (the demo restored it).
    static func expectRestored(_ exit: TmuxPane.Exit) {
        let flags = Set(exit.terminalSettings.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        #expect(flags.contains("icanon") && flags.contains("echo"), "terminal not restored: \(exit.terminalSettings)")
    }

    /// Starts the demo in `pane` and picks username and password (the first authenticator).
    static func openPasswordScreen(_ pane: TmuxPane) async throws {
        try await pane.start(demo)
        try await pane.waitFor("Username and password")
        try await pane.keys("1")
        try await pane.waitFor("Password:")
    }

    @Test("username and password: the password is not echoed, the tokens are shown")
    func usernamePassword() async throws {
        let pane = TmuxPane()
        defer { pane.stop() }
        try await Self.openPasswordScreen(pane)
        try await pane.keys("demo", "Enter")
        try await pane.keys("Password1")
        let typed = try await pane.waitFor("•••••••••")
        let passwordLine = typed.split(separator: "\n").first { $0.contains("Password:") }
        #expect(passwordLine.map(String.init) == "› Password: •••••••••", "the password must not be echoed")
        // The demo's hint tells the password; nothing else on the screen may show it.
        #expect(!typed.split(separator: "\n").contains { $0.contains("Password1") && !$0.contains("Demo at") })
        try await pane.keys("Enter")
        // The demo offers a passkey after a password sign-in: not now.
        try await pane.waitFor("Not now")
        try await pane.keys("3")
        let exit = try #require(try await pane.waitForExit())
        #expect(exit.status == 0, "stderr: \(exit.stderr)")
        #expect(exit.screen.contains("Signed in."), "the screen: \(exit.screen)")
        #expect(exit.screen.contains("sub: demo"))
        Self.expectRestored(exit)
    }

    @Test("passkeys: one demo registers a passkey after the password, the next signs in with it")
    func passkeyRegisteredThenUsed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("passkeys-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = "\(Self.demo) --passkeys '\(folder.appendingPathComponent("passkeys.json").path)'"

        let first = TmuxPane()
        defer { first.stop() }
        try await first.start(demo)
        try await first.waitFor("Passkey")
        try await first.keys("1")
        try await first.waitFor("Password:")
        try await first.keys("demo", "Enter")
        try await first.keys("Password1", "Enter")
        try await first.waitFor("Not now")
        try await first.keys("1")
        try await first.waitFor("Follow the instructions")
        try await first.keys("p")
        let registered = try #require(try await first.waitForExit())
        #expect(registered.status == 0, "stderr: \(registered.stderr)")
        #expect(registered.screen.contains("sub: demo"), "the screen: \(registered.screen)")

        let second = TmuxPane()
        defer { second.stop() }
        try await second.start(demo)
        try await second.waitFor("Passkey")
        try await second.keys("7")
        try await second.waitFor("Follow the instructions")
        try await second.keys("p")
        let signedIn = try #require(try await second.waitForExit())
        #expect(signedIn.status == 0, "stderr: \(signedIn.stderr)")
        #expect(signedIn.screen.contains("sub: demo"), "the screen: \(signedIn.screen)")
        #expect(signedIn.screen.contains("acr:           urn:se:curity:authentication:passkey:passkey1"), "the screen: \(signedIn.screen)")
        #expect(signedIn.screen.contains("amr:           swk, user, mfa"), "the development authenticator's key, verified: \(signedIn.screen)")
    }

    @Test("passkeys: with none on this terminal, the banner says so and the methods are offered again")
    func noPasskeyYet() async throws {
        let pane = TmuxPane()
        defer { pane.stop() }
        try await pane.start(Self.demo)
        try await pane.waitFor("Passkey")
        try await pane.keys("7")
        let screen = try await pane.waitFor("The passkey was not used")
        #expect(screen.contains("no passkey for this site was found"))
        #expect(screen.contains("Username and password"))
    }

    @Test("BankID: the QR code and the countdown are drawn, approving signs in")
    func bankID() async throws {
        let pane = TmuxPane()
        defer { pane.stop() }
        try await pane.start(Self.demo)
        try await pane.waitFor("BankID")
        try await pane.keys("4")
        try await pane.waitFor("Personal number")
        // BankID on another device: fill in the personal number (the focused field), then
        // its own button, the next control.
        try await pane.keys("199001011234", "Tab", "Enter")
        let screen = try await pane.waitFor("remaining")
        #expect(screen.contains("▀▀▀▀▀▀▀"))
        #expect(screen.contains("minutes and"))
        try await pane.keys("a")
        let exit = try #require(try await pane.waitForExit())
        #expect(exit.status == 0, "stderr: \(exit.stderr)")
        #expect(exit.screen.contains("amr:           swk, pin, mfa"), "the screen: \(exit.screen)")
    }

    @Test("Ctrl-C cancels: status 3, one line on standard error, the terminal restored")
    func controlC() async throws {
        let pane = TmuxPane()
        defer { pane.stop() }
        try await Self.openPasswordScreen(pane)
        try await pane.keys("C-c")
        let exit = try #require(try await pane.waitForExit())
        #expect(exit.status == 3)
        #expect(exit.stderr == "haapi: login cancelled\n")
        #expect(!exit.screen.contains("Password:"), "the alternate screen was left: \(exit.screen)")
        Self.expectRestored(exit)
    }

    @Test("Ctrl-C in line mode (--plain) cancels with status 3 too")
    func controlCInLineMode() async throws {
        let pane = TmuxPane()
        defer { pane.stop() }
        try await pane.start(Self.demo + " --plain")
        try await pane.waitFor("[1-7]:")
        try await pane.keys("1", "Enter")
        try await pane.waitFor("Username:")
        try await pane.keys("demo", "Enter")
        try await pane.waitFor("Password:")
        try await pane.keys("C-c")
        let exit = try #require(try await pane.waitForExit())
        #expect(exit.status == 3)
        #expect(exit.stderr == "haapi: login cancelled\n")
        Self.expectRestored(exit)
    }
}

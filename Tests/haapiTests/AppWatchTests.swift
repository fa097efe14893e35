import Foundation
import HaapiTesting
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `haapi app watch` answering a push-approval login that another process started,
/// against the embedded dev server: the second flow of the process (the approval,
/// after the watcher's own sign-in) is answered and can be cancelled by a signal.
@Suite("haapi app watch", .serialized)
struct AppWatchTests {
    /// The watcher's own sign-in, in answers that the approval screen (which gets the
    /// same answers again) does not take until the last, empty one: its primary button, Approve.
    static let watcherAnswers = ["Username and password", "demo", "Password1", ""]

    /// Starts a watcher with `arguments` and returns it with its server's URL, once it waits for requests.
    static func startWatcher(_ arguments: [String], typing answers: [String] = []) async throws -> (RunningCommand, String)? {
        let watcher = try RunningCommand(["app", "watch", "--count", "1", "--json"] + arguments)
        guard await watcher.waitFor("haapi: dev server at ", inStderr: true) else { return nil }
        for answer in answers { watcher.type(answer) }
        guard await watcher.waitFor("waiting for sign-in requests", inStderr: true) else { return nil }
        let line = watcher.stderr.split(separator: "\n").first { $0.hasPrefix("haapi: dev server at ") } ?? ""
        guard let url = line.dropFirst("haapi: dev server at ".count).split(separator: " ").first else { return nil }
        return (watcher, String(url))
    }

    /// A login on `server` that asks `demo`'s phone to approve (the watcher's pushes).
    static func pushLogin(_ server: String) throws -> RunningCommand {
        let answers = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-push-login-\(UUID().uuidString).txt")
        try "Approve on your phone\ndemo\n\n".write(to: answers, atomically: true, encoding: .utf8)
        return try RunningCommand([
            "login", "--issuer", server, "--client-id", "haapi-demo", "--client-secret", "haapi-demo-secret", "--answers", answers.path, "--json",
        ])
    }

    @Test("--plain --answers: the watcher approves a push login from another process, and both end")
    func journeyWithAnswers() async throws {
        // A server of its own, so that it outlives the watcher (which ends after one request).
        let server = try await DevServerProcess(configuration: "{}")
        defer { server.stop() }
        let secretLine = server.summary.split(separator: "\n").first { $0.contains("haapi app --secret") } ?? ""
        let secret = try #require(secretLine.split(separator: " ").last.map(String.init), "no secret in: \(server.summary)")
        let file = try server.file("watch-answers.txt", Self.watcherAnswers.joined(separator: "\n") + "\n")
        let watcher = try RunningCommand(["app", "watch", "--count", "1", "--json", "--plain", "--answers", file, "--secret", secret])
        guard await watcher.waitFor("waiting for sign-in requests", inStderr: true) else { return }
        let login = try Self.pushLogin(server.baseURL.absoluteString)

        let watcherExit = await watcher.waitForExit(seconds: 90)
        #expect(watcherExit?.status == 0 && watcherExit?.bySignal == false, "\(String(describing: watcherExit)); \(watcher.described)")
        #expect(watcher.stdout.contains("Approve sign-in?"), "the approval screen was shown")
        #expect(watcher.stdout.contains(#""result":"sign-in-approved""#), "\(watcher.described)")
        let loginExit = await login.waitForExit(seconds: 90)
        #expect(loginExit?.status == 0, "the login got its tokens: \(login.described)")
        #expect(login.stdout.contains("push1"), "approved on the phone: \(login.stdout.suffix(400))")
    }

    @Test("--plain: a signal on the approval screen (the process's second flow) cancels it: status 3", arguments: [SIGINT, SIGTERM])
    func signalOnTheApprovalScreen(signal: Int32) async throws {
        // Typed on standard input, the answers end with the sign-in: the approval screen waits for input.
        guard let (watcher, server) = try await Self.startWatcher(["--plain"], typing: Self.watcherAnswers) else { return }
        let login = try Self.pushLogin(server)
        defer { login.send(SIGKILL) }
        guard await watcher.waitFor("Approve sign-in?") else { return }
        guard await watcher.waitFor("[1-2] (Enter alone: ") else { return }
        watcher.send(signal)
        let exit = await watcher.waitForExit(seconds: 60)
        #expect(exit?.status == 3 && exit?.bySignal == false, "cancelled: \(String(describing: exit)); \(watcher.described)")
        #expect(!watcher.stdout.contains("sign-in-approved"))
    }

    @Test("full screen: SIGTERM on the approval screen (the process's second flow) cancels it and restores the terminal",
          .enabled(if: tmuxPath != nil, "tmux not installed (.ci/run installs it)"), .enabled(if: tmuxTestsEnabled, "HAAPI_TMUX_TESTS=0"))
    func signalOnTheFullScreenApproval() async throws {
        let pane = TmuxPane()
        defer { pane.stop() }
        let pidFile = pane.directory.appendingPathComponent("pid").path
        try await pane.start("sh -c 'echo $$ >\(pidFile); exec \"\(CommandRunner.executable.path)\" app watch --count 1'")
        try await pane.waitFor("Username and password")
        try await pane.keys("1")
        try await pane.waitFor("Password:")
        try await pane.keys("demo", "Enter")
        try await pane.keys("Password1", "Enter")
        // The watcher's standard error (its server's URL, then that it waits) goes to the pane's file.
        let stderrFile = pane.directory.appendingPathComponent("stderr")
        let deadline = Date().addingTimeInterval(90)
        var stderr = ""
        while Date() < deadline, !stderr.contains("waiting for sign-in requests") {
            try await Task.sleep(for: .milliseconds(200))
            stderr = (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""
        }
        let line = stderr.split(separator: "\n").first { $0.hasPrefix("haapi: dev server at ") } ?? ""
        let server = try #require(line.dropFirst("haapi: dev server at ".count).split(separator: " ").first, "stderr: \(stderr)")
        let login = try Self.pushLogin(String(server))
        defer { login.send(SIGKILL) }
        try await pane.waitFor("Approve sign-in?")
        let pid = try #require(Int32(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        kill(pid, SIGTERM)
        let exit = try #require(try await pane.waitForExit(seconds: 60))
        #expect(exit.status == 3, "cancelled: stderr: \(exit.stderr)")
        DemoTmuxTests.expectRestored(exit)
    }
}

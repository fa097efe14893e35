import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether `tmux` can be run.
let tmuxPath: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// A failure to run a helper program.
struct SpawnError: Error, CustomStringConvertible {
    let description: String
}

/// Runs `path` with `arguments` (stdin and stderr from/to /dev/null; stdout to
/// /dev/null, or captured), waits for it with `waitpid`, and returns what it printed.
func runAndWait(_ path: String, _ arguments: [String], capture: Bool) throws -> String {
    var fds: [Int32] = [-1, -1]
    if capture {
        guard fds.withUnsafeMutableBufferPointer({ pipe($0.baseAddress!) }) == 0 else {
            throw SpawnError(description: "pipe failed")
        }
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if capture {
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
    } else {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    if capture { close(fds[1]) }
    guard spawned == 0 else {
        if capture { close(fds[0]) }
        throw SpawnError(description: "cannot run \(path): error \(spawned)")
    }
    var output = Data()
    if capture {
        let handle = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true)
        output = handle.readDataToEndOfFile()
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return String(decoding: output, as: UTF8.self)
}

/// One tmux server of its own, with one 120×40 pane running a command.
struct TmuxPane {
    let socket = "haapi-test-\(UUID().uuidString.prefix(8))"

    /// Runs tmux and waits for it; only `capture` reads its output.
    ///
    /// This spawns and reaps the client with `posix_spawn`/`waitpid` rather than
    /// Foundation's `Process`: on Linux, `Process.waitUntilExit()` never returned for
    /// `new-session -d` (the client, which forks the tmux server, stayed a zombie),
    /// which hung the whole test run.
    @discardableResult
    func tmux(_ arguments: [String], capture: Bool = false) throws -> String {
        try runAndWait(tmuxPath ?? "/usr/bin/tmux", ["-L", socket] + arguments, capture: capture)
    }

    func start(_ command: String) throws {
        try tmux(["new-session", "-d", "-x", "120", "-y", "40", "-e", "TERM=xterm-256color", command + "; echo EXIT=$?; sleep 30"])
    }

    func screen() throws -> String { try tmux(["capture-pane", "-p"], capture: true) }

    func keys(_ keys: String...) throws { try tmux(["send-keys"] + keys) }

    /// Waits until the screen contains `text` (up to `seconds`), and returns the screen.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 20) async throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if last.contains(text) { return last }
            try await Task.sleep(for: .milliseconds(200))
        }
        Issue.record("timed out waiting for '\(text)'; the screen:\n\(last)")
        return last
    }

    func stop() { _ = try? tmux(["kill-server"]) }
}

/// Opt-in (`HAAPI_TMUX_TESTS=1`): the suite passes here, but failed once on a clean
/// clone under CI load (the demo's pane was gone before `EXIT=0` was seen), so it does
/// not yet run by default.
let tmuxTestsEnabled = ProcessInfo.processInfo.environment["HAAPI_TMUX_TESTS"] == "1"

@Suite("haapi demo in a real terminal (tmux)", .serialized,
       .enabled(if: tmuxPath != nil, "tmux not installed (.ci/run installs it): the real-terminal demo tests are skipped"),
       .enabled(if: tmuxTestsEnabled, "set HAAPI_TMUX_TESTS=1 to run the tmux demo tests (opt-in until they are reliable under CI load)"))
struct DemoTmuxTests {
    @Test("username and password: the password is not echoed, the tokens are shown")
    func usernamePassword() async throws {
        let pane = TmuxPane()
        defer { pane.stop() }
        try pane.start("'\(CommandRunner.executable.path)' demo")
        try await pane.waitFor("Username and password")
        try pane.keys("1")
        try await pane.waitFor("Password:")
        try pane.keys("demo", "Enter")
        try pane.keys("Password1")
        let typed = try await pane.waitFor("•••••••••")
        let passwordLine = typed.split(separator: "\n").first { $0.contains("Password:") }
        #expect(passwordLine.map(String.init) == "› Password: •••••••••", "the password must not be echoed")
        try pane.keys("Enter")
        let done = try await pane.waitFor("EXIT=0")
        #expect(done.contains("Signed in."))
        #expect(done.contains("sub: demo"))
    }

    @Test("BankID: the QR code and the countdown are drawn, approving signs in")
    func bankID() async throws {
        let pane = TmuxPane()
        defer { pane.stop() }
        try pane.start("'\(CommandRunner.executable.path)' demo")
        try await pane.waitFor("BankID")
        try pane.keys("4")
        try await pane.waitFor("Personal number")
        // BankID on another device: fill in the personal number, then its button (the second).
        try pane.keys("199001011234", "Tab", "Tab", "Enter")
        let screen = try await pane.waitFor("remaining")
        #expect(screen.contains("▀▀▀▀▀▀▀"))
        #expect(screen.contains("minutes and"))
        try pane.keys("a")
        let done = try await pane.waitFor("EXIT=0")
        #expect(done.contains("amr: [\"bankid\"]"))
    }
}

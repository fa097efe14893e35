import Foundation
import HaapiTesting
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One tmux server of its own, with one 120×40 pane running a command.
///
/// The command's standard error, exit status and the terminal settings after it
/// ended go to files, so a test can wait for the exit itself and a failure can
/// say what happened even when the pane shows nothing useful.
struct TmuxPane: Sendable {
    let socket = "haapi-test-\(UUID().uuidString.prefix(8))"
    /// Where the command's standard error, exit status and `stty -a` go.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-tmux-\(UUID().uuidString.prefix(8))")

    /// What the command left behind when it ended.
    struct Exit {
        var status: Int32
        var stderr: String
        /// `stty -a` in the pane right after the command ended.
        var terminalSettings: String
        var screen: String
    }

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

    /// Starts `command` (a shell command line) in a new pane.
    func start(_ command: String) async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let dir = directory.path
        let line = "\(command) 2>'\(dir)/stderr'; s=$?; stty -a >'\(dir)/stty' 2>&1; echo $s >'\(dir)/status'; echo EXIT=$s; sleep 120"
        try await tmuxOffPool(["new-session", "-d", "-x", "120", "-y", "40", "-e", "TERM=xterm-256color", "-e", "XDG_DATA_HOME=\(dir)/data", line])
    }

    func screen() async throws -> String { try await tmuxOffPool(["capture-pane", "-p"], capture: true) }

    /// ``tmux(_:capture:)`` on a thread of its own: a test waiting for tmux (slow on a busy
    /// machine) then holds none of the few threads Swift concurrency shares.
    @discardableResult
    func tmuxOffPool(_ arguments: [String], capture: Bool = false) async throws -> String {
        let pane = self
        return try await onItsOwnThread { try pane.tmux(arguments, capture: capture) }
    }

    func keys(_ keys: String...) async throws { try await tmuxOffPool(["send-keys"] + keys) }

    /// Waits until the screen contains `text` (up to `seconds`), and returns the screen.
    ///
    /// The bound is generous on purpose: it only ends a test that went wrong, and
    /// CI machines can be slow.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 90) async throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try await screen()
            if last.contains(text) { return last }
            if let exit = await ended() {
                Issue.record("the command ended (status \(exit.status)) before '\(text)' was shown; \(describe(exit))")
                return last
            }
            try await Task.sleep(for: .milliseconds(200))
        }
        Issue.record("timed out waiting for '\(text)'; the screen:\n\(last)\n\(diagnostics())")
        return last
    }

    /// Waits until the command ended (up to `seconds`).
    func waitForExit(seconds: Double = 90) async throws -> Exit? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let exit = await ended() { return exit }
            try await Task.sleep(for: .milliseconds(200))
        }
        Issue.record("timed out waiting for the command to end; the screen:\n\((try? await screen()) ?? "")\n\(diagnostics())")
        return nil
    }

    /// What the command left, once it ended.
    func ended() async -> Exit? {
        guard let text = try? String(contentsOf: directory.appendingPathComponent("status"), encoding: .utf8),
              let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        let read = { (name: String) in (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? "" }
        return Exit(status: status, stderr: read("stderr"), terminalSettings: read("stty"), screen: (try? await screen()) ?? "")
    }

    private func describe(_ exit: Exit) -> String {
        "stderr: \(exit.stderr)\nthe screen:\n\(exit.screen)"
    }

    /// The panes tmux still has and the command's standard error so far.
    private func diagnostics() -> String {
        let panes = (try? tmux(["list-panes", "-a", "-F", "#{pane_id} dead=#{pane_dead} pid=#{pane_pid}"], capture: true)) ?? "(tmux not answering)"
        let stderr = (try? String(contentsOf: directory.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
        return "tmux panes: \(panes.isEmpty ? "(none)" : panes)\nstderr so far: \(stderr)"
    }

    /// Ends the pane's processes and the tmux server, for certain: here,
    /// `kill-server` (and SIGTERM) left servers running, and a server holds the
    /// descriptors it inherited from the test process (`swift test` waited for
    /// one of its pipes until the pane's `sleep` ended).
    func stop() {
        let pids = (try? tmux(["list-panes", "-a", "-F", "#{pane_pid}"], capture: true)) ?? ""
        let server = (try? tmux(["display-message", "-p", "#{pid}"], capture: true)) ?? ""
        for pid in pids.split(separator: "\n").compactMap({ Int32($0) }) where pid > 1 {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
        }
        if let pid = Int32(server.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 1 { kill(pid, SIGKILL) }
        _ = try? tmux(["kill-server"])
        let socketDirectory = (ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp") + "/tmux-\(getuid())"
        try? FileManager.default.removeItem(atPath: socketDirectory + "/" + socket)
        try? FileManager.default.removeItem(at: directory)
    }
}

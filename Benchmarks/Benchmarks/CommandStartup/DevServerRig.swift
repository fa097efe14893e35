import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// `haapi dev-server` on a free loopback port, in its own process, for the login
/// benchmark: started in the benchmark's setup, stopped in its teardown.
struct DevServerRig: Sendable {
    let pid: pid_t
    let baseURL: String
    let answers: String

    /// `haapi login` against this server with the demo client, answering from a file.
    var loginArguments: [String] {
        ["login", "--issuer", baseURL, "--client-id", "haapi-demo", "--client-secret", "haapi-demo-secret", "--answers", answers]
    }

    private static let current = Mutex<DevServerRig?>(nil)

    static func start() throws {
        var child = try ChildProcess(try Executables.haapi(), ["dev-server", "--port", "0", "--log-level", "error"])
        guard child.waitForOutput(containing: "discovery:"),
              let line = child.outputText.split(separator: "\n").first(where: { $0.hasPrefix("HAAPI dev server at ") })
        else {
            kill(child.pid, SIGTERM)
            _ = child.finish()
            throw ChildProcessError("the dev server did not start: \(child.outputText)")
        }
        let answers = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-startup-answers-\(getpid()).txt")
        try Data("1\ndemo\nPassword1\n\n".utf8).write(to: answers)
        let rig = DevServerRig(pid: child.pid, baseURL: String(line.dropFirst("HAAPI dev server at ".count)), answers: answers.path)
        current.withLock { $0 = rig }
    }

    static func running() throws -> DevServerRig {
        guard let rig = current.withLock({ $0 }) else { throw ChildProcessError("the dev server is not running") }
        return rig
    }

    static func stop() {
        guard let rig = current.withLock({ rig in defer { rig = nil }; return rig }) else { return }
        kill(rig.pid, SIGTERM)
        var status: Int32 = 0
        _ = waitpid(rig.pid, &status, 0)
        try? FileManager.default.removeItem(atPath: rig.answers)
    }
}

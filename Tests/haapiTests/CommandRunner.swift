import Foundation
import HaapiTesting

/// Runs the built `haapi` executable, as a person would from a shell.
struct CommandRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `haapi` binary next to the test bundle in the build folder.
    static var executable: URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        for directory in candidates {
            let url = directory.appendingPathComponent("haapi")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return candidates[0].appendingPathComponent("haapi")
    }

    /// Runs `haapi` with `arguments`, feeding `stdin`, with `environment` over the
    /// test's own (and a fresh `XDG_DATA_HOME`, see ``isolatedData()``), and waits for it
    /// to end (with HaapiTesting's `runProgram`: on a thread of its own, so that the test
    /// pool's few threads stay free for the rest of the suite while the command runs).
    static func run(_ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:]) async throws -> Output {
        try await runProgram(executable.path, arguments, stdin: stdin, environment: environment)
    }

    /// Runs another program (at `path`) the same way.
    static func runProgram(_ path: String, _ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:]) async throws -> Output {
        let merged = ProcessInfo.processInfo.environment.merging(isolatedData()) { $1 }.merging(environment) { $1 }
        let output = try await HaapiTesting.runProgram(path, arguments, stdin: stdin, environment: merged)
        return Output(status: output.status, stdout: output.stdout, stderr: output.stderr)
    }

    /// The path of a recorded fixture shipped with the model tests.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("HaapiModelTests/Fixtures/\(name).json").path
    }
}

/// A fresh `XDG_DATA_HOME` for one command, so that what it keeps there (the terminal's
/// development passkeys, the demo server's users) is its own and not the machine's.
func isolatedData() -> [String: String] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-data-\(UUID().uuidString)")
    return ["XDG_DATA_HOME": folder.path]
}

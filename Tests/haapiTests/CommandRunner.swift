import Foundation
import Synchronization

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
    /// test's own, and waits for it to end — on a thread of its own, so that the test
    /// pool's few threads (two on a two-core machine) stay free for the rest of the
    /// suite while the command runs.
    static func run(_ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:]) async throws -> Output {
        try await runProgram(executable.path, arguments, stdin: stdin, environment: environment)
    }

    /// Runs another program (at `path`) the same way.
    static func runProgram(_ path: String, _ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:]) async throws -> Output {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try runBlocking(path, arguments, stdin: stdin, environment: environment) })
            }
            thread.start()
        }
    }

    private static func runBlocking(_ path: String, _ arguments: [String], stdin: Data, environment: [String: String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(isolatedData()) { $1 }.merging(environment) { $1 }
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        input.fileHandleForWriting.write(stdin)
        try input.fileHandleForWriting.close()
        // Standard error is read beside standard output so that neither pipe fills up and stalls the command.
        let errorData = ErrorData()
        let errorReader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        errorReader.start()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let err = errorData.waitForValue()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }

    /// The path of a recorded fixture shipped with the model tests.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("HaapiModelTests/Fixtures/\(name).json").path
    }
}

/// Standard error's bytes, read on a thread of their own.
private final class ErrorData: Sendable {
    private let value = Mutex<Data?>(nil)
    private let ready = DispatchSemaphore(value: 0)

    func set(_ data: Data) {
        value.withLock { $0 = data }
        ready.signal()
    }

    func waitForValue() -> Data {
        ready.wait()
        return value.withLock { $0 } ?? Data()
    }
}

/// A fresh `XDG_DATA_HOME` for one command, so that what it keeps there (the terminal's
/// development passkeys, the demo server's users) is its own and not the machine's.
func isolatedData() -> [String: String] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-data-\(UUID().uuidString)")
    return ["XDG_DATA_HOME": folder.path]
}

import ArgumentParser
import Foundation

/// A failure a command reports as one line on standard error (`error: ...`) with
/// its exit status, never a stack trace.
struct CommandFailure: Error, CustomStringConvertible {
    let message: String
    let exitCode: Int32

    init(_ message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }

    var description: String { message }
}

/// Runs a command body, turning a `CommandFailure` into its line on standard error
/// and an `ExitCode` that ArgumentParser exits with quietly.
func reportingFailures<T>(_ body: () async throws -> T) async throws -> T {
    do {
        return try await body()
    } catch let failure as CommandFailure {
        FileHandle.standardError.write(Data("error: \(failure.message)\n".utf8))
        throw ExitCode(failure.exitCode)
    }
}

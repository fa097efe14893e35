import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HaapiTesting

/// Where `tmux` is installed, if it is.
let tmuxPath = programPath("tmux")

/// Runs `path` with `arguments` (stdin and stderr from/to /dev/null; stdout to
/// /dev/null, or captured), waits for it, and returns what it printed.
func runAndWait(_ path: String, _ arguments: [String], capture: Bool) throws -> String {
    let program = try SpawnedProgram(path, arguments, stdout: capture ? .pipe : .null)
    let output = program.stdout?.readDataToEndOfFile() ?? Data()
    program.waitUntilExit()
    return String(decoding: output, as: UTF8.self)
}

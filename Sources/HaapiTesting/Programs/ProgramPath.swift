import Foundation

/// The path of the executable `name` on `PATH`, or `nil` when it is not installed.
///
/// Use it to skip tests that need an outside program, saying why:
///
/// ```swift
/// @Suite(.enabled(if: programPath("tmux") != nil, "tmux not installed"))
/// ```
public func programPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

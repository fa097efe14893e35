import Foundation

/// Where the commands keep their files: `$XDG_DATA_HOME/haapi`, else
/// `$HOME/.local/share/haapi`. The home is the environment's `HOME` (as a shell has it),
/// and the account database's only when `HOME` is unset.
enum CommandFiles {
    /// The person's home folder.
    static func home(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    }

    /// `name` in the commands' data folder.
    static func data(_ name: String, _ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (home(environment) as NSString).appendingPathComponent(".local/share")
        return ((base as NSString).appendingPathComponent("haapi") as NSString).appendingPathComponent(name)
    }

    /// The bytes of the file at `path`, at most `limit` of them: a larger file is refused
    /// before more than `limit + 1` bytes are read.
    ///
    /// - Throws: `CommandFailure` naming `what` and the file: it cannot be opened, or it
    ///   is larger than `limit`.
    static func read(_ path: String, what: String, limit: Int) throws -> Data {
        guard let handle = FileHandle(forReadingAtPath: (path as NSString).expandingTildeInPath) else {
            throw CommandFailure("\(what) \(path): the file cannot be opened")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw CommandFailure("\(what) \(path): the file cannot be read (\(error.localizedDescription))")
        }
        guard data.count <= limit else { throw CommandFailure("\(what) \(path): larger than \(limit / 1024) KiB") }
        return data
    }
}

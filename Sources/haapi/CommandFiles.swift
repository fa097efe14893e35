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
}

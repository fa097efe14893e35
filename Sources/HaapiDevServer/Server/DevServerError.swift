/// Why the dev server could not start or serve.
public enum DevServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The configuration is wrong: where and why.
    case configuration(DevServerConfigurationError)
    /// The SQLite database failed.
    case database(path: String?, reason: String)
    /// The HTTP server could not start (for example, the port is taken).
    case startFailed(reason: String)
    /// A password could not be hashed.
    case passwordHashing(String)

    public var description: String {
        switch self {
        case .configuration(let error): "\(error)"
        case .database(let path, let reason): "database\(path.map { " \($0)" } ?? ""): \(reason)"
        case .startFailed(let reason): "dev server did not start: \(reason)"
        case .passwordHashing(let reason): "password hashing: \(reason)"
        }
    }
}

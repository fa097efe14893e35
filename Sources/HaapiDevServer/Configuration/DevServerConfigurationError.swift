/// A configuration that cannot be used: which file, which key, and why.
///
/// ```text
/// dev-server.yaml: clients[0].redirectUris[1] (line 7): "app:/x" is not an absolute URI
/// ```
public struct DevServerConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file, or `<embedded>` / `<value>` when it came from code.
    public var file: String
    /// The key path, e.g. `clients[0].secret`; empty for the whole document.
    public var key: String
    /// The line in the file, when known.
    public var line: Int?
    /// What is wrong and what would be right.
    public var reason: String

    /// Creates an error.
    public init(file: String, key: String, line: Int? = nil, reason: String) {
        self.file = file
        self.key = key
        self.line = line
        self.reason = reason
    }

    public var description: String {
        let place = key.isEmpty ? "" : " \(key)"
        let at = line.map { " (line \($0))" } ?? ""
        return "\(file):\(place)\(at): \(reason)"
    }
}

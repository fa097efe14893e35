/// Why the web host could not do what was asked.
public struct WebHostError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var reason: String

    public var description: String { "web host: \(reason)" }
}

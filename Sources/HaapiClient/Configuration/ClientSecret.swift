/// A client secret that never shows itself in descriptions, logs or dumps.
///
/// ```swift
/// let secret: ClientSecret = "s3cr3t"
/// "\(secret)"   // "ClientSecret(redacted)"
/// ```
public struct ClientSecret: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable
{
    /// The secret itself; send it, never print it.
    public let value: String

    /// Wraps a secret.
    public init(_ value: String) {
        self.value = value
    }

    public init(stringLiteral value: String) {
        self.value = value
    }

    public var description: String { "ClientSecret(redacted)" }
    public var debugDescription: String { description }

    /// No children: `dump` and debuggers show the ``description``, which leaves the secrets out.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

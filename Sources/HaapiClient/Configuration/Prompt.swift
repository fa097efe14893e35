/// A value of the `prompt` authorization parameter (OpenID Connect Core 1.0 section
/// 3.1.2.1): whether the server should ask the person to sign in again, to consent, or
/// to choose an account. Values the server defines beyond these are written with
/// ``init(rawValue:)``.
///
/// ```swift
/// builder.prompt = [.login]                  // authenticate again, whatever the server remembers
/// let step = try await client.start(parameters: ["prompt": "consent"])   // this flow only
/// ```
public struct Prompt: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The value as sent.
    public let rawValue: String

    /// A prompt value; validated with the configuration (a non-empty token without spaces).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// No user interaction: the server answers `login_required` (or another
    /// `interaction_required` error) when it cannot go on silently. It cannot be
    /// combined with other values.
    public static let none = Prompt(rawValue: "none")
    /// Authenticate the person again.
    public static let login = Prompt(rawValue: "login")
    /// Ask for consent, even when it was given before.
    public static let consent = Prompt(rawValue: "consent")
    /// Let the person choose an account.
    public static let selectAccount = Prompt(rawValue: "select_account")

    public var description: String { rawValue }
}

/// The app did something other than the recording: it sent a different request
/// (``differences`` is the diff), more requests than were recorded, or stopped early.
public struct ReplayMismatchError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The recorded step concerned, from 1.
    public var step: Int
    /// What the step was (`POST /authn/authenticate/username-password`), or what the app sent.
    public var request: String
    /// What differs, a line each: `form userName: recorded "demo", sent "alice"`.
    public var differences: [String]

    /// Creates a mismatch.
    public init(step: Int, request: String, differences: [String]) {
        self.step = step
        self.request = request
        self.differences = differences
    }

    public var description: String {
        "replay step \(step) (\(request)):\n" + differences.map { "  \($0)" }.joined(separator: "\n")
    }
}

/// The former name.
@available(*, deprecated, renamed: "ReplayMismatchError")
public typealias ReplayMismatch = ReplayMismatchError

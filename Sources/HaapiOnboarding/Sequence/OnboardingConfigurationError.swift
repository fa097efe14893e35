/// Why an onboarding cannot run, naming every problem.
public struct OnboardingConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problems, each naming its field.
    public var problems: [String]

    /// Creates an error listing `problems`.
    public init(problems: [String]) {
        self.problems = problems
    }

    public var description: String { "invalid onboarding configuration: " + problems.joined(separator: "; ") }
}

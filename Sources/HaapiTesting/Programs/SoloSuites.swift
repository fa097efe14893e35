import Foundation

/// Suites that load the machine (many processes, PostgreSQL clusters of their own) and
/// would slow every other test beside them: they run only with `HAAPI_SOLO_TESTS=1`,
/// which `.ci/run` sets for a second run after the suite. Use them in a suite's traits:
/// `.enabled(if: SoloSuites.enabled, "\(SoloSuites.skipped)")`.
public enum SoloSuites {
    /// Whether this run is the one for such suites.
    public static var enabled: Bool { ProcessInfo.processInfo.environment["HAAPI_SOLO_TESTS"] == "1" }
    /// What a skipped suite says.
    public static let skipped = "runs on its own: HAAPI_SOLO_TESTS=1 (.ci/run runs it after the suite)"
}

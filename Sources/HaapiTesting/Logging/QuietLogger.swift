public import Logging

extension Logger {
    /// A logger that drops everything: for servers, clients and flows in tests whose
    /// log lines nobody reads.
    ///
    /// ```swift
    /// let client = HaapiClient(configuration: configuration, logger: .quiet("client"))
    /// ```
    ///
    /// - Parameter label: The logger's label.
    public static func quiet(_ label: String = "HaapiTesting") -> Logger {
        Logger(label: label) { _ in SwiftLogNoOpLogHandler() }
    }
}

public import Logging
import Synchronization

/// Keeps every line logged through its loggers, so a test can read what was logged:
/// for example to check that no password, code or token ever reaches a log.
///
/// ```swift
/// let capture = LogCapture()
/// let client = HaapiClient(configuration: configuration, logger: capture.logger())
/// // ... log in ...
/// #expect(!capture.text.contains(password))
/// ```
///
/// A line reads `level message key=value ... error=... [source]`, metadata sorted by key.
public final class LogCapture: Sendable {
    private let captured = Mutex<[String]>([])

    /// Creates an empty capture.
    public init() {}

    /// The lines logged so far, oldest first.
    public var lines: [String] { captured.withLock { $0 } }

    /// The lines logged so far, one per line.
    public var text: String { lines.joined(separator: "\n") }

    /// A logger whose lines go into this capture.
    ///
    /// - Parameters:
    ///   - label: The logger's label.
    ///   - level: The lowest level kept; `trace` (everything) by default.
    public func logger(label: String = "HaapiTesting.capture", level: Logger.Level = .trace) -> Logger {
        var logger = Logger(label: label) { _ in CapturingLogHandler(capture: self) }
        logger.logLevel = level
        return logger
    }

    func append(_ line: String) {
        captured.withLock { $0.append(line) }
    }
}

/// The `LogHandler` behind ``LogCapture/logger(label:level:)``: formats each event as
/// one line and adds it to a ``LogCapture``.
///
/// Use it directly to capture alongside another handler, e.g. in a `MultiplexLogHandler`.
public struct CapturingLogHandler: LogHandler {
    /// Where the lines go.
    public let capture: LogCapture
    /// Metadata added to every line.
    public var metadata: Logger.Metadata = [:]
    /// The lowest level kept.
    public var logLevel: Logger.Level = .trace

    /// Creates a handler that adds its lines to `capture`.
    public init(capture: LogCapture) {
        self.capture = capture
    }

    /// One entry of ``metadata``.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Adds the event to ``capture`` as one line.
    public func log(event: LogEvent) {
        var all = metadata
        if let extra = event.metadata { all.merge(extra) { $1 } }
        let rendered = all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let error = event.error.map { " error=\($0)" } ?? ""
        capture.append("\(event.level) \(event.message) \(rendered)\(error) [\(event.source)]")
    }
}

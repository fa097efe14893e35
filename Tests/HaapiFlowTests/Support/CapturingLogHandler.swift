import Logging

/// A log handler that sends every formatted line (message, metadata, source) into an
/// `AsyncStream`, so a test can collect all output of a run.
struct CapturingLogHandler: LogHandler {
    let continuation: AsyncStream<String>.Continuation
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var all = metadata
        if let extra = event.metadata { all.merge(extra) { $1 } }
        let rendered = all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let error = event.error.map { " error=\($0)" } ?? ""
        continuation.yield("\(event.level) \(event.message) \(rendered)\(error) [\(event.source)]")
    }

    /// A trace-level logger and the stream of its lines.
    static func make() -> (Logger, AsyncStream<String>, AsyncStream<String>.Continuation) {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        var logger = Logger(label: "capture") { _ in CapturingLogHandler(continuation: continuation) }
        logger.logLevel = .trace
        return (logger, stream, continuation)
    }
}

public import Logging
public import Tracing

extension Logger.MetadataProvider {
    /// Adds `trace-id` and `span-id` to every line logged inside a span of `tracer`
    /// (one that propagates W3C trace context, as swift-otel's does), so that a log line
    /// leads to its trace.
    ///
    /// ```swift
    /// let logger = Logger(label: "haapi-web", metadataProvider: .traceIDs(tracer)) {
    ///     StreamLogHandler.standardError(label: $0, metadataProvider: $1)
    /// }
    /// ```
    public static func traceIDs(_ tracer: any Tracer) -> Logger.MetadataProvider {
        Logger.MetadataProvider {
            guard let context = ServiceContext.current, let ids = TraceIDs(tracer.carrier(of: context)) else { return [:] }
            return ["trace-id": .string(ids.traceID), "span-id": .string(ids.spanID)]
        }
    }
}

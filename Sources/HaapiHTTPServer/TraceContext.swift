public import HTTPTypes
public import Tracing

/// A trace's propagation fields as text (W3C `traceparent` and `tracestate` with
/// swift-otel's tracer): what a server keeps to continue a trace later, on another
/// request or another machine, and what goes out in a request's headers.
public typealias TraceCarrier = [String: String]

extension Tracer {
    /// The propagation fields of `context` (empty when it is in no trace, or the tracer propagates nothing).
    public func carrier(of context: ServiceContext) -> TraceCarrier {
        var carrier: TraceCarrier = [:]
        inject(context, into: &carrier, using: DictionaryPropagation())
        return carrier
    }

    /// The context that `carrier`'s fields continue (`topLevel` with none).
    public func context(continuing carrier: TraceCarrier) -> ServiceContext {
        var context = ServiceContext.topLevel
        extract(carrier, into: &context, using: DictionaryPropagation())
        return context
    }

    /// The context a request with `fields` continues: its caller's trace (`traceparent`), or `nil` when it names none.
    public func context(continuing fields: HTTPFields) -> ServiceContext? {
        var context = ServiceContext.topLevel
        extract(fields, into: &context, using: HTTPFieldsPropagation())
        return carrier(of: context).isEmpty ? nil : context
    }

    /// Adds `context`'s propagation fields to `fields` (a request to another service).
    public func inject(_ context: ServiceContext, into fields: inout HTTPFields) {
        inject(context, into: &fields, using: HTTPFieldsPropagation())
    }

    /// Starts a span as an existential (what `any Tracer` can call; end it with `end()`).
    public func startAnySpan(_ name: String, context: ServiceContext, ofKind kind: SpanKind) -> any Tracing.Span {
        startSpan(name, context: context, ofKind: kind)
    }
}

/// The W3C trace id and span id of a context, for log lines: read from its `traceparent`
/// (`00-<32 hex trace id>-<16 hex span id>-<flags>`).
public struct TraceIDs: Sendable, Hashable {
    /// 32 lowercase hex digits.
    public var traceID: String
    /// 16 lowercase hex digits.
    public var spanID: String

    /// The ids in `carrier`'s `traceparent`, if it has a well-formed one.
    public init?(_ carrier: TraceCarrier) {
        guard let parent = carrier["traceparent"] else { return nil }
        let parts = parent.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[1].count == 32, parts[2].count == 16,
            parts[1].utf8.allSatisfy(Self.isHex), parts[2].utf8.allSatisfy(Self.isHex)
        else { return nil }
        traceID = String(parts[1])
        spanID = String(parts[2])
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}

/// Propagation fields in a dictionary.
struct DictionaryPropagation: Injector, Extractor {
    func inject(_ value: String, forKey key: String, into carrier: inout TraceCarrier) {
        carrier[key] = value
    }

    func extract(key: String, from carrier: TraceCarrier) -> String? {
        carrier[key]
    }
}

/// Propagation fields in HTTP headers.
struct HTTPFieldsPropagation: Injector, Extractor {
    func inject(_ value: String, forKey key: String, into fields: inout HTTPFields) {
        guard let name = HTTPField.Name(key) else { return }
        fields[name] = value
    }

    func extract(key: String, from fields: HTTPFields) -> String? {
        HTTPField.Name(key).flatMap { fields[$0] }
    }
}

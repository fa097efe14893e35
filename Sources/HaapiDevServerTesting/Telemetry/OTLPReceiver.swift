public import Foundation
import Hummingbird
import Logging
import NIOCore
import Synchronization

/// A small OpenTelemetry collector for tests: it takes OTLP/HTTP exports in JSON
/// (`OTEL_EXPORTER_OTLP_PROTOCOL=http/json`) on `POST /v1/traces`, `/v1/metrics` and
/// `/v1/logs`, keeps every body as it came, and reads the spans out of them.
///
/// ```swift
/// let receiver = try await OTLPReceiver.start()
/// // ... run programs with OTEL_EXPORTER_OTLP_ENDPOINT=\(receiver.url) ...
/// let traces = Set(receiver.spans.map(\.traceID))
/// await receiver.stop()
/// ```
public final class OTLPReceiver: Sendable {
    /// One span as exported.
    public struct Span: Sendable, Hashable {
        /// The `service.name` of the process that sent it.
        public var service: String
        /// The resource's other attributes (`service.instance.id`, ...).
        public var resource: [String: String]
        /// 32 hex digits.
        public var traceID: String
        /// 16 hex digits.
        public var spanID: String
        /// The parent's span id, or `nil` for a trace's root.
        public var parentSpanID: String?
        /// The operation name.
        public var name: String
        /// `server`, `client`, `internal`, `producer` or `consumer`.
        public var kind: String
        /// The attributes, each value as text.
        public var attributes: [String: String]
    }

    /// The address to export to (`OTEL_EXPORTER_OTLP_ENDPOINT`).
    public let url: URL
    private let received: Received
    private let task: Task<Void, Never>

    private init(url: URL, task: Task<Void, Never>, received: Received) {
        self.url = url
        self.task = task
        self.received = received
    }

    /// Starts listening on a free loopback port.
    public static func start() async throws -> OTLPReceiver {
        let received = Received()
        let router = Router()
        for path in ["/v1/traces", "/v1/metrics", "/v1/logs"] {
            router.post(RouterPath(stringLiteral: path)) { request, _ in
                // An export is a few MiB at most.
                let buffer = try await request.body.collect(upTo: 64 << 20)
                received.bodies.withLock { $0.append((path, Data(buffer.readableBytesView))) }
                var headers = HTTPFields()
                headers[.contentType] = "application/json"
                return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: "{}")))
            }
        }
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let app = Application(
            router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0), serverName: nil),
            onServerRunning: { continuation.yield($0.localAddress?.port ?? 0) },
            logger: Logger(label: "OTLPReceiver") { _ in SwiftLogNoOpLogHandler() })
        let task = Task {
            try? await app.run()
            continuation.finish()
        }
        var port = 0
        for await bound in stream {
            port = bound
            break
        }
        guard port > 0, let url = URL(string: "http://127.0.0.1:\(port)") else {
            task.cancel()
            throw ReceiverError(description: "the OTLP receiver did not start")
        }
        return OTLPReceiver(url: url, task: task, received: received)
    }

    /// Stops listening.
    public func stop() async {
        task.cancel()
        await task.value
    }

    /// Every body received on `path` (`/v1/traces`, ...), as text.
    public func bodies(_ path: String? = nil) -> [String] {
        received.bodies.withLock { $0 }.filter { path == nil || $0.path == path }.map { String(decoding: $0.body, as: UTF8.self) }
    }

    /// Every span received so far.
    public var spans: [Span] {
        received.bodies.withLock { $0 }.filter { $0.path == "/v1/traces" }.flatMap { Self.spans(in: $0.body) }
    }

    /// The metric names received so far.
    public var metricNames: Set<String> {
        var names = Set<String>()
        for body in received.bodies.withLock({ $0 }) where body.path == "/v1/metrics" {
            guard let object = try? JSONSerialization.jsonObject(with: body.body) as? [String: Any] else { continue }
            for resource in object["resourceMetrics"] as? [[String: Any]] ?? [] {
                for scope in resource["scopeMetrics"] as? [[String: Any]] ?? [] {
                    for metric in scope["metrics"] as? [[String: Any]] ?? [] {
                        if let name = metric["name"] as? String { names.insert(name) }
                    }
                }
            }
        }
        return names
    }

    /// The spans of one OTLP/JSON traces export.
    static func spans(in body: Data) -> [Span] {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return [] }
        var spans: [Span] = []
        for resourceSpans in object["resourceSpans"] as? [[String: Any]] ?? [] {
            let resource = attributes((resourceSpans["resource"] as? [String: Any])?["attributes"])
            for scope in resourceSpans["scopeSpans"] as? [[String: Any]] ?? [] {
                for span in scope["spans"] as? [[String: Any]] ?? [] {
                    let parent = hex(span["parentSpanId"])
                    spans.append(Span(
                        service: resource["service.name"] ?? "", resource: resource, traceID: hex(span["traceId"]) ?? "",
                        spanID: hex(span["spanId"]) ?? "", parentSpanID: parent?.isEmpty == false ? parent : nil,
                        name: span["name"] as? String ?? "", kind: kind(span["kind"]), attributes: attributes(span["attributes"])))
                }
            }
        }
        return spans
    }

    /// A span kind, written as a number (OTLP/JSON) or a name (`SPAN_KIND_SERVER`).
    static func kind(_ value: Any?) -> String {
        let names = ["unspecified", "internal", "server", "client", "producer", "consumer"]
        if let number = value as? Int, names.indices.contains(number) { return names[number] }
        return "\(value ?? "")".replacingOccurrences(of: "SPAN_KIND_", with: "").lowercased()
    }

    /// OTLP/JSON key-value attributes as text.
    static func attributes(_ list: Any?) -> [String: String] {
        var result: [String: String] = [:]
        for entry in list as? [[String: Any]] ?? [] {
            guard let key = entry["key"] as? String, let value = entry["value"] as? [String: Any], let first = value.values.first else { continue }
            result[key] = "\(first)"
        }
        return result
    }

    /// An id as hex: OTLP/JSON writes hex, a protobuf JSON encoder base64.
    static func hex(_ value: Any?) -> String? {
        guard let text = value as? String else { return nil }
        if text.isEmpty || (text.count.isMultiple(of: 16) && text.allSatisfy(\.isHexDigit)) { return text.lowercased() }
        guard let data = Data(base64Encoded: text) else { return text }
        return data.map { String(format: "%02x", $0) }.joined()
    }
}

/// What the receiver was sent, in order.
private final class Received: Sendable {
    let bodies = Mutex<[(path: String, body: Data)]>([])
}

/// The receiver could not start.
struct ReceiverError: Error, CustomStringConvertible {
    let description: String
}

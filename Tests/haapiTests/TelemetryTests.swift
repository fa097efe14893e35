import HaapiHTTPServer
import Logging
import Testing
import Tracing

@testable import haapi

/// The commands' OpenTelemetry: off unless an endpoint is named, and each log line logged
/// inside a span carries the span's W3C trace and span ids.
@Suite("haapi's telemetry")
struct TelemetryTests {
    @Test func itIsOffUnlessAnEndpointIsNamedAndNotDisabled() throws {
        #expect(try !Telemetry.start(serviceName: "t", environment: [:]).isOn)
        #expect(try Telemetry.start(serviceName: "t", environment: ["OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:9"]).isOn)
        #expect(try Telemetry.start(serviceName: "t", environment: [:], endpoint: "http://127.0.0.1:9").isOn)
        let disabled = ["OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:9", "OTEL_SDK_DISABLED": "true"]
        #expect(try !Telemetry.start(serviceName: "t", environment: disabled).isOn)
        let noMetrics = try Telemetry.start(serviceName: "t", environment: [:], endpoint: "http://127.0.0.1:9")
        #expect(noMetrics.metrics != nil && noMetrics.services.count == 2, "traces and metrics")
    }

    @Test func logLinesInASpanCarryItsTraceAndSpanIDs() throws {
        let telemetry = try Telemetry.start(serviceName: "t", environment: [:], endpoint: "http://127.0.0.1:9")
        let provider = Logger.MetadataProvider.traceIDs(telemetry.tracer)
        #expect(provider.get().isEmpty, "outside a span: nothing")
        let span = telemetry.tracer.startAnySpan("GET /", context: .topLevel, ofKind: .server)
        let metadata = ServiceContext.$current.withValue(span.context) { provider.get() }
        span.end()
        let ids = try #require(TraceIDs(telemetry.tracer.carrier(of: span.context)))
        #expect(metadata["trace-id"] == .string(ids.traceID) && ids.traceID.count == 32, "\(metadata)")
        #expect(metadata["span-id"] == .string(ids.spanID) && ids.spanID.count == 16, "\(metadata)")
    }
}

import CoreMetrics
import Foundation
import HaapiHTTPServer
import Logging
import OTel
import ServiceLifecycle
import Tracing

/// The OpenTelemetry export of `haapi web` and `haapi dev-server`: traces (and the web
/// host's metrics) to an OTLP/HTTP collector, configured by the standard `OTEL_…`
/// environment variables. Off unless an OTLP endpoint is named
/// (`OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`, or `haapi web`'s
/// `otel-endpoint` setting) and `OTEL_SDK_DISABLED` is not `true`.
struct Telemetry {
    /// Where spans go (`NoOpTracer` when off).
    var tracer: any Tracer = NoOpTracer()
    /// Where metrics go besides `/metrics`, when on.
    var metrics: (any MetricsFactory)?
    /// What exports them: run in the service group before the servers, so it flushes after they stopped.
    var services: [any Service] = []

    /// Whether anything is exported.
    var isOn: Bool { !services.isEmpty }

    /// The export `environment` asks for, as service `serviceName` (unless `OTEL_SERVICE_NAME`
    /// names it); `endpoint` stands in for `OTEL_EXPORTER_OTLP_ENDPOINT` when that is unset.
    static func start(serviceName: String, environment: [String: String], endpoint: String? = nil) throws(CommandFailure) -> Telemetry {
        let named = ["OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"].contains { !(environment[$0] ?? "").isEmpty }
        guard named || endpoint != nil, environment["OTEL_SDK_DISABLED"]?.lowercased() != "true" else { return Telemetry() }
        var configuration = OTel.Configuration.default
        configuration.serviceName = serviceName
        if let endpoint {
            // As OTEL_EXPORTER_OTLP_ENDPOINT would be (which, when set, wins): a base the signals' paths go under.
            let base = endpoint.hasSuffix("/") ? String(endpoint.dropLast()) : endpoint
            configuration.traces.otlpExporter.endpoint = base + "/v1/traces"
            configuration.metrics.otlpExporter.endpoint = base + "/v1/metrics"
        }
        // The logs stay on standard error, with the trace and span ids (see `logger(label:level:tracer:)`).
        configuration.logs.enabled = false
        // Its own troubles (a collector that does not answer) on standard error, warnings and worse.
        configuration.diagnosticLogLevel = .warning
        do {
            let traces = try OTel.makeTracingBackend(configuration: configuration)
            var telemetry = Telemetry(tracer: traces.factory, services: [traces.service])
            if environment["OTEL_METRICS_EXPORTER"]?.lowercased() != "none" {
                let metrics = try OTel.makeMetricsBackend(configuration: configuration)
                telemetry.metrics = metrics.factory
                telemetry.services.append(metrics.service)
            }
            return telemetry
        } catch {
            throw CommandFailure("OpenTelemetry (the OTEL_… variables): \(error)")
        }
    }

    /// A logger to standard error (or output) at `level` (`nil`: none), each line inside a
    /// span with its trace and span ids.
    static func logger(label: String, level: Logger.Level?, tracer: any Tracer, standardOutput: Bool = false) -> Logger {
        guard let level else { return Logger(label: label) { _ in SwiftLogNoOpLogHandler() } }
        let provider = Logger.MetadataProvider.traceIDs(tracer)
        var logger = Logger(label: label) { label in
            standardOutput
                ? StreamLogHandler.standardOutput(label: label, metadataProvider: provider)
                : StreamLogHandler.standardError(label: label, metadataProvider: provider)
        }
        logger.logLevel = level
        return logger
    }
}

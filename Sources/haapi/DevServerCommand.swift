import ArgumentParser
import Foundation
import HaapiApp
import HaapiDevServer
import Logging
import ServiceLifecycle
import UnixSignals

/// `haapi dev-server`: runs the reference HAAPI server on 127.0.0.1 until Ctrl-C.
struct DevServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dev-server",
        abstract: "Run the local reference HAAPI authorization server on 127.0.0.1.",
        discussion: """
            With no --config the embedded demo configuration is used: client haapi-demo \
            (secret haapi-demo-secret), client haapi-attested (client attestation only, for \
            'haapi login --attestation'), the template client haapi-dcr-template (apps register a client of \
            their own from it: 'haapi login --dcr-template haapi-dcr-template'), user demo / Password1, and \
            every authenticator. It prints the app facade's secret for the demo client ('haapi app --secret'). \
            With OTEL_EXPORTER_OTLP_ENDPOINT set (and the other OTEL_... variables) each request is a span sent \
            to that OpenTelemetry collector (OTLP/HTTP), continuing the caller's trace (traceparent). \
            SIGTERM or Ctrl-C stops it gracefully: the requests under way are answered first.
            """)

    @Option(name: .long, help: "A configuration file (.json, or YAML for any other extension).")
    var config: String?

    @Option(name: .long, help: "The port on 127.0.0.1 (0 picks a free one).")
    var port: Int = 8443

    @Option(name: .long, help: "An SQLite file for users, their passkeys and the registered clients (default: in memory).")
    var db: String?

    @Option(name: .long, help: "Log level: trace, debug, info, notice, warning, error, critical.")
    var logLevel: String = "info"

    @Option(name: .long, help: "The URL clients reach the server at when a proxy stands in front of it (its issuer and links).")
    var publicURL: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Play a hostile server, to see that clients refuse it: \(HostileBehaviour.allCases.map(\.rawValue).joined(separator: ", ")).",
            valueName: "behaviour"))
    var hostile: String?

    @Flag(
        name: .long,
        help: "Turn client attestation off: /oauth/token/cat answers 404 and no client attestation token is accepted (to show a client's fallback).")
    var noAttestation = false

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0...65535") }
        guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("--log-level \(logLevel) is not a level") }
        if let publicURL, URL(string: publicURL)?.host == nil {
            throw ValidationError("--public-url \(publicURL) is not an absolute URL")
        }
        _ = try Self.hostileBehaviour(hostile)
    }

    /// The behaviour `--hostile` names, or a validation error listing them all.
    static func hostileBehaviour(_ name: String?) throws -> HostileBehaviour? {
        guard let name else { return nil }
        guard let behaviour = HostileBehaviour(rawValue: name) else {
            throw ValidationError("--hostile \(name) is not one of \(HostileBehaviour.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return behaviour
    }

    func run() async throws {
        let telemetry: Telemetry
        do {
            telemetry = try Telemetry.start(serviceName: "haapi-dev-server", environment: ProcessInfo.processInfo.environment)
        } catch {
            FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
            throw ExitCode.failure
        }
        // As before: the lines on standard output (an e-mailed code's line stands in for the mail).
        let logger = Telemetry.logger(
            label: "HaapiDevServer", level: Logger.Level(rawValue: logLevel) ?? .info, tracer: telemetry.tracer, standardOutput: true)
        var options = DevServer.Options(port: port, databasePath: db, logger: logger)
        options.hostile = hostile.flatMap(HostileBehaviour.init(rawValue:))
        options.publicURL = publicURL.flatMap(URL.init(string:))
        options.tracer = telemetry.tracer
        do {
            if let config {
                options.configuration = try DevServerConfiguration.load(contentsOf: URL(fileURLWithPath: config))
            }
            if noAttestation { options.configuration.attestation.enabled = false }
            let server = try await DevServer(options: options)
            let hasDemoClient = options.configuration.clients.contains { $0.id == DevServerConfiguration.demoClientID }
            let url = try await server.start()
            // The app facade's secret for the demo client, for 'haapi app --secret'.
            let secret = hasDemoClient ? ((try? AppOptions.demoSecret(url).encoded).map { "  app secret (haapi app --secret): \($0)\n" } ?? "") : ""
            let hostile = options.hostile.map {
                "  HOSTILE: \($0) (what clients send to its foreign origin: \(url.absoluteString)/dev/hostile/leaks)\n"
            } ?? ""
            // Written unbuffered, so a script reading the output sees the URL at once.
            FileHandle.standardOutput.write(Data("\(await server.summary())\n\(secret)\(hostile)Press Ctrl-C to stop.\n".utf8))
            // SIGTERM or SIGINT: the server stops (answering what is under way), then the exporter flushes its spans.
            let group = ServiceGroup(configuration: ServiceGroupConfiguration(
                services: telemetry.services + [server], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
            try await group.run()
        } catch let error as DevServerConfigurationError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        } catch let error as DevServerError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}

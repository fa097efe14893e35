import ArgumentParser
import Foundation
import HaapiDevServer
import Logging

/// `haapi dev-server`: runs the reference HAAPI server on 127.0.0.1 until Ctrl-C.
struct DevServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dev-server",
        abstract: "Run the local reference HAAPI authorization server on 127.0.0.1.",
        discussion: """
            With no --config the embedded demo configuration is used: client haapi-demo \
            (secret haapi-demo-secret), user demo / Password1, and every authenticator.
            """)

    @Option(name: .long, help: "A configuration file (.json, or YAML for any other extension).")
    var config: String?

    @Option(name: .long, help: "The port on 127.0.0.1 (0 picks a free one).")
    var port: Int = 8443

    @Option(name: .long, help: "An SQLite file for users (default: in memory).")
    var db: String?

    @Option(name: .long, help: "Log level: trace, debug, info, notice, warning, error, critical.")
    var logLevel: String = "info"

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0...65535") }
        guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("--log-level \(logLevel) is not a level") }
    }

    func run() async throws {
        var logger = Logger(label: "HaapiDevServer")
        logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        var options = DevServer.Options(port: port, databasePath: db, logger: logger)
        do {
            if let config {
                options.configuration = try DevServerConfiguration.load(contentsOf: URL(fileURLWithPath: config))
            }
            let server = try await DevServer(options: options)
            try await server.runUntilInterrupted { _ in
                print(await server.summary())
                print("Press Ctrl-C to stop.")
            }
        } catch let error as ConfigurationError {
            throw ValidationError("\(error)")
        } catch let error as DevServerError {
            throw ValidationError("\(error)")
        }
    }
}

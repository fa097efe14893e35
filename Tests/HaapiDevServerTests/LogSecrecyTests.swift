import Foundation
import HaapiDevServer
import HaapiModel
import Logging
import Synchronization
import Testing

/// Collects every log line, metadata included.
final class CapturingLog: Sendable {
    let lines = Mutex<[String]>([])

    func handler(label: String) -> CapturingHandler { CapturingHandler(log: self) }
}

struct CapturingHandler: LogHandler {
    let log: CapturingLog
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String, file: String, function: String, line: UInt) {
        let all = self.metadata.merging(metadata ?? [:]) { $1 }
        log.lines.withLock { $0.append("\(level) \(message) \(all)") }
    }
}

@Suite("Secrets stay out of the log")
struct LogSecrecyTests {
    @Test func passwordsCodesAndTokensAreNeverLogged() async throws {
        let capture = CapturingLog()
        var options = testOptions { $0.authenticators = [AuthenticatorConfiguration(id: "pw", type: .usernamePassword)] }
        var logger = Logger(label: "secrecy") { capture.handler(label: $0) }
        logger.logLevel = .trace
        options.logger = logger
        try await withServer(options) { _, base in
            let client = ScriptedClient(baseURL: base)
            let login = try await client.begin().representation()
            let form = try #require(login.form(.login))
            _ = try await client.submit(form, ["userName": "demo", "password": "WrongSecret9"])
            let done = try await client.submit(form, ["userName": "demo", "password": "Password1"]).representation()
            let code = try #require(done.authorizationResponse?.code)
            let tokens = try await client.exchange(code: code)
            let secrets = [
                "Password1", "WrongSecret9", code, "haapi-demo-secret", await client.haapiToken ?? "-",
                tokens.json?["access_token"]?.stringValue ?? "-", tokens.json?["refresh_token"]?.stringValue ?? "-",
                tokens.json?["id_token"]?.stringValue ?? "-", await client.verifier,
            ]
            let lines = capture.lines.withLock { $0 }
            #expect(lines.count > 5)
            for secret in secrets {
                #expect(!lines.contains { $0.contains(secret) }, "a secret reached the log")
            }
        }
    }
}

import Foundation
import HaapiClient
import HaapiDevServerTesting
import HaapiTesting
import Testing

/// `haapi web --config FILE` and `HAAPI_WEB_…` variables as an operator uses them: a host
/// started from a file alone (secrets from files), the environment over the file and the
/// command line over both, and every mistake refused at start naming the file, the key and why.
@MainActor
@Suite("haapi web's configuration")
struct WebSettingsCommandTests {
    /// A folder of the test's own, with `files` written into it.
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-web-config-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    static let storeKey = Data((0..<32).map { UInt8($0) }).base64EncodedString()
    static let previousKeys = (1...2).map { seed in Data((0..<32).map { UInt8($0 ^ seed) }).base64EncodedString() }

    @Test func aHostStartsFromAConfigurationFileAloneAndSignsIn() async throws {
        let folder = try Self.folder(["store-key": Self.storeKey + "\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = """
            # haapi web, as an operator keeps it
            bind: 127.0.0.1
            port: 0
            store: \(folder.appendingPathComponent("sessions.sqlite").path)
            store-key-file: \(folder.appendingPathComponent("store-key").path)
            store-previous-keys: [\(Self.previousKeys.joined(separator: ", "))]
            pseudo-locales: true
            log-level: warning
            """
        try config.write(to: folder.appendingPathComponent("web.yaml"), atomically: true, encoding: .utf8)
        let host = try RunningCommand(["web", "--config", folder.appendingPathComponent("web.yaml").path])
        guard await host.waitFor("Press Ctrl-C", seconds: 300),
            let line = host.stdout.split(separator: "\n").first(where: { $0.hasPrefix("Open ") }),
            let url = URL(string: String(line.dropFirst("Open ".count).prefix { $0 != " " }))
        else {
            Issue.record("it did not start: \(host.described)")
            return
        }
        var browser = try await PlainBrowser.open(url.appending(queryItems: [URLQueryItem(name: "lang", value: "en-XA")]))
        #expect(browser.page.contains(#"lang="en-XA""#), "pseudo-locales: true took effect: \(browser.page.prefix(400))")
        browser = try await PlainBrowser.open(url)
        try await browser.press("Username and password")
        try await browser.press("Login", ["textField-userName": "demo", "textField-password": "Password1"])
        #expect(browser.page.contains("You are signed in"), "\(browser.page.suffix(800))")
        host.send(SIGTERM)
        let exit = await host.waitForExit(seconds: 120)
        #expect(exit?.status == 0 && exit?.bySignal == false, "stopped by itself: \(String(describing: exit)); \(host.described)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("sessions.sqlite").path), "the store of the file")
    }

    @Test func theEnvironmentWinsOverTheFileAndTheCommandLineOverBoth() async throws {
        let folder = try Self.folder(["web.json": #"{"port": 0, "public-url": "https://file.example"}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("web.json").path
        for (arguments, environment, expected) in [
            ([String](), [String: String](), "https://file.example"),
            ([], ["HAAPI_WEB_PUBLIC_URL": "https://environment.example"], "https://environment.example"),
            (["--public-url", "https://line.example"], ["HAAPI_WEB_PUBLIC_URL": "https://environment.example"], "https://line.example"),
        ] {
            let host = try RunningCommand(["web", "--config", file] + arguments, environment: environment)
            #expect(await host.waitFor("Press Ctrl-C", seconds: 300), "\(host.described)")
            #expect(host.stdout.contains("Open \(expected)/ in a browser"), "\(arguments) \(environment): \(host.stdout)")
            host.send(SIGTERM)
            _ = await host.waitForExit(seconds: 120)
        }
    }

    @Test func everyMistakeIsRefusedAtStartNamingTheFileTheKeyAndWhy() async throws {
        let folder = try Self.folder([
            "typo.yaml": "prot: 8080\n",
            "port.yaml": "port: 70000\n",
            "kind.json": #"{"port": "eighty"}"#,
            "nested.yaml": "store:\n  url: x\n",
            "flag.yaml": "onboarding: maybe\n",
            "list.yaml": "port: [1, 2]\n",
            "both.yaml": "client-secret: a\nclient-secret-file: /nonexistent\n",
            "missing.yaml": "store-key-file: /nonexistent/key\nstore: sessions.sqlite\n",
            "broken.yaml": "port: [\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        let cases: [(arguments: [String], environment: [String: String], says: String)] = [
            (["--config", path("typo.yaml")], [:], "\(path("typo.yaml")): 'prot' is no setting of haapi web"),
            (["--config", path("port.yaml")], [:], "--port must be 0...65535 (from 'port' in \(path("port.yaml")))"),
            (["--config", path("kind.json")], [:], "The value 'eighty' is invalid for '--port <port>' (from 'port' in \(path("kind.json")))"),
            (["--config", path("nested.yaml")], [:], "\(path("nested.yaml")): 'store' takes a value or a list, not a mapping"),
            (["--config", path("flag.yaml")], [:], "'onboarding' in \(path("flag.yaml")): 'maybe' is not true or false"),
            (["--config", path("list.yaml")], [:], "'port' in \(path("list.yaml")): one value, not a list"),
            (["--config", path("both.yaml")], [:], "give the secret or its file, not both"),
            (["--config", path("missing.yaml")], [:], "'store-key-file' in \(path("missing.yaml")) /nonexistent/key: the file cannot be opened"),
            (["--config", path("broken.yaml")], [:], "\(path("broken.yaml")): not YAML"),
            (["--config", path("nowhere.yaml")], [:], "--config \(path("nowhere.yaml")): the file cannot be opened"),
            ([], ["HAAPI_WEB_PROT": "8080"], "HAAPI_WEB_PROT is no setting of haapi web"),
            ([], ["HAAPI_WEB_PORT": "eighty"], "The value 'eighty' is invalid for '--port <port>' (from HAAPI_WEB_PORT)"),
        ]
        for (arguments, environment, says) in cases {
            let output = try await CommandRunner.run(["web"] + arguments, environment: environment)
            #expect(output.status == 64, "\(arguments) \(environment): \(output.status) \(output.stderr)")
            #expect(output.stderr.contains(says), "\(arguments) \(environment): \(output.stderr)")
        }
    }

    /// The configuration file of OperatingTheHost's walk-through, as an operator would try it
    /// on a test machine: the file as written, the addresses of this machine from `HAAPI_WEB_…`
    /// variables. It starts, is ready, sends its spans to the collector and stops on SIGTERM.
    @Test func theArticlesConfigurationFileStartsAHost() async throws {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/HaapiWeb/HaapiWeb.docc/OperatingTheHost.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let yaml = try #require(text.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```").first)
        let server = try await DevServerProcess(configuration: "{}")
        defer { server.stop() }
        let receiver = try await OTLPReceiver.start()
        let folder = try Self.folder([
            "web.yaml": yaml, "client-secret": "haapi-demo-secret\n", "store-key": Self.storeKey + "\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = try RunningCommand(["web", "--config", folder.appendingPathComponent("web.yaml").path], environment: [
            "HAAPI_WEB_BIND": "127.0.0.1", "HAAPI_WEB_PORT": "0", "HAAPI_WEB_ISSUER": server.baseURL.absoluteString,
            "HAAPI_WEB_CLIENT_ID": "haapi-demo", "HAAPI_WEB_CLIENT_SECRET_FILE": folder.appendingPathComponent("client-secret").path,
            "HAAPI_WEB_STORE": folder.appendingPathComponent("sessions.sqlite").path,
            "HAAPI_WEB_STORE_KEY_FILE": folder.appendingPathComponent("store-key").path,
            "HAAPI_WEB_OTEL_ENDPOINT": receiver.url.absoluteString, "OTEL_EXPORTER_OTLP_PROTOCOL": "http/json",
        ])
        guard await host.waitFor("Press Ctrl-C", seconds: 300),
            let line = host.stdout.split(separator: "\n").first(where: { $0.hasPrefix("Listening on ") }),
            let url = URL(string: String(line.split(separator: " ").last?.dropLast(2) ?? ""))
        else {
            Issue.record("it did not start from the article's file: \(host.described)")
            await receiver.stop()
            return
        }
        #expect(host.stdout.contains("Open https://login.example.com/"), "\(host.stdout)")
        #expect(try await URLSessionTransport().send(TransportRequest(method: "GET", url: url.appendingPathComponent("readyz"))).status == 200)
        let page = try await URLSessionTransport().send(TransportRequest(method: "GET", url: url))
        #expect(page.status == 200, "the sign-in page")
        host.send(SIGTERM)
        let exit = await host.waitForExit(seconds: 120)
        #expect(exit?.status == 0 && exit?.bySignal == false, "\(String(describing: exit)); \(host.described)")
        #expect(receiver.spans.contains { $0.service == "haapi-web" && $0.name == "GET /" }, "\(receiver.spans.map(\.name))")
        await receiver.stop()
    }
}

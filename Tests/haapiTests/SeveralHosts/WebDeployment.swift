import Crypto
import Foundation
import HaapiClient
import HaapiTesting
import Testing

/// A sign-in service as it is deployed: `haapi dev-server`, and `haapi web` hosts in
/// front of it sharing one session store and key, behind nginx (round robin on
/// loopback) when nginx is installed.
@MainActor
final class WebDeployment {
    let server: DevServerProcess
    let store: String
    let key = Data((0..<32).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
    private(set) var hosts: [RunningCommand] = []
    private(set) var hostURLs: [URL] = []
    private(set) var balancer: NginxBalancer?
    /// What every process's environment adds (the OpenTelemetry collector's address, say).
    let environment: [String: String]

    /// Runs `body` with a deployment of `count` hosts on `store`, and stops every process
    /// after it, whatever happened (nothing outlives the test).
    /// `serverConfiguration` is the dev server's YAML; `environment` is added to every process's
    /// (host `i` also gets `OTEL_RESOURCE_ATTRIBUTES=service.instance.id=host-<i>`).
    static func run(
        store: String, hosts count: Int = 2, serverConfiguration: String = "{}", environment: [String: String] = [:],
        _ body: (WebDeployment) async throws -> Void
    ) async throws {
        let deployment = try await WebDeployment(store: store, hosts: count, serverConfiguration: serverConfiguration, environment: environment)
        do {
            try await body(deployment)
        } catch {
            await deployment.stop()
            throw error
        }
        await deployment.stop()
    }

    /// Starts the dev server and `count` hosts on `store` (an SQLite file or a PostgreSQL URL).
    private init(store: String, hosts count: Int, serverConfiguration: String, environment: [String: String]) async throws {
        server = try await DevServerProcess(configuration: serverConfiguration, environment: environment)
        self.store = store
        self.environment = environment
        do {
            for _ in 0..<count { try await startHost() }
        } catch {
            await stop()
            throw error
        }
    }

    /// The load balancer's address; `nil` (with a note) when nginx is not installed.
    func balanced() async throws -> URL? {
        if let balancer { return balancer.url }
        guard let started = try await NginxBalancer.start(upstreams: hostURLs) else { return nil }
        balancer = started
        return started.url
    }

    /// Starts one more host and returns its address.
    @discardableResult
    func startHost() async throws -> URL {
        // A PostgreSQL password goes in PGPASSWORD, out of sight of ps, as an operator would pass it.
        var (storeArgument, environment) = (store, self.environment.merging(["HAAPI_WEB_STORE_KEY": key]) { $1 })
        if !self.environment.isEmpty { environment["OTEL_RESOURCE_ATTRIBUTES"] = "service.instance.id=host-\(hosts.count)" }
        if var parts = URLComponents(string: store), store.hasPrefix("postgres"), let password = parts.password {
            parts.password = nil
            (storeArgument, environment["PGPASSWORD"]) = (parts.string ?? store, password)
        }
        let host = try RunningCommand(
            ["web", "--port", "0", "--store", storeArgument, "--issuer", server.baseURL.absoluteString, "--client-id", "haapi-demo",
             "--client-secret", "haapi-demo-secret", "--scope", "openid profile"],
            environment: environment)
        hosts.append(host)
        guard await host.waitFor("Press Ctrl-C", seconds: 300),
            let line = host.stdout.split(separator: "\n").first(where: { $0.hasPrefix("Open ") }),
            let url = URL(string: String(line.dropFirst("Open ".count).prefix { $0 != " " }))
        else { throw TestError("a host did not start: \(host.described)") }
        hostURLs.append(url)
        return url
    }

    /// Stops host `index` as a service manager does (SIGTERM), and returns how it ended.
    func terminate(_ index: Int) async -> RunningCommand.Exit? {
        hosts[index].send(SIGTERM)
        return await hosts[index].waitForExit(seconds: 120)
    }

    /// Ends host `index` at once, as a crash or `kill -9` would.
    func kill(_ index: Int) async {
        hosts[index].send(SIGKILL)
        _ = await hosts[index].waitForExit(seconds: 30)
    }

    /// Stops everything.
    func stop() async {
        await balancer?.stop()
        for host in hosts {
            host.send(SIGTERM)
            _ = await host.waitForExit(seconds: 60)
        }
        server.stop()
    }
}

/// nginx in front of hosts, round robin, on a free loopback port; its access log says
/// which host served each request.
@MainActor
final class NginxBalancer {
    let url: URL
    private let process: RunningCommand
    private let directory: URL

    /// The access log: method, path, status, seconds and host of every request.
    var log: String { (try? String(contentsOf: directory.appendingPathComponent("access.log"), encoding: .utf8)) ?? "" }

    /// The hosts that served the requests so far, in order (their `host:port`).
    var upstreamsServed: [String] {
        let log = (try? String(contentsOf: directory.appendingPathComponent("access.log"), encoding: .utf8)) ?? ""
        return log.split(separator: "\n").compactMap { line in line.split(separator: " ").last.map(String.init) }
    }

    private init(url: URL, process: RunningCommand, directory: URL) {
        self.url = url
        self.process = process
        self.directory = directory
    }

    /// Starts nginx for `upstreams`; `nil`, with a note, when nginx is not installed.
    static func start(upstreams: [URL]) async throws -> NginxBalancer? {
        guard let nginx = ["/usr/sbin/nginx", "/usr/bin/nginx", "/opt/homebrew/bin/nginx"].first(where: FileManager.default.isExecutableFile) else {
            print("note: nginx is not installed; the tests through a load balancer skip (.ci/run installs it)")
            return nil
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-nginx-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        guard let port = freeLoopbackPort() else { throw TestError("no free port for nginx") }
        let servers = upstreams.map { "server 127.0.0.1:\($0.port ?? 0) max_fails=0;" }.joined(separator: " ")
        let configuration = """
            daemon off;
            master_process off;
            worker_processes 1;
            error_log \(directory.path)/error.log warn;
            pid \(directory.path)/nginx.pid;
            events { worker_connections 1024; }
            http {
                log_format served '$request_method $request_uri $status $request_time $upstream_addr';
                access_log \(directory.path)/access.log served;
                client_body_temp_path \(directory.path)/body;
                proxy_temp_path \(directory.path)/proxy;
                fastcgi_temp_path \(directory.path)/fastcgi;
                uwsgi_temp_path \(directory.path)/uwsgi;
                scgi_temp_path \(directory.path)/scgi;
                upstream hosts { \(servers) }
                server {
                    listen 127.0.0.1:\(port);
                    location / {
                        proxy_pass http://hosts;
                        proxy_set_header Host $http_host;
                        proxy_set_header X-Forwarded-For $remote_addr;
                        proxy_next_upstream error timeout;
                        proxy_connect_timeout 2s;
                        proxy_read_timeout 120s;
                    }
                }
            }
            """
        let file = directory.appendingPathComponent("nginx.conf")
        try configuration.write(to: file, atomically: true, encoding: .utf8)
        let process = try RunningCommand(["-p", directory.path + "/", "-c", file.path], executable: URL(fileURLWithPath: nginx))
        guard let url = URL(string: "http://localhost:\(port)") else { throw TestError("no URL for port \(port)") }
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            let probe = TransportRequest(method: "GET", url: url.appendingPathComponent("favicon.ico"))
            if (try? await URLSessionTransport(defaultTimeout: 5).send(probe))?.status == 204 {
                return NginxBalancer(url: url, process: process, directory: directory)
            }
            try await Task.sleep(for: .milliseconds(200))
        }
        process.send(SIGKILL)
        throw TestError("nginx did not start: \(process.described)")
    }

    func stop() async {
        // A test's proxy has nothing to keep: it ends at once.
        process.send(SIGKILL)
        _ = await process.waitForExit(seconds: 30)
        try? FileManager.default.removeItem(at: directory)
    }
}

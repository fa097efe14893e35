import Foundation
import HaapiTesting
import HaapiClient

/// `haapi dev-server` running as a process of its own, the way a person runs a
/// HAAPI server next to `haapi login`.
final class DevServerProcess {
    let process: SpawnedProgram
    /// The issuer the server printed.
    let baseURL: URL
    /// What the server printed when it started (its clients, users, the app facade's secret).
    let summary: String
    private let directory: URL

    struct StartError: Error, CustomStringConvertible { let description: String }

    /// Starts `haapi dev-server --port 0` with the configuration `yaml` (playing the
    /// hostile server `hostile`, if given), and waits (up to 60 s) for the line with its URL.
    init(configuration yaml: String, hostile: String? = nil, environment: [String: String] = [:]) async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-server-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let config = directory.appendingPathComponent("server.yaml")
        try yaml.write(to: config, atomically: true, encoding: .utf8)
        process = try SpawnedProgram(
            CommandRunner.executable.path,
            ["dev-server", "--port", "0", "--config", config.path, "--log-level", "error"] + (hostile.map { ["--hostile", $0] } ?? []),
            environment: environment.isEmpty ? nil : ProcessInfo.processInfo.environment.merging(environment) { $1 },
            stdout: .pipe)
        let text = await printedUntil("Press Ctrl-C", by: process)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("HAAPI dev server at ") }),
              let url = URL(string: String(line.dropFirst("HAAPI dev server at ".count))) else {
            process.terminate()
            process.waitUntilExit()
            throw StartError(description: "the dev server did not print its URL; it printed: \(text)")
        }
        baseURL = url
        summary = text
    }

    /// Writes `text` to a file of this server's folder and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// How many forms were posted to the server's flows, and how many of those repeated
    /// one already posted to the same flow (`GET /dev/submissions`).
    nonisolated(nonsending) func formSubmissions() async throws -> (total: Int, repeated: Int) {
        let answer = try await URLSessionTransport().send(TransportRequest(method: "GET", url: baseURL.appendingPathComponent("dev/submissions")))
        guard let object = try JSONSerialization.jsonObject(with: answer.body) as? [String: Any],
            let total = object["total"] as? Int, let repeated = object["repeated"] as? [[String: Any]]
        else { throw StartError(description: "/dev/submissions answered \(String(decoding: answer.body, as: UTF8.self))") }
        return (total, repeated.reduce(0) { $0 + (($1["count"] as? Int) ?? 1) - 1 })
    }

    /// Stops the server and removes its files.
    func stop() {
        if process.isRunning {
            process.interrupt()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: directory)
    }
}

/// What `process` prints on its standard output until it prints `marker`, ends, or 60 s pass; read
/// on a thread of its own, so that the wait holds none of the test pool's threads.
func printedUntil(_ marker: String, by process: SpawnedProgram) async -> String {
    await withCheckedContinuation { continuation in
        Thread {
            var text = ""
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline, process.isRunning, let handle = process.stdout, !text.contains(marker) {
                text += String(decoding: handle.availableData, as: UTF8.self)
            }
            continuation.resume(returning: text)
        }.start()
    }
}

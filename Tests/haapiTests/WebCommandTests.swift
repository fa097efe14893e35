import Foundation
import HaapiClient
import Testing

/// `haapi web` as a person runs it: one URL to open, a sign-in page there in the
/// browser's language, Ctrl-C stops it.
@Suite("haapi web")
struct WebCommandTests {
    @Test func servesTheSignInPageUntilInterrupted() async throws {
        let process = Process()
        let output = Pipe()
        process.executableURL = CommandRunner.executable
        process.arguments = ["web", "--port", "0"]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning, !text.contains("Press Ctrl-C") {
            text += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        }
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Open ") }, "printed: \(text)")
        let url = try #require(URL(string: String(line.dropFirst("Open ".count).prefix { $0 != " " })))
        #expect(url.host == "127.0.0.1")
        let page = try await URLSessionTransport().send(TransportRequest(method: "GET", url: url, headers: ["Accept-Language": "nl"]))
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(page.status == 200)
        #expect(html.contains(#"<html lang="nl""#) && html.contains("<title>Inloggen</title>"), "\(html.prefix(300))")
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func badOptionsAreUsageErrors() async throws {
        #expect(try await CommandRunner.run(["web", "--port", "70000"]).status == 64)
        let store = try await CommandRunner.run(["web", "--store", "/proc/none/sessions.sqlite"])
        #expect(store.status == 1)
        #expect(store.stderr.hasPrefix("error: --store /proc/none/sessions.sqlite: cannot open the database"), "\(store.stderr)")
    }
}

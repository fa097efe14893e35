import Foundation
import HaapiGraphics
import Testing

/// `haapi app` with answers from a file, against the embedded dev server.
@Suite("haapi app, scripted", .serialized)
struct AppScriptedTests {
    static func run(_ arguments: [String], answers: [String]) async throws -> CommandRunner.Output {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-app-answers-\(UUID().uuidString).txt")
        try (answers.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await CommandRunner.run(["app"] + arguments + ["--answers", file.path, "--json"])
    }

    @Test("a login link signs in")
    func loginLink() async throws {
        let output = try await Self.run(["open", "haapidemo://login?login_hint=demo"], answers: ["Username and password", "demo", "Password1", ""])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(output.stdout.contains(#"{"result":"signed-in","subject":"demo"}"#), "\(output.stdout.suffix(300))")
        #expect(!output.stdout.contains("Password1\n"), "the password is not echoed")
    }

    @Test("links that are not the facade's are refused with status 2", arguments: [
        ("otherapp://login", "not a HaapiKit URL"),
        ("haapidemo://passport", "not supported"),
        ("haapidemo://approve", "request"),
    ])
    func refusedLinks(url: String, message: String) async throws {
        let output = try await Self.run(["open", url], answers: [])
        #expect(output.status == 2, "stderr: \(output.stderr)")
        #expect(output.stderr.contains(message), "\(output.stderr)")
    }

    @Test("a QR code in an image starts its flow")
    func scan() async throws {
        let image = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-app-qr-\(UUID().uuidString).png")
        try QRCode(text: "haapidemo://login").pngData(scale: 4).write(to: image)
        defer { try? FileManager.default.removeItem(at: image) }
        // The scanner (its two text fields left empty, then its Scan button reads the image),
        // the confirmation naming the server, then the login.
        let output = try await Self.run(["scan", image.path], answers: ["", "", "Scan", "", "Username and password", "demo", "Password1", ""])
        #expect(output.status == 0, "stdout: \(output.stdout.suffix(800)) stderr: \(output.stderr)")
        #expect(output.stdout.contains(#""result":"signed-in""#))
        #expect(output.stdout.contains("You will be connected to:\n  127.0.0.1"), "the confirmation names the server")
    }

    @Test("a payload that is not the facade's is left to the app (status 2)")
    func foreignPush() async throws {
        let payload = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-app-push-\(UUID().uuidString).json")
        try Data(#"{"aps": {"alert": "Your parcel is on its way"}}"#.utf8).write(to: payload)
        defer { try? FileManager.default.removeItem(at: payload) }
        let output = try await Self.run(["push", payload.path], answers: [])
        #expect(output.status == 2)
        #expect(output.stderr.contains("not meant for HaapiKit"), "\(output.stderr)")
    }
}

import Foundation
import Logging
import Synchronization
import Testing
@testable import HaapiFlow

/// Records the URLs `SystemURLOpener` would hand to `xdg-open` / `open`.
final class LaunchRecorder: Sendable {
    private let launched = Mutex<[URL]>([])
    let succeeds: Bool

    init(succeeds: Bool) {
        self.succeeds = succeeds
    }

    var urls: [URL] { launched.withLock { $0 } }

    func launch(_ url: URL) -> Bool {
        launched.withLock { $0.append(url) }
        return succeeds
    }
}

@Suite("SystemURLOpener checks every URL before a program starts")
struct SystemURLOpenerTests {
    @Test(arguments: [
        "file:///etc/passwd", "javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "x-unknown:thing",
        "ftp://example.com/", "http://example.com/", "http://127.0.0.1.evil.com/", "/relative",
    ])
    func refusedURLsNeverReachAProgram(_ text: String) async throws {
        let recorder = LaunchRecorder(succeeds: true)
        let (logger, lines, end) = CapturingLogHandler.make()
        let opener = SystemURLOpener(presenter: { _ in Issue.record("presented"); return true }, logger: logger) { recorder.launch($0) }
        #expect(await opener.open(try #require(URL(string: text))) == false)
        #expect(recorder.urls.isEmpty)
        end.finish()
        let logged = await collect(lines)
        #expect(logged.count == 1 && logged.first?.hasPrefix("warning URL not opened") == true, "\(logged)")
    }

    @Test(arguments: [
        "https://login.example.com/authn?_launch_nonce=n", "http://127.0.0.1:51234/haapi/x", "http://[::1]:8080/",
        "bankid:///?autostarttoken=7c40b5c9&redirect=null",
    ])
    func allowedURLsAreHandedToTheProgram(_ text: String) async throws {
        let recorder = LaunchRecorder(succeeds: true)
        let opener = SystemURLOpener(presenter: nil, logger: Logger(label: "test")) { recorder.launch($0) }
        let url = try #require(URL(string: text))
        #expect(await opener.open(url))
        #expect(recorder.urls == [url])
    }

    @Test func withoutAProgramAWebURLGoesToThePresenterAndABankIDURLFails() async throws {
        let recorder = LaunchRecorder(succeeds: false)
        let presented = Mutex<[URL]>([])
        let opener = SystemURLOpener(presenter: { url in presented.withLock { $0.append(url) }; return true }, logger: Logger(label: "test")) {
            recorder.launch($0)
        }
        let page = try #require(URL(string: "https://login.example.com/authn?_launch_nonce=n"))
        #expect(await opener.open(page))
        #expect(await opener.open(try #require(URL(string: "bankid:///?autostarttoken=x"))) == false)
        #expect(presented.withLock { $0 } == [page])
        #expect(recorder.urls.count == 2)
    }

    @Test func withoutAProgramOrPresenterTheURLsSecretsStayOutOfTheLog() async throws {
        let recorder = LaunchRecorder(succeeds: false)
        let (logger, lines, end) = CapturingLogHandler.make()
        let opener = SystemURLOpener(presenter: nil, logger: logger) { recorder.launch($0) }
        let page = try #require(URL(string: "https://login.example.com/dev/external-browser/x?_launch_nonce=SECRET-NONCE"))
        #expect(await opener.open(page) == false)
        let refused = try #require(URL(string: "file:///etc/passwd?autostarttoken=SECRET-TOKEN"))
        #expect(await opener.open(refused) == false)
        end.finish()
        let logged = await collect(lines)
        #expect(logged.count == 2)
        for line in logged {
            #expect(!line.contains("SECRET") && !line.contains("passwd") && !line.contains("external-browser"), "\(line)")
        }
        #expect(logged.contains { $0.contains("login.example.com") })
    }

    /// The program is started with posix_spawn (never Foundation's `Process`), given the
    /// URL as its one argument, and its exit status says whether it opened it.
    @Test func theProgramGetsTheURLAndItsExitStatusSaysWhetherItOpened() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opener-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("open")
        let written = folder.appendingPathComponent("argument")
        try Data("#!/bin/sh\nprintf '%s' \"$1\" > '\(written.path)'\n[ \"$#\" = 1 ]\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: script.path)
        let page = try #require(URL(string: "https://login.example.com/authn?_launch_nonce=n&x=a b".replacingOccurrences(of: " ", with: "%20")))
        #expect(await SystemURLOpener.run(script, page))
        #expect(try String(contentsOf: written, encoding: .utf8) == page.absoluteString)
        #expect(await SystemURLOpener.run(URL(fileURLWithPath: "/bin/false"), page) == false)
        #expect(await SystemURLOpener.run(folder.appendingPathComponent("missing"), page) == false)
    }
}

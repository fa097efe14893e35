import Foundation
import HaapiTesting
import HaapiClient
import Testing

/// `haapi web` as a person runs it: one URL to open, a sign-in page there in the
/// browser's language, Ctrl-C stops it.
@Suite("haapi web")
struct WebCommandTests {
    /// Starts `haapi web` with `arguments`, waits for the URL it prints, runs `body` with it and
    /// what it printed, then presses Ctrl-C (or, `terminating`, sends SIGTERM as a service manager does).
    func serving(_ arguments: [String], terminating: Bool = false, _ body: (URL, String) async throws -> Void) async throws {
        let process = try SpawnedProgram(CommandRunner.executable.path, ["web", "--port", "0"] + arguments, stdout: .pipe)
        defer {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
        }
        let text = await printedUntil("Press Ctrl-C", by: process)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Open ") }, "printed: \(text)")
        let url = try #require(URL(string: String(line.dropFirst("Open ".count).prefix { $0 != " " })))
        if !arguments.contains("--public-url") {
            #expect(url.host == "localhost", "the page where browsers use the dev server's passkeys (RP ID localhost)")
        }
        try await body(url, text)
        if terminating { process.terminate() } else { process.interrupt() }
        // A graceful stop may take the host's grace period: waited for off the shared threads.
        let exit = try await onItsOwnThread { process.waitUntilExit() }
        #expect(exit == SpawnedProgram.Exit(status: 0, bySignal: false), "it stopped by itself, not by the signal: \(exit)")
    }

    @Test func servesTheSignInPageUntilInterrupted() async throws {
        try await serving([]) { url, _ in
            let page = try await URLSessionTransport().send(TransportRequest(method: "GET", url: url, headers: ["Accept-Language": "nl"]))
            let html = String(decoding: page.body, as: UTF8.self)
            #expect(page.status == 200)
            #expect(html.contains(#"<html lang="nl""#) && html.contains("<title>Inloggen</title>"), "\(html.prefix(300))")
        }
    }

    @Test func withOnboardingTheWelcomeScreenComesFirst() async throws {
        try await serving(["--onboarding", "--domain", "corp.example"]) { url, printed in
            #expect(printed.contains("an e-mail address at corp.example"), "\(printed)")
            let page = try await URLSessionTransport().send(TransportRequest(method: "GET", url: url))
            let html = String(decoding: page.body, as: UTF8.self)
            #expect(html.contains("Welcome") && html.contains(#"type="email""#), "\(html.suffix(1200))")
        }
    }

    @Test func theOnboardingsLaunchSettingAppNameAndLogoAreTheApps() async throws {
        let logo = FileManager.default.temporaryDirectory.appendingPathComponent("logo-\(UUID().uuidString).png")
        // A 1×1 PNG.
        try #require(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==")).write(to: logo)
        defer { try? FileManager.default.removeItem(at: logo) }
        try await serving(["--onboarding", "--setting", "scanner", "--app-name", "Acme Wallet", "--logo", logo.path]) { url, printed in
            #expect(printed.contains("Onboarding: the activation code"), "\(printed)")
            let page = try await URLSessionTransport().send(TransportRequest(method: "GET", url: url))
            let html = String(decoding: page.body, as: UTF8.self)
            #expect(html.contains("Acme Wallet"), "the app's name: \(html.suffix(1500))")
            #expect(!html.contains(#"type="email""#), "the scanner setting asks for no e-mail address")
            let source = try #require(html.components(separatedBy: "<img src=\"").dropFirst().first?.prefix { $0 != "\"" }, "a logo: \(html.suffix(1500))")
            #expect(source.contains("app_logo"), "\(source)")
            let picture = try await URLSessionTransport().send(TransportRequest(method: "GET", url: try #require(URL(string: String(source), relativeTo: url))))
            #expect(picture.status == 200 && picture.body.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        }
        let link = try await CommandRunner.run(["web", "--onboarding", "--setting", "link"])
        #expect(link.status == 64)
        #expect(link.stderr.contains("use it with 'haapi onboard'"), "\(link.stderr)")
        let alone = try await CommandRunner.run(["web", "--app-name", "Acme"])
        #expect(alone.status == 64)
        #expect(alone.stderr.contains("add --onboarding"), "\(alone.stderr)")
        let missing = try await CommandRunner.run(["web", "--onboarding", "--logo", "/nonexistent/logo.png"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("--logo /nonexistent/logo.png: the file cannot be opened"), "\(missing.stderr)")
    }

    @Test func behindAProxyThePublicURLIsTheOriginAndSIGTERMStopsGracefully() async throws {
        try await serving(["--public-url", "https://Login.Example.com/", "--bind", "localhost"], terminating: true) { url, printed in
            #expect(url.absoluteString == "https://login.example.com/", "the page as browsers reach it: \(printed)")
            let line = try #require(printed.split(separator: "\n").first { $0.hasPrefix("Listening on localhost port ") }, "\(printed)")
            let local = try #require(line.components(separatedBy: "from this machine: ").last.flatMap { URL(string: String($0.dropLast(2))) })
            let http = URLSessionTransport()
            let page = try await http.send(TransportRequest(method: "GET", url: local))
            #expect(page.status == 200)
            #expect(page.headers["Set-Cookie"]?.hasPrefix("__Host-haapi_session=") == true, "Secure cookies under https")
            let ready = try await http.send(TransportRequest(method: "GET", url: local.appendingPathComponent("readyz")))
            #expect(ready.status == 200 && ready.headers["X-Request-Id"] != nil)
        }
    }

    @Test func badOptionsAreUsageErrors() async throws {
        #expect(try await CommandRunner.run(["web", "--port", "70000"]).status == 64)
        let store = try await CommandRunner.run(["web", "--store", "/proc/none/sessions.sqlite"])
        #expect(store.status == 1)
        #expect(store.stderr.hasPrefix("error: --store /proc/none/sessions.sqlite: cannot open the database"), "\(store.stderr)")
        let image = try await CommandRunner.run(["web", "--image", "bankid_logo=/etc/hostname"])
        #expect(image.status == 1)
        #expect(image.stderr.contains("--image bankid_logo=/etc/hostname: not a PNG, JPEG, GIF or SVG image"), "\(image.stderr)")
        let badName = try await CommandRunner.run(["web", "--image", "../x=/etc/hostname"])
        #expect(badName.stderr.contains("a name is letters, digits"), "\(badName.stderr)")
        let bind = try await CommandRunner.run(["web", "--bind", "login.example.com"])
        #expect(bind.status == 64)
        #expect(bind.stderr.contains("--bind: 'login.example.com' is not an address to listen on: give an IPv4 or IPv6 address"), "\(bind.stderr)")
        for (url, why) in [("ftp://login.example.com", "is not an http or https URL"), ("https://login.example.com/signin", "is an origin")] {
            let publicURL = try await CommandRunner.run(["web", "--public-url", url])
            #expect(publicURL.status == 64)
            #expect(publicURL.stderr.contains("--public-url: public URL '\(url)' \(why)"), "\(publicURL.stderr)")
        }
        let onboarding = try await CommandRunner.run(["web", "--onboarding", "--issuer", "https://login.example.com", "--client-id", "app", "--client-secret", "s"])
        #expect(onboarding.status == 64)
        #expect(onboarding.stderr.contains("--onboarding shows the dev server's demo onboarding"), "\(onboarding.stderr)")
    }
}

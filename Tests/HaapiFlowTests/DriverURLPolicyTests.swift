import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiModel
import HaapiTesting
import Testing

/// A hostile server (the dev server, its answers tampered with on the way) sends URLs
/// the policy refuses: nothing is opened or sent, the fallback is taken, and the refusal
/// is reported as a typed diagnostic.
@Suite("Driver against a hostile server: URLs refused by URLPolicy")
struct DriverURLPolicyTests {
    @Test func aBankIDHrefToAFileIsRefusedAndTheOtherDeviceIsOffered() async throws {
        try await FlowHarness.run { h in
            let opener = ForbiddenOpener()
            let client = try h.client(rewrite: { $0.replacingOccurrences(of: "bankid:///", with: "file:///etc/passwd") })
            let driver = try h.driver(client: client, operations: .standard(opener: opener))
            var updates = driver.updates.makeAsyncIterator()
            try await driver.start()
            try await driver.chooseAuthenticator("bankid")
            try await driver.press(.bankidSameDevice)
            // The refused launch takes the fallback: BankID on another device, with a QR code.
            #expect(try await nextBankIDModel(&updates).qrCode?.imageData?.isEmpty == false)
            try await h.server.approveBankID()
            try await h.clock.advanceToNextSleeper(within: .seconds(2))
            _ = try tokens(await driver.result())

            #expect(await opener.opened.isEmpty)
            let diagnostics = await collect(driver.diagnostics)
            let refusal = URLRefusedError(purpose: .bankIDApp, scheme: "file", host: nil, reason: .schemeNotAllowed)
            #expect(diagnostics.contains(.urlRefused(refusal)), "\(diagnostics)")
            #expect(diagnostics.contains(.clientOperationFallback(name: "bankid", reason: refusal.description)))
            #expect(!diagnostics.map(\.description).joined().contains("passwd"))
        }
    }

    @Test(arguments: [
        ("http://example.com", URLRefusedError(purpose: .externalBrowser, scheme: "http", host: "example.com", reason: .httpNotLoopback)),
        ("data:text/html,x", URLRefusedError(purpose: .externalBrowser, scheme: "data", host: nil, reason: .schemeNotAllowed)),
        ("javascript:alert(1)//", URLRefusedError(purpose: .externalBrowser, scheme: "javascript", host: nil, reason: .schemeNotAllowed)),
    ])
    func aBrowserHrefThePolicyRefusesIsNotOpened(_ replacement: String, _ refusal: URLRefusedError) async throws {
        try await FlowHarness.run { h in
            let opener = ForbiddenOpener()
            let origin = h.server.baseURL.absoluteString
            let client = try h.client(rewrite: { $0.replacingOccurrences(of: origin + "/dev/external-browser/", with: replacement + "/dev/external-browser/") })
            let driver = try h.driver(client: client, operations: .standard(opener: opener))
            var updates = driver.updates.makeAsyncIterator()
            try await driver.start()
            try await driver.chooseAuthenticator("browser")
            // The fallback (cancel) is submitted and the server starts over at the picker.
            var screens = 0
            while let update = await updates.next() {
                guard case .screen(let screen) = update else { break }
                screens += 1
                if case .selector = screen.model, screens > 1 { break }
            }
            #expect(await opener.opened.isEmpty)
            await driver.cancel()
            let diagnostics = await collect(driver.diagnostics)
            #expect(diagnostics.contains(.urlRefused(refusal)), "\(diagnostics)")
            #expect(diagnostics.contains(.clientOperationFallback(name: "external-browser-flow", reason: refusal.description)))
        }
    }

    @Test func aJavaScriptLinkIsRefusedBeforeAnythingIsSent() async throws {
        try await FlowHarness.run { h in
            let opener = ForbiddenOpener()
            let client = try h.client(rewrite: {
                $0.replacingOccurrences(of: #""href":"[^"]*forgot-password""#, with: #""href":"javascript:alert(1)""#, options: .regularExpression)
            })
            let driver = try h.driver(client: client, operations: .standard(opener: opener))
            try await driver.start()
            try await driver.chooseAuthenticator("username-password")
            let link = try #require(try await driver.form().links.first { $0.rel == .forgotPassword })
            #expect(link.href.scheme == "javascript")
            let screen = try await driver.screen()
            let sent = await h.probe.count
            let refusal = URLRefusedError(purpose: .link, scheme: "javascript", host: nil, reason: .schemeNotAllowed)
            await #expect(throws: HaapiFlowError.linkRefused(id: link.id, refusal: refusal)) {
                try await driver.follow(linkItemModel: link)
            }
            #expect(await h.probe.count == sent)
            #expect(try await driver.screen() == screen)
            // The screen still works.
            try await driver.press(.login, ["userName": DevServerConfiguration.demoUsername, "password": DevServerConfiguration.demoPassword])
            _ = try tokens(await driver.result())
            #expect(await opener.opened.isEmpty)
            #expect(await collect(driver.diagnostics).contains(.urlRefused(refusal)))
        }
    }

    @Test func allowedURLsStillOpen() async throws {
        try await FlowHarness.run { h in
            let opener = RecordingOpener(inner: BrowserPlayingOpener())
            let driver = try h.driver(operations: .standard(opener: opener))
            try await driver.start()
            try await driver.chooseAuthenticator("browser")
            _ = try tokens(await driver.result())
            let opened = await opener.opened
            #expect(opened.count == 1)
            #expect(opened.first?.scheme == "http" && opened.first?.host == "127.0.0.1")
            #expect(await collect(driver.diagnostics).allSatisfy { if case .urlRefused = $0 { false } else { true } })
        }
    }
}

/// Every element of a finished stream.
func collect<T: Sendable>(_ stream: AsyncStream<T>) async -> [T] {
    var all: [T] = []
    for await element in stream { all.append(element) }
    return all
}

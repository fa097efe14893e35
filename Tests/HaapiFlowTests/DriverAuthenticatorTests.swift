import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiModel
import HaapiTesting
import Testing

/// Every dev-server authenticator, through `HaapiFlowDriver`, to tokens.
@Suite("Driver against the dev server: each authenticator to tokens")
struct DriverAuthenticatorTests {
    @Test func usernamePassword() async throws {
        try await FlowHarness.run { h in
            let driver = try h.driver()
            try await driver.start()
            guard case .selector(let picker) = try await driver.screen().model else { throw TestError("no picker") }
            #expect(picker.items.count == 7 && picker.kind == .authenticatorSelector)
            try await driver.logInWithPassword()
            let tokens = try tokens(await driver.result())
            #expect(tokens.isDPoPBound)
        }
    }

    @Test func emailCodeFromTheOutbox() async throws {
        try await FlowHarness.run { h in
            let driver = try h.driver()
            try await driver.start()
            try await driver.chooseAuthenticator("email")
            try await driver.press(.login, ["email": "demo@example.com"])
            // Ask for a new code: continue-same-step keeps the screen.
            try await driver.press("resend")
            guard case .continueSame(let resent) = try await driver.screen().model else { throw TestError("not continue-same") }
            #expect(resent.messages.first?.text.hasPrefix("A new code was sent") == true)
            let code = try await h.server.lastCode(to: "demo@example.com")
            try await driver.press(.login, ["otp": code])
            _ = try tokens(await driver.result())
        }
    }

    @Test func totp() async throws {
        try await FlowHarness.run { h in
            let driver = try h.driver()
            try await driver.start()
            try await driver.chooseAuthenticator("totp")
            let code = try h.server.totpCode()
            try await driver.press(.login, ["userName": DevServerConfiguration.demoUsername, "totp": code])
            _ = try tokens(await driver.result())
        }
    }

    @Test func bankIDOnThisDevice() async throws {
        try await FlowHarness.run { h in
            let driver = try h.driver(operations: .standard(opener: FixedOpener(succeeds: true)))
            var updates = driver.updates.makeAsyncIterator()
            try await driver.start()
            try await driver.chooseAuthenticator("bankid")
            try await driver.press(.bankidSameDevice)
            // The app "opened"; the flow continues to the poller by itself.
            while true {
                guard case .screen(let screen)? = await updates.next() else { throw TestError("flow ended early") }
                if case .bankID(let model) = screen.model, model.polling.status == .pending { break }
            }
            try await h.server.approveBankID()
            try await h.clock.advanceToNextSleeper(within: .seconds(2))
            _ = try tokens(await driver.result())
        }
    }

    @Test func bankIDOnAnotherDeviceWithQRCode() async throws {
        try await FlowHarness.run { h in
            let driver = try h.driver()
            var updates = driver.updates.makeAsyncIterator()
            try await driver.start()
            try await driver.chooseAuthenticator("bankid")
            // The app cannot be opened: the fallback (other device) is taken, showing a QR code.
            try await driver.press(.bankidSameDevice)
            let model = try await nextBankIDModel(&updates)
            #expect(model.polling.status == .pending && model.qrCode?.imageData?.isEmpty == false)
            #expect(model.viewName?.hasPrefix("authenticator/bankid/") == true)
            try await h.server.approveBankID()
            try await h.clock.advanceToNextSleeper(within: .seconds(2))
            _ = try tokens(await driver.result())
        }
    }

    @Test func externalBrowserThroughTheLoopbackListener() async throws {
        try await FlowHarness.run { h in
            let driver = try h.driver(operations: .standard(opener: BrowserPlayingOpener()))
            try await driver.start()
            try await driver.chooseAuthenticator("browser")
            // The test's "browser" fetched the page and followed its redirect to the listener.
            _ = try tokens(await driver.result())
        }
    }

    @Test func consent() async throws {
        try await FlowHarness.run { h in
            let driver = try h.driver(client: try h.client(clientID: "haapi-consent", secret: "haapi-consent-secret"))
            try await driver.start()
            try await driver.logInWithPassword()
            let form = try await driver.form()
            #expect(form.inputs.count == 3)
            try await driver.press(.userConsent)
            _ = try tokens(await driver.result())
        }
    }
}

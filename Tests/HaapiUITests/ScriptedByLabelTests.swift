import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiTesting
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// HaapiTesting's renderer drives the stock screens by what a person reads:
/// "choose Username and password", "type demo into Username", "press Login".
@MainActor
@Suite("Driving screens by their labels")
struct ScriptedByLabelTests {
    @Test func logsInByLabels() async throws {
        try await TestDevServer.run { server in
            let session = try server.application().makeFlowSession()
            // The "Testing your flows" article's lines (with waits for the screens, which it leaves out).
            let renderer = RecordingRenderer()
            let run = Task { await session.run(renderer: renderer) }
            try await renderer.waitFor("Username and password")
            try renderer.choose("Username and password")      // after the picker is on screen
            try await renderer.waitFor("Password")
            try renderer.fill("Username", with: "demo")
            try renderer.fill("Password", with: "Password1")
            try renderer.press("Login")
            guard case .tokens = try await within(150, "the login to end", { await run.value }) else {  // a bound for what went wrong: the suite shares two cores
                Issue.record("no tokens"); return
            }
        }
    }

    @Test func anInstructionThatMatchesNothingOrSeveralThingsSaysWhatIsOnScreen() async throws {
        try await TestDevServer.run { server in
            let session = try server.application().makeFlowSession()
            let renderer = RecordingRenderer()
            let run = Task { await session.run(renderer: renderer) }
            try await renderer.waitFor("BankID")
            try renderer.choose("BankID")
            try await renderer.waitFor("Personal number")
            // Both BankID forms submit with "Login"; each is headed by its own title.
            let several = #expect(throws: TestError.self) { try renderer.press("Login") }
            #expect(several?.description.contains("2 controls read \"Login\"") == true, "\(several?.description ?? "")")
            #expect(several?.description.contains("Login with BankID installed on this device") == true)
            let none = #expect(throws: TestError.self) { try renderer.fill("Password", with: "x") }
            #expect(none?.description.contains("no text field reads \"Password\"") == true)
            await session.cancel()
            _ = await run.value
        }
    }
}

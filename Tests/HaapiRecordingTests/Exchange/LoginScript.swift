import HaapiFlow
import HaapiTesting
import HaapiUI

/// The password login a person does on the stock screens, by their labels: a
/// running session after "Login" was pressed.
@MainActor
func startPasswordLogin(
    _ application: HaapiUIKitApplication, username: String = "demo", password: String = "Password1"
) async throws -> (session: HaapiFlowSession, run: Task<FlowResult, Never>) {
    let session = application.makeFlowSession()
    let renderer = RecordingRenderer()
    let run = Task { await session.run(renderer: renderer) }
    do {
        try await renderer.waitFor("Username and password")
        try renderer.choose("Username and password")
        try await renderer.waitFor("Password")
        try renderer.fill("Username", with: username)
        try renderer.fill("Password", with: password)
        try renderer.press("Login")
    } catch {
        // Say how the flow ended when it ended before the screens came (a failure shows no labels).
        await session.cancel()
        throw TestError("\(error); the flow: \(await run.value)")
    }
    return (session, run)
}

/// ``startPasswordLogin(_:username:password:)`` to its end.
@MainActor
func logInWithPassword(_ application: HaapiUIKitApplication) async throws -> FlowResult {
    let login = try await startPasswordLogin(application)
    return try await within(60, "the login to end") { await login.run.value }
}

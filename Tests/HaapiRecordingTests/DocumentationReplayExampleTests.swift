// The "Recording and replaying" article's example: it must compile and pass.
import Foundation
import HaapiFlow
import HaapiRecording
import HaapiTesting
import HaapiUI
import Testing

@MainActor
@Test func signsInFromARecording() async throws {
    let folder = try #require(Bundle.module.url(forResource: "Recordings/password-login", withExtension: nil))
    let replay = try ReplayTransport(contentsOf: folder)
    let application = try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: try replay.folder.configurationBuilder().build())
        .setTransport(replay)
        .build()
    let session = application.makeFlowSession()
    let renderer = RecordingRenderer()
    let run = Task { await session.run(renderer: renderer) }
    try await renderer.waitFor("Username and password")
    try renderer.choose("Username and password")
    try await renderer.waitFor("Password")
    try renderer.fill("Username", with: "demo")
    try renderer.fill("Password", with: "Password1")
    try renderer.press("Login")
    guard case .tokens = await run.value else { throw TestError("no tokens") }
    try await replay.finish()   // every recorded request was sent, as recorded
}

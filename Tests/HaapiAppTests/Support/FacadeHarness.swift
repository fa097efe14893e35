import Foundation
@testable import HaapiApp
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiTesting
import HaapiUI

/// A delegate that presents each presentation with a ``RecordingRenderer``, as an
/// app presents the facade's screens.
@MainActor
final class PresentingDelegate: HaapiKitDelegate {
    var token: String?
    private(set) var presentations: [HaapiKitPresentation] = []
    private(set) var renderers: [RecordingRenderer] = []
    private(set) var tokenRequests = 0

    init(token: String? = "device-1") {
        self.token = token
    }

    func pushToken(for haapiKit: HaapiKit) async throws -> String? {
        tokenRequests += 1
        return token
    }

    func haapiKit(_ haapiKit: HaapiKit, present presentation: HaapiKitPresentation) {
        let renderer = RecordingRenderer()
        presentations.append(presentation)
        renderers.append(renderer)
        Task { @MainActor in _ = await presentation.run(renderer: renderer) }
    }

    /// The renderer of the latest presentation, once there are more than `earlier`.
    func renderer(after earlier: Int = 0) async throws -> RecordingRenderer {
        try await waitUntil("presentation \(earlier + 1)") { renderers.count > earlier }
        return renderers[renderers.count - 1]
    }
}

extension RecordingRenderer {
    /// Reads why the camera is used (shown before the app's camera is first asked) and goes on.
    func passCameraExplanation() async throws {
        try await waitFor("To read the QR code, this app uses the camera. It only looks for the code and keeps no pictures. Your device will ask you to allow it.", seconds: 60)
        try activate(titled: "Continue")
    }

    /// Signs the demo user in on the stock screens: the picker, then the password form.
    func signInWithPassword() async throws {
        try await waitFor("Username and password")
        try activate(titled: "Username and password")
        try await waitUntil("the password form") { controls.ids.contains("textField-password") }
        if controls.ids.contains("textField-userName") { try type(DevServerConfiguration.demoUsername, into: "textField-userName") }
        try type(DevServerConfiguration.demoPassword, into: "textField-password")
        try activate(role: .primary)
    }
}

/// A facade of its own for a test (the shared instance is left alone), configured
/// for the demo client of `server`.
@MainActor
func configuredKit(
    _ server: TestDevServer, delegate: any HaapiKitDelegate, featureFlags: HaapiKitFeatureFlags = []
) throws -> HaapiKit {
    let kit = HaapiKit(environment: ["LANG": "en_US.UTF-8"], logger: .quiet("HaapiAppTests"))
    kit.transport = server.transport
    try kit.configure(with: try server.appSecret(featureFlags: featureFlags).encoded, delegate: delegate)
    return kit
}

import Foundation
import HaapiDevServerTesting
import HaapiFlow
import HaapiRecording
import HaapiTesting
import HaapiUI
import Testing

// The "Testing your flows" and "Previewing steps" articles' examples: they must compile and pass.

@Test func signInStartsWithThePicker() async throws {
    try await TestDevServer.run { server in
        let driver = HaapiFlowDriver(client: try server.client())
        try await driver.start()
        guard case .selector(let picker) = await driver.currentScreen?.model else { throw TestError("no picker") }
        #expect(picker.items.count == 7)   // every authenticator of the default configuration
    }
}

@MainActor
@Test func previewsAProblemOverItsStep() throws {
    let problemURL = PreviewDocuments.written.appendingPathComponent("problem-with-links.json")
    let stepURL = PreviewDocuments.written.appendingPathComponent("password-login.json")
    let step = StepPreview(themeRegistry: .standard.withLanguage(tag: "nl"))
        .preview(try PreviewDocument(contentsOf: problemURL), over: try PreviewDocument(contentsOf: stepURL))
    #expect(step.notShown.isEmpty, "\(step.notShown)")
    let root = step.screens[0].root   // the view tree, for any renderer
    #expect(!root.subviews.isEmpty)
}

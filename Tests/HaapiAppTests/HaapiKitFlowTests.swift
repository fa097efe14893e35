import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiGraphics
import HaapiModel
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Synchronization
import Testing
@testable import HaapiApp

/// The facade's flows against the dev server, presented by a delegate and used the
/// way a person would, through the screens.
@MainActor
@Suite("HaapiKit flows end to end", .timeLimit(.minutes(10)))
struct HaapiKitFlowTests {
    @Test func aLoginLinkSignsInAndRegistersThePushToken() async throws {
        try await TestDevServer.run { server in
            let delegate = PresentingDelegate(token: "device-login")
            let kit = try configuredKit(server, delegate: delegate)
            let login = Task { @MainActor in try await kit.handleURL(URL(string: "haapidemo://login?login_hint=demo")!) }
            try await delegate.renderer().signInWithPassword()
            guard case .signedIn(let tokens) = try await login.value else { Issue.record("not signed in"); return }
            #expect(tokens.idTokenClaims?.subject == DevServerConfiguration.demoUsername)
            #expect(kit.registeredPushToken == "device-login", "the delegate's token was registered after the login")
            #expect(kit.currentPresentation == nil)
        }
    }

    @Test func aPushApprovalSignsInElsewhereOnceOnly() async throws {
        try await TestDevServer.run { server in
            let delegate = PresentingDelegate(token: nil)
            let kit = try configuredKit(server, delegate: delegate)
            try await kit.handleNewPushToken("device-push")
            #expect(kit.registeredPushToken == nil, "no tokens yet: registered after the login")
            let login = Task { @MainActor in try await kit.handleURL(URL(string: "haapidemo://login")!) }
            try await delegate.renderer().signInWithPassword()
            _ = try await login.value
            #expect(kit.registeredPushToken == "device-push")

            // Somewhere else, someone signs in as demo with push approval.
            let driver = HaapiFlowDriver(client: try server.client())
            try await driver.start()
            guard case .selector(let picker) = await driver.currentScreen?.model,
                  let push = picker.items.first(where: { $0.actionModel.action.form?.href.url.path.hasSuffix("/push1") == true })
            else { throw TestError("no push authenticator") }
            try await driver.select(selectorItemModel: push)
            guard case .form(let form) = await driver.currentScreen?.model, let send = form.buttons.first else { throw TestError("no form") }
            try await driver.submit(interactionActionModel: send.actionModel, values: ["username": DevServerConfiguration.demoUsername])

            let request = try await server.lastPushRequest(to: "device-push")
            let payload: [AnyHashable: Any] = ["haapi": ["type": "approve-sign-in", "request": request], "aps": ["alert": "Sign-in request"]]

            // It arrives while another flow is on screen: it is posted for later, in the person's words.
            var posted: [HaapiKitLocalNotification] = []
            kit.localNotificationPoster = { posted.append($0) }
            let busy = Task { @MainActor in try await kit.handleURL(URL(string: "haapidemo://login")!) }
            try await delegate.renderer(after: 1).waitFor("Username and password", seconds: 60)
            await #expect(throws: HaapiKitError.flowInProgress) { try await kit.onRemoteNotificationReceived(payload: payload) }
            #expect(posted.count == 1)
            #expect(posted.first?.body == "A sign-in is waiting for your approval. Tap to review it.")
            #expect(posted.first?.payload["haapi"]?["request"] == request)
            await kit.currentPresentation?.cancel()
            _ = try? await busy.value

            // The person taps it: the app hands it back, and the approval is shown.
            let tapped = try #require(posted.first).payload as [AnyHashable: Any]
            let approval = Task { @MainActor in try await kit.onLocalNotificationReceived(payload: tapped) }
            let renderer = try await delegate.renderer(after: 2)
            try await renderer.waitFor("Approve")
            #expect(renderer.text.shows("Approve sign-in?"))
            try renderer.activate(titled: "Approve")
            guard case .signInApproved(let approved) = try await approval.value else { Issue.record("not approved"); return }
            #expect(approved.subject == DevServerConfiguration.demoUsername)

            let result = try await within(30, "the other login to end") { await driver.result() }
            guard case .tokens = result else { Issue.record("the approved login ended with \(result)"); return }

            // The same notification again is refused before anything is shown.
            let shown = delegate.presentations.count
            await #expect(throws: HaapiKitError.self) { try await kit.onRemoteNotificationReceived(payload: payload) }
            #expect(delegate.presentations.count == shown)
        }
    }

    @Test func aNotificationThatIsNotOursIsLeftToTheApp() async throws {
        try await TestDevServer.run { server in
            let delegate = PresentingDelegate()
            let kit = try configuredKit(server, delegate: delegate)
            await #expect(throws: HaapiKitError.notHaapiKitNotification) {
                try await kit.onRemoteNotificationReceived(payload: ["aps": ["alert": "Your parcel is on its way"]])
            }
            var failures: [HaapiKitError] = []
            var presented = 0
            kit.onLocalNotificationReceived(
                payload: ["other": 1], success: {}, failure: { failures.append($0) }, presentation: { _ in presented += 1 })
            try await waitUntil("the failure closure") { failures == [.notHaapiKitNotification] }
            #expect(presented == 0 && delegate.presentations.isEmpty)
            await #expect(throws: HaapiKitError.self) {
                try await kit.onRemoteNotificationReceived(payload: ["haapi": ["type": "approve-sign-in"]])
            }
        }
    }

    @Test func aQRCodeInAnImageStartsItsFlow() async throws {
        try await TestDevServer.run { server in
            let delegate = PresentingDelegate()
            let kit = try configuredKit(server, delegate: delegate)
            let image = try Self.qrImage("haapidemo://login?login_hint=demo")
            defer { try? FileManager.default.removeItem(at: image) }
            kit.qrCodeSource = ImageFileQRCodeSource(fileURL: image)
            let scan = Task { @MainActor in try await kit.qrScanFlow(showDialogOnFail: false) }
            let renderer = try await delegate.renderer()
            try await renderer.waitFor("Scan")
            try renderer.activate(titled: "Scan")
            try await renderer.waitFor("Continue")
            try renderer.activate(titled: "Continue")
            try await renderer.signInWithPassword()
            guard case .signedIn = try await scan.value else { Issue.record("not signed in"); return }
        }
    }

    @Test func aCodeThatIsNotOursFailsAtOnceOrIsRefusedForAnotherScan() async throws {
        try await TestDevServer.run { server in
            let delegate = PresentingDelegate()
            let kit = try configuredKit(server, delegate: delegate)
            let foreign = "https://elsewhere.example/haapi/login"
            kit.qrCodeSource = ScriptedCamera([foreign])

            let quiet = Task { @MainActor in try await kit.qrScanFlow(showDialogOnFail: false) }
            try await delegate.renderer().passCameraExplanation()
            try await delegate.renderer().waitFor("Scan")
            try delegate.renderers.last?.activate(titled: "Scan")
            await #expect(throws: HaapiKitError.urlNotRecognized(URL(string: foreign)!)) { try await quiet.value }

            // With the dialog, the scanner says the code cannot be used and reads again: the
            // second code is a login link, which signs in.
            kit.qrCodeSource = ScriptedCamera([foreign, "haapidemo://login?login_hint=demo"])
            let shown = Task { @MainActor in try await kit.qrScanFlow(showDialogOnFail: true) }
            let renderer = try await delegate.renderer(after: 1)
            try await renderer.waitFor("Scan")
            try renderer.activate(titled: "Scan")
            try await renderer.waitFor("This QR code cannot be used: This code is not a sign-in code for this app.", seconds: 60)
            #expect(!renderer.text.shows("elsewhere.example"), "no URL is shown to the person")
            try renderer.activate(titled: "Scan")
            try await renderer.waitFor("Continue", seconds: 60)
            try renderer.activate(titled: "Continue")
            try await renderer.signInWithPassword()
            guard case .signedIn = try await shown.value else { Issue.record("not signed in"); return }
        }
    }

    @Test func featureFlagsHandDecisionsBackToTheApp() async throws {
        try await TestDevServer.run { server in
            let delegate = PresentingDelegate()
            let kit = try configuredKit(server, delegate: delegate, featureFlags: [.disableProductRegistration])
            await #expect(throws: HaapiKitError.productRegistrationNotAllowed) {
                try await kit.handleURL(URL(string: "haapidemo://activate?code=ABCD-1234")!)
            }
        }
    }

    @Test func foreignURLsAreTheAppsAndUnusableOnesAreShownBeforeTheyFail() async throws {
        try await TestDevServer.run { server in
            let delegate = PresentingDelegate()
            let kit = try configuredKit(server, delegate: delegate)
            let foreign = URL(string: "otherapp://login")!
            await #expect(throws: HaapiKitError.urlNotRecognized(foreign)) { try await kit.handleURL(foreign) }
            #expect(delegate.presentations.isEmpty, "a URL that is not the facade's is the app's: nothing is shown")

            // The facade's URL with an action this version does not have: the error screen
            // first, in the person's words; the error when it is dismissed.
            let unsupported = Task { @MainActor in try await kit.handleURL(URL(string: "haapidemo://smartcard")!) }
            let first = try await delegate.renderer()
            try await first.waitFor("This app cannot handle this yet. Update the app, or contact support.", seconds: 60)
            #expect(!first.text.shows("smartcard"))
            try first.activate(role: .primary)
            await #expect(throws: HaapiKitError.urlActionNotSupported(action: "smartcard")) { try await unsupported.value }

            // A parameter missing, with the app's support contact: shown, and "Contact support" runs it.
            let opened = Mutex(0)
            kit.supportContact = HaapiKitSupportContact(text: "support@example.com") { opened.withLock { $0 += 1 } }
            let incomplete = Task { @MainActor in try await kit.handleURL(URL(string: "haapidemo://approve")!) }
            let second = try await delegate.renderer(after: 1)
            try await second.waitFor("This link or code cannot be used: it may be incomplete, expired or used before. Ask for a new one.", seconds: 60)
            try second.activate(role: .primary)
            await #expect(throws: HaapiKitError.self) { try await incomplete.value }
            #expect(opened.withLock { $0 } == 0, "an input error is not one for support")

            let unsupportedAgain = Task { @MainActor in try await kit.handleURL(URL(string: "haapidemo://smartcard")!) }
            let third = try await delegate.renderer(after: 2)
            try await third.waitFor("Support: support@example.com", seconds: 60)
            try third.activate(titled: "Contact support")
            await #expect(throws: HaapiKitError.urlActionNotSupported(action: "smartcard")) { try await unsupportedAgain.value }
            #expect(opened.withLock { $0 } == 1)
        }
    }

    @Test func whyTheCameraIsUsedComesBeforeTheCameraOnce() async throws {
        try await TestDevServer.run { server in
            let delegate = PresentingDelegate()
            let kit = try configuredKit(server, delegate: delegate)
            let camera = ScriptedCamera(["haapidemo://login?login_hint=demo"])
            kit.qrCodeSource = camera
            let closed = Task { @MainActor in try await kit.qrScanFlow() }
            let first = try await delegate.renderer()
            try await first.waitFor("Scan with the camera", seconds: 60)
            #expect(camera.reads.withLock { $0 } == 0, "the camera is not asked before the person read why")
            try first.activate(role: .secondary)
            await #expect(throws: HaapiKitError.flowClosed) { try await closed.value }
            #expect(camera.reads.withLock { $0 } == 0)

            let scan = Task { @MainActor in try await kit.qrScanFlow() }
            let second = try await delegate.renderer(after: 1)
            try await second.passCameraExplanation()
            try await second.waitFor("Scan")
            try second.activate(titled: "Scan")
            try await second.waitFor("Continue", seconds: 60)
            #expect(camera.reads.withLock { $0 } == 1)
            await kit.currentPresentation?.cancel()
            _ = try? await scan.value

            // Explained once: the next scan goes straight to the scanner.
            let third = Task { @MainActor in try await kit.qrScanFlow() }
            let renderer = try await delegate.renderer(after: 2)
            try await renderer.waitFor("Scan")
            #expect(!renderer.text.shows("Scan with the camera"))
            await kit.currentPresentation?.cancel()
            _ = try? await third.value
        }
    }

    /// A PNG file holding a QR code of `text`.
    static func qrImage(_ text: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapikit-qr-\(UUID().uuidString).png")
        try QRCode(text: text).pngData(scale: 4).write(to: file)
        return file
    }
}

/// A camera that reads the given codes in turn (the last one again once they run out).
final class ScriptedCamera: QRCodeSource {
    let codes: Mutex<[String]>
    let reads = Mutex(0)

    init(_ codes: [String]) { self.codes = Mutex(codes) }

    func readPayload() async throws(QRCodeReadError) -> String {
        reads.withLock { $0 += 1 }
        return codes.withLock { codes in codes.count > 1 ? codes.removeFirst() : codes[0] }
    }
}

/// A camera the person did not allow.
struct DeniedCamera: QRCodeSource {
    func readPayload() async throws(QRCodeReadError) -> String { throw QRCodeReadError(.permissionDenied) }
}

@MainActor
@Suite("HaapiKit: a refused camera")
struct HaapiKitCameraTests {
    @Test func aRefusedCameraOffersTheSettingsThenEnds() async throws {
        try await TestDevServer.run { server in
            let delegate = PresentingDelegate()
            let kit = try configuredKit(server, delegate: delegate)
            kit.qrCodeSource = DeniedCamera()
            var settingsOpened = 0
            kit.settingsOpener = { settingsOpened += 1 }
            let scan = Task { @MainActor in try await kit.qrScanFlow(showDialogOnFail: true) }
            let renderer = try await delegate.renderer()
            try await renderer.passCameraExplanation()
            try await renderer.waitFor("Scan")
            try renderer.activate(titled: "Scan")
            try await renderer.waitFor("Open Settings")
            try renderer.activate(titled: "Open Settings")
            await #expect(throws: HaapiKitError.cameraPermissionDenied) { try await scan.value }
            #expect(settingsOpened == 1)

            let quiet = Task { @MainActor in try await kit.qrScanFlow(showDialogOnFail: false) }
            let second = try await delegate.renderer(after: 1)
            try await second.waitFor("Scan")
            try second.activate(titled: "Scan")
            await #expect(throws: HaapiKitError.cameraPermissionDenied) { try await quiet.value }
        }
    }
}

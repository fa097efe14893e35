import Foundation
import HaapiGraphics
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing

/// Validates like an app: `activate:…` codes are accepted for Example Corp.
@MainActor
final class RecordingScanDelegate: OnboardingScanViewControllerDelegate {
    private(set) var validated: [String] = []
    private(set) var confirmed: [String] = []
    private(set) var cancels = 0

    func scanViewController(_ scanViewController: OnboardingScanViewController, shouldValidateScanResult scanResult: String,
                            completion: @escaping @Sendable (ScanValidation) -> Void) {
        validated.append(scanResult)
        completion(scanResult.hasPrefix("activate:") ? .accepted(serverName: "Example Corp") : .refused(message: "unknown code"))
    }

    func scanViewController(_ scanViewController: OnboardingScanViewController, didConfirmScanResult scanResult: String, serverName: String) {
        confirmed.append(scanResult)
    }

    func scanViewControllerDidCancel(_ scanViewController: OnboardingScanViewController) { cancels += 1 }
}

/// A camera that returns one result.
struct FixedQRCodeSource: QRCodeSource {
    let result: Result<String, QRCodeReadError>
    func readPayload() async throws(QRCodeReadError) -> String { try result.get() }
}

/// A camera with a light, which records what it was asked.
actor TorchCamera: QRCodeSource {
    private(set) var torchRequests: [Bool] = []
    private(set) var isLit = false
    nonisolated var hasTorch: Bool { true }
    func readPayload() async throws(QRCodeReadError) -> String { "activate:lit" }
    func setTorch(on: Bool) async -> Bool {
        torchRequests.append(on)
        isLit = on
        return on
    }
}

@MainActor
@Suite struct ScannerTests {
    /// Reading an image runs on the shared concurrency pool, which has two threads
    /// here; in the whole test run other suites block them with programs they wait
    /// for (up to a minute), and the main actor the wait checks on is saturated for the
    /// run's first minutes, so a read that takes 0.2 s alone may be seen much later (a full
    /// run saw one at 134 s): 300 s, as every main-actor wait, ends only a test that went wrong.
    static let readingWait = 300.0

    static func temporaryFile(_ data: Data, _ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
        try data.write(to: url)
        return url
    }

    func scanner() throws -> (OnboardingScanViewController, RecordingScanDelegate, ScreenContainerViewController) {
        let registry = try onboardingRegistry()
        let scanner = OnboardingScanViewController(themeRegistry: registry)
        let delegate = RecordingScanDelegate()
        scanner.delegate = delegate
        return (scanner, delegate, contained(scanner, registry: registry))
    }

    @Test func aPNGImageOfAQRCodeIsReadValidatedAndConfirmed() async throws {
        let (scanner, delegate, container) = try scanner()
        let png = try QRCode(text: "activate:https://idp.example.com/?t=ÅÄÖ").pngData(scale: 6)
        let file = try Self.temporaryFile(png, "code.png")
        defer { try? FileManager.default.removeItem(at: file) }
        scanner.imagePathTextField.enterText(file.path)
        #expect(scanner.choosePhotoButton.tap())
        try await waitUntil("the confirmation", seconds: Self.readingWait) { container.currentScreen is OnboardingScanConfirmView }
        #expect(delegate.validated == ["activate:https://idp.example.com/?t=ÅÄÖ"])
        let confirmation = try #require(container.currentScreen as? OnboardingScanConfirmView)
        #expect(confirmation.titleLabel.text == "Confirmation")
        #expect(confirmation.successMessageLabel.text == "Scan succeeded. You will be connected to:")
        #expect(confirmation.hcpServerLabel.text == "Example Corp")
        #expect(confirmation.checkImageView.image == .named("checkmark.circle.fill"))
        #expect(confirmation.continueButton.tap())
        #expect(delegate.confirmed == ["activate:https://idp.example.com/?t=ÅÄÖ"])
    }

    @Test(arguments: [
        ("missing", "That file cannot be opened. Check its name and try again."), ("not-a-png", "That file is not a picture we can read. Choose a PNG or JPEG picture."),
        ("blank", "That image has no QR code we can read."),
        ("damaged", "There is a QR code in that picture, but it could not be read. Take the picture again, closer and sharper."),
    ])
    func anUnreadableImageIsAnErrorOnScreen(kind: String, expected: String) async throws {
        let (scanner, delegate, _) = try scanner()
        let url: URL
        switch kind {
        case "missing": url = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).png")
        case "not-a-png": url = try Self.temporaryFile(Data("hello".utf8), "text.png")
        case "damaged":
            // A real code whose middle is covered: its corner marks are seen, its data is not.
            var image = try PNGDecoder().decode(QRCode(text: "activate:https://idp.example.com/").pngData(scale: 6, quietZone: 4))
            for y in (image.height / 3)..<(image.height * 2 / 3) {
                for x in (image.width / 4)..<(image.width * 3 / 4) { image.setPixel(x: x, y: y, to: .black) }
            }
            url = try Self.temporaryFile(PNGEncoder.encode(image), "damaged.png")
        default: url = try Self.temporaryFile(PNGEncoder.encode(PNGImage(width: 64, height: 64)), "blank.png")
        }
        defer { try? FileManager.default.removeItem(at: url) }
        scanner.imagePathTextField.enterText(url.path)
        scanner.choosePhotoButton.tap()
        try await waitUntil("the error", seconds: Self.readingWait) { !scanner.errorMessageLabel.isHidden }
        #expect(scanner.errorMessageLabel.text == expected, "the person's words, not the file or the decoder's reason")
        #expect(delegate.validated.isEmpty)
        #expect(scanner.choosePhotoButton.isEnabled, "the person can try again")
    }

    @Test func aRefusedOrEmptyPayloadIsAnErrorOnScreen() async throws {
        let (scanner, delegate, container) = try scanner()
        scanner.submitPayloadButton.tap()
        #expect(scanner.errorMessageLabel.text == "Give an image file or what the QR code says.")
        scanner.payloadTextField.enterText("hello")
        scanner.submitPayloadButton.tap()
        try await waitUntil("the refusal", seconds: Self.readingWait) { scanner.errorMessageLabel.text == "This QR code cannot be used: unknown code" }
        scanner.payloadTextField.enterText(String(repeating: "x", count: OnboardingScanViewController.maximumPayloadLength + 1))
        scanner.submitPayloadButton.tap()
        #expect(scanner.errorMessageLabel.text == "This QR code cannot be used: Use at most 4296 characters.")
        #expect(delegate.validated == ["hello"])
        #expect(container.currentScreen === scanner)
    }

    @Test func eitherButtonUsesWhicheverFieldWasFilled() async throws {
        let (scanner, delegate, container) = try scanner()
        let file = try Self.temporaryFile(try QRCode(text: "activate:file").pngData(scale: 4), "code.png")
        defer { try? FileManager.default.removeItem(at: file) }
        scanner.imagePathTextField.enterText(file.path)
        #expect(scanner.submitPayloadButton.tap())
        try await waitUntil("the confirmation", seconds: Self.readingWait) { container.currentScreen is OnboardingScanConfirmView }
        #expect(delegate.validated == ["activate:file"])
        let (typed, typedDelegate, _) = try self.scanner()
        typed.payloadTextField.enterText("activate:typed")
        #expect(typed.choosePhotoButton.tap())
        try await waitUntil("the typed code validated", seconds: Self.readingWait) { typedDelegate.validated == ["activate:typed"] }
    }

    @Test func theAppsCameraSourceIsUsedWhenSet() async throws {
        let (scanner, delegate, container) = try scanner()
        #expect(scanner.scanButton.isHidden)
        #expect(scanner.scanGuidesImageView.isHidden, "no camera, no scan guides")
        scanner.qrCodeSource = FixedQRCodeSource(result: .failure(QRCodeReadError(.permissionDenied)))
        #expect(!scanner.scanButton.isHidden)
        #expect(!scanner.scanGuidesImageView.isHidden)
        scanner.scanButton.tap()
        try await waitUntil("the refusal", seconds: Self.readingWait) { !scanner.errorMessageLabel.isHidden }
        #expect(scanner.errorMessageLabel.text == "The camera may not be used. Allow it in Settings, or choose an image or type the code.")
        scanner.qrCodeSource = FixedQRCodeSource(result: .success("activate:1"))
        scanner.scanButton.tap()
        try await waitUntil("the confirmation", seconds: Self.readingWait) { container.currentScreen is OnboardingScanConfirmView }
        #expect(delegate.validated == ["activate:1"])
    }

    @Test func aCameraWithALightOffersTheFlashButtonWhichTurnsItOnAndOff() async throws {
        let (scanner, delegate, container) = try scanner()
        scanner.qrCodeSource = FixedQRCodeSource(result: .success("activate:1"))
        #expect(scanner.flashButton.isHidden, "a camera without a light has no flash button")
        let camera = TorchCamera()
        scanner.qrCodeSource = camera
        #expect(!scanner.flashButton.isHidden && scanner.flashButton.title == "Turn On Light")
        #expect(scanner.flashButton.tap())
        try await waitUntil("the light on", seconds: Self.readingWait) { scanner.isFlashOn }
        #expect(scanner.flashButton.title == "Turn Off Light")
        // Reading a code turns the light off.
        #expect(scanner.scanButton.tap())
        try await waitUntil("the confirmation", seconds: Self.readingWait) { container.currentScreen is OnboardingScanConfirmView }
        #expect(delegate.validated == ["activate:lit"])
        try await waitUntil("the light off", seconds: Self.readingWait) { !scanner.isFlashOn }
        #expect(await camera.torchRequests == [true, false])
        #expect(await !camera.isLit)
    }

    @Test func cancelTellsTheDelegateAndGoesBack() throws {
        let registry = try onboardingRegistry()
        let welcome = WelcomeScreen(themeRegistry: registry)
        let welcomeDelegate = RecordingWelcomeDelegate()
        welcome.delegate = welcomeDelegate
        welcome.state = .notConfigured
        welcome.configurationOptions = .barcodeScanner
        let container = contained(welcome, registry: registry)
        welcome.primaryActionButton.tap()
        let scanner = try #require(container.currentScreen as? OnboardingScanViewController)
        let delegate = RecordingScanDelegate()
        scanner.delegate = delegate
        var wentBackTo: ScreenViewController?
        scanner.onGoBack = { wentBackTo = $0 }
        #expect(scanner.cancelButton.tap())
        #expect(delegate.cancels == 1)
        #expect(container.currentScreen === welcome)
        #expect(wentBackTo === welcome)
    }
}

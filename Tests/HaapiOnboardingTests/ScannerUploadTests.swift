import Foundation
import HaapiGraphics
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing

/// The scanner as a host serving browsers shows it (``ScanImageInput/upload``): a
/// file chooser instead of a path, the picture decoded in memory, one answer for
/// every file without a readable code.
@MainActor
@Suite struct ScannerUploadTests {
    func scanner(_ input: ScanImageInput = .upload) throws -> (OnboardingScanViewController, RecordingScanDelegate, ScreenContainerViewController) {
        let registry = try onboardingRegistry()
        let scanner = OnboardingScanViewController(themeRegistry: registry)
        let delegate = RecordingScanDelegate()
        scanner.delegate = delegate
        scanner.imageInput = input
        return (scanner, delegate, contained(scanner, registry: registry))
    }

    static func file(_ data: Data, _ name: String = "code.png") -> ChosenFile {
        ChosenFile(fileName: name, mediaType: "image/png", data: data)
    }

    @Test func theHostChoosesBetweenAPathAndAnUpload() throws {
        let (scanner, _, _) = try scanner()
        let ids = ScreenControls(root: scanner.view).ids.map(\.rawValue)
        #expect(ids.contains("imageFileChooser") && !ids.contains("imagePathTextField"), "\(ids)")
        #expect(scanner.imageFileChooser.label == "Picture of the QR code (PNG or JPEG, at most 1 MiB)")
        #expect(scanner.imageFileChooser.acceptedMediaTypes == ["image/png", "image/jpeg"])
        scanner.imageInput = .filePath
        let pathIDs = ScreenControls(root: scanner.view).ids.map(\.rawValue)
        #expect(pathIDs.contains("imagePathTextField") && !pathIDs.contains("imageFileChooser"), "\(pathIDs)")
        scanner.imageInput = .none
        let typedIDs = ScreenControls(root: scanner.view).ids.map(\.rawValue)
        #expect(!typedIDs.contains("imagePathTextField") && !typedIDs.contains("imageFileChooser") && !typedIDs.contains("choosePhotoButton"))
        #expect(OnboardingScanViewController.outlets.names.contains("imageFileChooser"))
    }

    @Test func anUploadedPictureIsDecodedInMemoryAndValidated() async throws {
        let (scanner, delegate, container) = try scanner()
        scanner.imageFileChooser.choose(Self.file(try QRCode(text: "activate:uploaded").pngData(scale: 4)))
        #expect(scanner.choosePhotoButton.tap())
        #expect(scanner.imageFileChooser.chosenFile == nil, "the bytes are let go once taken")
        try await waitUntil("the confirmation", seconds: ScannerTests.readingWait) { container.currentScreen is OnboardingScanConfirmView }
        #expect(delegate.validated == ["activate:uploaded"])
    }

    @Test func aPathTypedIntoTheHiddenFieldIsNeverRead() async throws {
        let (scanner, delegate, _) = try scanner()
        let file = try ScannerTests.temporaryFile(try QRCode(text: "activate:on-disk").pngData(scale: 4), "code.png")
        defer { try? FileManager.default.removeItem(at: file) }
        scanner.imagePathTextField.enterText(file.path)
        #expect(scanner.choosePhotoButton.tap())
        #expect(scanner.errorMessageLabel.text == "Give an image file or what the QR code says.")
        #expect(scanner.submitPayloadButton.tap())
        #expect(scanner.errorMessageLabel.text == "Give an image file or what the QR code says.")
        #expect(delegate.validated.isEmpty)
    }

    /// A file that is no picture, and a picture with no code, are told apart: the person
    /// knows whether to choose another file or take another picture.
    @Test(arguments: [
        ("text", "That file is not a picture we can read. Choose a PNG or JPEG picture."),
        ("blank", "That image has no QR code we can read."),
        ("truncated", "That file is not a picture we can read. Choose a PNG or JPEG picture."),
    ])
    func eachFileWithoutAReadableCodeGetsItsAnswer(_ kind: String, _ expected: String) async throws {
        let (scanner, delegate, _) = try scanner()
        let png = try QRCode(text: "activate:x").pngData(scale: 4)
        let data = switch kind {
        case "text": Data("hello".utf8)
        case "blank": PNGEncoder.encode(PNGImage(width: 64, height: 64))
        default: png.prefix(png.count / 2)
        }
        scanner.imageFileChooser.choose(Self.file(Data(data)))
        scanner.choosePhotoButton.tap()
        try await waitUntil("the error", seconds: ScannerTests.readingWait) { !scanner.errorMessageLabel.isHidden }
        #expect(scanner.errorMessageLabel.text == expected)
        #expect(delegate.validated.isEmpty)
        #expect(scanner.choosePhotoButton.isEnabled, "the person can try again")
    }

    @Test func aTooLargeFileIsRefusedWithoutDecoding() throws {
        let (scanner, delegate, _) = try scanner()
        scanner.imageFileChooser.choose(Self.file(Data(count: ImageDataQRCodeSource.maximumByteCount + 1)))
        scanner.choosePhotoButton.tap()
        #expect(scanner.errorMessageLabel.text == "The file is too large: choose an image of at most 1 MiB.")
        #expect(delegate.validated.isEmpty)
    }

    @Test func theInMemorySourceSaysWhatWentWrong() async throws {
        await #expect(throws: QRCodeReadError(.tooLarge, detail: "1048577 bytes, at most 1048576")) {
            try await ImageDataQRCodeSource(data: Data(count: (1 << 20) + 1)).readPayload()
        }
        let error = await #expect(throws: QRCodeReadError.self) { try await ImageDataQRCodeSource(data: Data("hello".utf8)).readPayload() }
        #expect(error?.kind == .invalidImage)
        #expect(try await ImageDataQRCodeSource(data: try QRCode(text: "hi").pngData(scale: 3)).readPayload() == "hi")
    }

    @Test func theOnboardingSessionGivesItsScannerTheHostsChoice() async throws {
        let registry = try onboardingRegistry()
        let session = try OnboardingSession(
            configuration: OnboardingConfiguration(welcomeState: .notConfigured, configurationOptions: .barcodeScanner),
            themeRegistry: registry, delegate: nil, logger: .quiet())
        #expect(session.scanImageInput == .filePath, "a terminal or an app reads paths on the person's own machine")
        session.scanImageInput = .upload
        let welcome = WelcomeScreen(themeRegistry: registry)
        let scanner = OnboardingScanViewController(themeRegistry: registry)
        session.welcomeController(welcome, willNavigateToScannerScreen: scanner)
        #expect(scanner.imageInput == .upload)
    }
}

import Foundation
import HaapiClient
import HaapiDevServerTesting
import HaapiGraphics
import HaapiOnboarding
import HaapiTesting
@testable import HaapiWeb
import Testing

/// The scanner in a web onboarding never reads a path on the host: the person types
/// the code or uploads a picture of it, which is decoded in memory; a file that is no
/// picture and a picture without a code each get a clear answer of their own, and a too
/// large one is refused before it is read whole.
@MainActor
@Suite("Web scanner over HTTP")
struct WebScannerHTTPTests {
    static let noCode = "That image has no QR code we can read."
    static let notAPicture = "That file is not a picture we can read. Choose a PNG or JPEG picture."
    static let nothingGiven = "Give an image file or what the QR code says."

    /// A browser on the scanner of a host whose onboarding starts with it.
    func withScanner<T>(_ body: (WebFixture, inout PlainBrowser) async throws -> T) async throws -> T {
        try await WebFixture.run({ server in WebHostConfiguration(onboarding: WebOnboardingFixture.onboarding(server, options: .barcodeScanner)) }) { web in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press("Scan")
            #expect(browser.page.contains("Read Image"), "the scanner: \(browser.page.suffix(1200))")
            return try await body(web, &browser)
        }
    }

    static func png(_ text: String) throws -> Data {
        try QRCode(text: text).pngData(scale: 4)
    }

    static func temporaryFile(_ data: Data) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-web-scan-\(UUID().uuidString).png")
        try data.write(to: url)
        return url
    }

    @Test func thePageHasAFileInputAndNoPathField() async throws {
        try await withScanner { _, browser in
            #expect(browser.page.contains(#"type="file""#))
            #expect(browser.page.contains(#"accept="image/png,image/jpeg""#))
            #expect(browser.page.contains(#"enctype="multipart/form-data""#))
            #expect(!browser.page.contains("imagePath"), "no field takes a path on the host")
            #expect(browser.page.contains("Picture of the QR code (PNG or JPEG, at most 1 MiB)"))
            #expect(browser.page.contains(#"capture="environment""#), "a phone's browser opens the back camera")
            #expect(browser.page.contains(#"data-haapi-camera-start="Use Camera""#) && browser.page.contains("data-haapi-camera-read=\"hui-"),
                    "the script's live camera has its words and the button that reads the file")
        }
    }

    @Test func aPostedPathIsNeverOpenedWhetherOrNotTheFileExists() async throws {
        let existing = try Self.temporaryFile(try Self.png(WebOnboardingFixture.activationCode))
        defer { try? FileManager.default.removeItem(at: existing) }
        try await withScanner { _, browser in
            for path in [existing.path, "/nonexistent/\(UUID().uuidString).png", "/etc/passwd"] {
                // As a plain form (a crafted post) and as the page's multipart form.
                try await browser.press("Read Image", ["imagePathTextField": path, "imagePath": path])
                Self.expectNothingRead(browser.page, path)
                try await browser.upload(pressing: "Read Image", ["imagePathTextField": path], files: [:])
                Self.expectNothingRead(browser.page, path)
            }
        }
    }

    /// The scanner still shows, with the one answer for "no picture given", whatever `path` was posted.
    static func expectNothingRead(_ page: String, _ path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(page.contains(nothingGiven), "the same answer for \(path): \(page.suffix(900))", sourceLocation: sourceLocation)
        #expect(!page.contains("Confirmation") && !page.contains("Dev server"), "\(path) was read", sourceLocation: sourceLocation)
        #expect(!page.contains("cannot be read") && !page.contains("does not exist") && !page.contains("root:"), sourceLocation: sourceLocation)
    }

    @Test(arguments: ["png", "jpeg"])
    func anUploadedPictureOfTheCodeAdvancesTheOnboarding(_ format: String) async throws {
        try await withScanner { _, browser in
            let code = format == "png"
                ? PlainBrowser.Upload(fileName: "code.png", mediaType: "image/png", data: try Self.png(WebOnboardingFixture.activationCode))
                : PlainBrowser.Upload(fileName: "IMG_0042.JPG", mediaType: "image/jpeg", data: ActivationCodePhoto.jpeg)
            let answer = try await browser.upload(pressing: "Read Image", files: ["imageFileChooser": code])
            #expect(answer.status == 303)
            #expect(browser.page.contains("Confirmation") && browser.page.contains("Dev server"), "\(browser.page.suffix(900))")
            try await browser.press("Continue")
            #expect(browser.page.contains("Use this test as you like."), "the licence agreement follows: \(browser.page.suffix(900))")
        }
    }

    @Test func cameraFramesAreReadOnlyForTheScannersSessionWithItsToken() async throws {
        try await withScanner { fixture, browser in
            #expect(try await browser.postCameraFrame(ActivationCodePhoto.jpeg) == 200, "a frame holding the code")
            let blank = PNGEncoder.encode(PNGImage(width: 320, height: 240, fill: RGBAColor(gray: 200)))
            #expect(try await browser.postCameraFrame(blank) == 204, "a frame without one")
            #expect(try await browser.postCameraFrame(Data("not a picture".utf8)) == 204)
            #expect(try await browser.postCameraFrame(ActivationCodePhoto.jpeg, csrf: false) == 403, "no token")
            #expect(try await browser.postCameraFrame(Data(count: CameraFrames.maximumFrameBytes + 1)) == 413, "too large")
            #expect(browser.page.contains("Read Image"), "nothing of the frames changed the screen")
            // Another session, on the welcome screen, has no camera to send frames from.
            let other = try await PlainBrowser.open(fixture.baseURL)
            #expect(try await other.postCameraFrame(ActivationCodePhoto.jpeg) == 403)
        }
    }

    @Test func theCodeCanStillBeTyped() async throws {
        try await withScanner { _, browser in
            try await browser.upload(pressing: "Use Code", ["payloadTextField": WebOnboardingFixture.activationCode], files: [:])
            #expect(browser.page.contains("Confirmation") && browser.page.contains("Dev server"), "\(browser.page.suffix(900))")
        }
    }

    @Test func aPictureWithoutACodeAndAFileThatIsNoPictureGetClearAnswers() async throws {
        try await withScanner { _, browser in
            let uploads = [
                (PlainBrowser.Upload(fileName: "notes.txt", mediaType: "text/plain", data: Data("hello".utf8)), Self.notAPicture),
                (PlainBrowser.Upload(fileName: "blank.png", mediaType: "image/png", data: PNGEncoder.encode(PNGImage(width: 64, height: 64))),
                 Self.noCode),
                (PlainBrowser.Upload(fileName: "fake.png", mediaType: "image/png", data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])),
                 Self.notAPicture),
            ]
            for (upload, answer) in uploads {
                try await browser.upload(pressing: "Read Image", files: ["imageFileChooser": upload])
                #expect(browser.page.contains(answer), "\(upload.fileName): \(browser.page.suffix(900))")
                #expect(!browser.page.contains("decoder") && !browser.page.contains("IHDR") && !browser.page.contains("truncated"), "no decoder detail")
            }
        }
    }

    @Test(arguments: [PostedFormSize.overTheFileLimit, .overTheBodyLimit])
    func aTooLargeUploadIsRefusedCleanly(_ size: PostedFormSize) async throws {
        try await withScanner { _, browser in
            var big = try Self.png(WebOnboardingFixture.activationCode)
            big += Data(repeating: 0, count: size.byteCount - big.count)
            let answer = try await browser.upload(
                pressing: "Read Image", files: ["imageFileChooser": PlainBrowser.Upload(fileName: "big.png", mediaType: "image/png", data: big)])
            #expect(answer.status == 303, "a redirect to the page, not an error page")
            #expect(browser.page.contains("The file is too large"), "\(browser.page.suffix(900))")
            #expect(browser.page.contains("Read Image") && !browser.page.contains("Confirmation"), "still on the scanner")
            // The session goes on: a right picture now works.
            let code = PlainBrowser.Upload(fileName: "code.png", mediaType: "image/png", data: try Self.png(WebOnboardingFixture.activationCode))
            try await browser.upload(pressing: "Read Image", files: ["imageFileChooser": code])
            #expect(browser.page.contains("Confirmation"), "\(browser.page.suffix(900))")
        }
    }

    @Test func anUploadWithoutTheTokenIsNotUsed() async throws {
        try await withScanner { _, browser in
            let code = PlainBrowser.Upload(fileName: "code.png", mediaType: "image/png", data: try Self.png(WebOnboardingFixture.activationCode))
            try await browser.upload(pressing: "Read Image", files: ["imageFileChooser": code], csrf: false)
            #expect(browser.page.contains("This page was out of date"), "\(browser.page.suffix(900))")
            #expect(!browser.page.contains("Confirmation"))
        }
    }

    @Test func aMalformedMultipartBodyIsRefusedWithAMessage() async throws {
        try await withScanner { web, browser in
            let body = Data("--x\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n\(try WebHostHTTPTests.csrf(in: browser.page))".utf8)
            let answer = try await URLSessionTransport(defaultTimeout: WebFixture.patience).send(TransportRequest(
                method: "POST", url: web.baseURL,
                headers: ["Content-Type": "multipart/form-data; boundary=x", "Cookie": browser.cookie], body: body))
            #expect(answer.status == 303)
            try await browser.reload()
            #expect(browser.page.contains("This form could not be read"), "\(browser.page.suffix(900))")
        }
    }
}

/// How much larger than allowed a test's upload is.
enum PostedFormSize: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Within the body limit, but the file is over its own (the parser refuses it).
    case overTheFileLimit
    /// Over the whole body's limit (refused by its `Content-Length`, before it is read).
    case overTheBodyLimit

    var byteCount: Int {
        switch self {
        case .overTheFileLimit: (1 << 20) + 100
        case .overTheBodyLimit: 2 << 20
        }
    }

    var testDescription: String { rawValue }
}

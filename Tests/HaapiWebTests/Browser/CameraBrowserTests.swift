import Foundation
import HaapiDevServerTesting
import HaapiGraphics
import HaapiOnboarding
import HaapiTesting
import HaapiWeb
import Testing

/// The scanner's live camera in a real browser: headless Chromium with its fake camera
/// playing a video of the activation code (`camera_scenarios.py`; ffmpeg makes the video).
@MainActor
@Suite(
    "Live camera in Chromium", .serialized,
    .enabled(if: Browser.missing == nil && programPath("ffmpeg") != nil,
             "\(Browser.missing ?? "ffmpeg not installed (apt-get install ffmpeg; .ci/run does): the camera test is skipped")"))
struct CameraBrowserTests {
    /// A 640 × 480 video of the activation code on a grey card, as Chromium's fake camera reads it.
    static func video() async throws -> String {
        let code = try QRCode(text: WebOnboardingFixture.activationCode)
        var picture = PNGImage(width: 640, height: 480, fill: RGBAColor(gray: 214))
        let module = 10, side = (code.size + 8) * module
        let (left, top) = ((640 - side) / 2, (480 - side) / 2)
        for y in 0..<side {
            for x in 0..<side {
                let dark = code.isDark(x: x / module - 4, y: y / module - 4)
                picture.setPixel(x: left + x, y: top + y, to: dark ? RGBAColor(gray: 20) : RGBAColor(gray: 250))
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-camera-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let png = folder.appendingPathComponent("frame.png"), video = folder.appendingPathComponent("code.y4m")
        try PNGEncoder.encode(picture).write(to: png)
        let made = try await runProgram(
            programPath("ffmpeg") ?? "/usr/bin/ffmpeg",
            ["-v", "error", "-y", "-loop", "1", "-i", png.path, "-t", "1", "-r", "10", "-pix_fmt", "yuv420p", video.path])
        try #require(made.status == 0, "ffmpeg: \(made.stderr)")
        return video.path
    }

    func run(_ scenario: String, _ extra: [String] = []) async throws -> Browser.Report {
        let video = try await Self.video()
        return try await TestDevServer.run { server in
            let onboarding = WebOnboardingFixture.onboarding(server, options: .barcodeScanner)
            let host = WebFixture.makeHost(server, WebHostConfiguration(onboarding: onboarding))
            let url = try await host.start()
            defer { Task { await host.stop() } }
            let report = try await Browser.scenario(scenario, base: url, ["--video", video] + extra, script: Browser.cameraScript)
            #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
            return report
        }
    }

    @Test(arguments: [false, true])
    func framesSentToTheHostFindTheCodeAndTheScannerConfirmsIt(dark: Bool) async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-web-camera\(dark ? "-dark" : "").png").path
        let report = try await run("frames", ["--screenshot", file] + Browser.axeArguments + (dark ? ["--dark"] : []))
        if "\(report.notes["barcode_detector"] ?? "")" == "false" || "\(report.notes["barcode_detector"] ?? "")" == "0" {
            #expect(Int("\(report.notes["frames_before"] ?? "0")") ?? 0 >= 1, "the host read the frames: \(report.raw)")
        }
    }

    @Test func theBrowsersDetectorFindsTheCodeWithoutSendingFrames() async throws {
        let report = try await run("detector")
        #expect("\(report.notes["formats"] ?? "")".contains("qr_code"), "\(report.raw)")
        #expect("\(report.notes["frames_posted"] ?? "")" == "0", "no frame went to the host: \(report.raw)")
        #expect(Int("\(report.notes["detections"] ?? "0")") ?? 0 >= 3, "the detector looked until it saw the code: \(report.raw)")
    }

    @Test func aRefusedCameraIsExplainedAndTheOtherWaysRemain() async throws {
        let report = try await run("denied")
        #expect("\(report.notes["status"] ?? "")".hasPrefix("The browser may not use the camera."), "\(report.raw)")
    }

    @Test func noCameraIsExplained() async throws {
        let report = try await run("missing")
        #expect("\(report.notes["status"] ?? "")" == "No camera was found. Choose a picture or type the code.", "\(report.raw)")
    }
}

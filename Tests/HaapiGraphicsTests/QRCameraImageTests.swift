import Foundation
import HaapiTesting
import Testing
@testable import HaapiGraphics

/// Photos of QR codes, as a camera hands them to the scanner: made by an independent
/// encoder (qrencode) and distorted by ImageMagick (`Resources/CameraImages/make-images.sh`).
@Suite("QR codes in camera-like pictures")
struct QRCameraImageTests {
    static let payloads = [
        "0": "https://login.example.com/activate?code=483920",
        "3": "Hello",
        "hard-persp-rot-0": "https://login.example.com/activate?code=483920",
        "hard-inverted-rot-0": "https://login.example.com/activate?code=483920",
        "hard-combo-0": "https://login.example.com/activate?code=483920",
        "hard-small-1": "haapi://activate/7f3a9c2e-11b4-4d7e-9a51-0c2d8e6b5f10?tenant=acme&device=phone-42",
        "hard-jpeg-1": "haapi://activate/7f3a9c2e-11b4-4d7e-9a51-0c2d8e6b5f10?tenant=acme&device=phone-42",
        "hard-persp-rot-2": "https://login.example.com/authn/authenticate/activation?code="
            + String(repeating: "x", count: 180) + "&state=abcdefghijklmnopqrstuvwxyz0123456789",
    ]

    static let folder = Bundle.module.url(forResource: "CameraImages", withExtension: nil, subdirectory: "Resources")
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources/CameraImages")

    static let committed: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") }.sorted()

    /// Every kind of distortion, turned, slanted, blurred, scaled, noised, dimmed, tinted,
    /// shadowed, framed by clutter, inverted and mirrored, is read.
    @Test(arguments: committed)
    func eachPictureIsRead(_ name: String) throws {
        let stem = String(name.dropLast(4))
        let key = stem.hasPrefix("hard-") ? stem : String(stem.split(separator: "-").last ?? "")
        let expected = try #require(Self.payloads[key], "no payload listed for \(name)")
        let payload = try QRCodeDecoder().decode(imageData: Data(contentsOf: Self.folder.appendingPathComponent(name)))
        #expect(payload.text == expected)
    }

    @Test func theSetHasEveryKind() {
        #expect(Self.committed.count >= 40)
        for kind in ["rot17", "rot45", "persp", "blur", "scale04", "scale3", "noise", "dim", "tint", "inverted", "shadow", "clutter", "mirror"] {
            #expect(Self.committed.contains("\(kind)-0.png"), "\(kind)")
        }
        for kind in ["photo", "photoprog"] { #expect(Self.committed.contains("\(kind)-0.jpg"), "\(kind): a JPEG as a phone writes it") }
    }

    @Test func aGridIsReadFromAPhotoForTheTerminalToDraw() throws {
        let image = try PNGDecoder().decode(Data(contentsOf: Self.folder.appendingPathComponent("rot45-3.png")))
        let grid = try QRModuleGrid(image: image)
        #expect(grid.size == 21)
        #expect(try QRCodeDecoder().decode(grid).text == "Hello")
        #expect(grid.pixelsPerModule > 7 && grid.pixelsPerModule < 10, "8 px modules turned 45°: \(grid.pixelsPerModule)")
    }

    /// A picture larger than the reader takes is refused before it is read.
    @Test func aPictureOverSixteenMegapixelsIsRefused() {
        let image = PNGImage(width: 4100, height: 4100)
        #expect(throws: QRModuleGridError.imageTooLarge(width: 4100, height: 4100, maximumPixels: 16_777_216)) {
            try QRModuleGrid(image: image)
        }
        #expect(throws: QRDecodingError.noQRCode(.imageTooLarge(width: 4100, height: 4100, maximumPixels: 16_777_216))) {
            try QRCodeDecoder().decode(image: image)
        }
    }

    /// A picture full of finder-like squares and noise ends in a typed error: the
    /// candidates tried are bounded, whatever the picture holds.
    @Test func manyLookAlikesEndInATypedError() throws {
        var image = PNGImage(width: 600, height: 600)
        var random = SystemRandomNumberGenerator()
        for y in 0..<600 {
            for x in 0..<600 where Bool.random(using: &random) && Int.random(in: 0..<4, using: &random) == 0 {
                image.setPixel(x: x, y: y, to: .black)
            }
        }
        // 49 finder patterns in a 7 × 7 lattice, 4 px a module.
        for row in 0..<7 {
            for column in 0..<7 {
                for dy in 0..<28 {
                    for dx in 0..<28 {
                        let ring = max(abs(dx / 4 - 3), abs(dy / 4 - 3))
                        image.setPixel(x: 20 + column * 82 + dx, y: 20 + row * 82 + dy, to: ring == 2 ? .white : .black)
                    }
                }
            }
        }
        #expect(throws: QRDecodingError.self) { try QRCodeDecoder().decode(image: image) }
    }

    @Test func aBlankOrFlatPictureSaysSo() {
        #expect(throws: QRModuleGridError.noContrast) { try QRModuleGrid(image: PNGImage(width: 300, height: 200, fill: .black)) }
        var bar = PNGImage(width: 120, height: 60)
        for y in 20..<40 { for x in 10..<110 { bar.setPixel(x: x, y: y, to: .black) } }
        #expect(throws: QRModuleGridError.finderPatternsNotFound(found: 0)) { try QRModuleGrid(image: bar) }
    }
}

/// The same kinds of distortion made afresh with five payloads, and a harder set, read by
/// HaapiKit and by zbar: HaapiKit reads at least as many, and every one zbar reads but one
/// at most. The counts by kind are printed as a note. The work (two minutes on a busy
/// machine) runs on threads of its own: on the two threads Swift concurrency shares it
/// would stall every other test's waits for as long.
@Suite(
    "QR camera pictures against zbar",
    .enabled(if: zbarAvailable && programPath("qrencode") != nil && programPath("convert-im6.q16") != nil,
        "needs zbarimg, qrencode and convert-im6.q16 (apt-get install zbar-tools qrencode imagemagick)"))
struct QRCameraZbarTests {
    @Test(arguments: ["", "--hard"])
    func haapiKitReadsAtLeastWhatZbarReads(_ set: String) async throws {
        let tally = try await onItsOwnThread { try Tally(readingBothIn: set) }
        try #require(tally.pictures >= (set.isEmpty ? 95 : 27), "\(tally.pictures) pictures made")
        let ours = tally.ours.values.reduce(0, +), theirs = tally.theirs.values.reduce(0, +)
        let report = tally.total.keys.sorted().map { "\($0) \(tally.ours[$0, default: 0])/\(tally.theirs[$0, default: 0])/\(tally.total[$0]!)" }
        print("note: HaapiKit/zbar/pictures by kind: \(report.joined(separator: ", ")); in all \(ours)/\(theirs)/\(tally.pictures)")
        #expect(ours >= theirs)
        #expect(tally.onlyZbar.count <= 1, "zbar alone read \(tally.onlyZbar)")
        #expect(tally.disagreements.isEmpty, "both read these, differently: \(tally.disagreements)")
    }

    /// What both decoders read of a freshly made set of pictures (made and read on the
    /// calling thread; issues are recorded by the test, on its own task).
    struct Tally: Sendable {
        var ours: [String: Int] = [:], theirs: [String: Int] = [:], total: [String: Int] = [:]
        /// Pictures zbar read and HaapiKit did not read the same.
        var onlyZbar: [String] = []
        /// Pictures both read, with different text.
        var disagreements: [String] = []
        var pictures: Int { total.values.reduce(0, +) }

        init(readingBothIn set: String) throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-camera-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let script = QRCameraImageTests.folder.appendingPathComponent("make-images.sh")
            let made = try runProgramBlocking("/bin/bash", [script.path, folder.path] + (set.isEmpty ? [] : [set]))
            guard made.status == 0 else { throw TestError("make-images.sh exited \(made.status): \(made.stdout)\(made.stderr)") }
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") }.sorted()
            for name in names {
                let data = try Data(contentsOf: folder.appendingPathComponent(name))
                let kind = name.split(separator: "-").dropLast().joined(separator: "-")
                total[kind, default: 0] += 1
                let read = (try? QRCodeDecoder().decode(imageData: data).text) ?? nil
                let zbar = try? zbarDecode(data)
                if read != nil { ours[kind, default: 0] += 1 }
                if zbar != nil { theirs[kind, default: 0] += 1 }
                if let zbar, zbar != read { onlyZbar.append(name) }
                if let read, let zbar, read != zbar { disagreements.append(name) }
            }
        }
    }
}

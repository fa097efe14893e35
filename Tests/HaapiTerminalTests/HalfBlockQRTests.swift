import Foundation
import HaapiGraphics
import HaapiTesting
import HaapiUI
import Testing
@testable import HaapiTerminal

/// Renders drawn half-block lines back into a picture: each character cell is two
/// modules, each module `scale` pixels, dark for the half-block characters.
func image(ofHalfBlockLines lines: [String], scale: Int) -> PNGImage {
    let modules = HalfBlockQR.modules(fromLines: lines)
    let width = (modules.map(\.count).max() ?? 0) * scale
    var image = PNGImage(width: width, height: modules.count * scale, fill: .white)
    for (y, row) in modules.enumerated() {
        for (x, dark) in row.enumerated() where dark {
            for dy in 0..<scale {
                for dx in 0..<scale { image.setPixel(x: x * scale + dx, y: y * scale + dy, to: .black) }
            }
        }
    }
    return image
}

@Suite("Half-block QR codes")
struct HalfBlockQRTests {
    @Test("the drawing holds exactly the modules, with a quiet zone")
    func roundTrip() throws {
        let code = try QRCode(text: "https://example.com/bankid?token=42")
        let qr = try HalfBlockQR(png: code.pngData(scale: 3, quietZone: 2))
        #expect(qr.modules == code.rows)
        let lines = qr.lines
        #expect(lines.count == (code.size + 8 + 1) / 2)
        #expect(lines.allSatisfy { $0.count == code.size + 8 })
        #expect(lines[0].allSatisfy { $0 == " " })
        let back = HalfBlockQR.modules(fromLines: lines)
        for y in 0..<code.size {
            #expect(Array(back[y + 4][4..<(4 + code.size)]) == code.rows[y])
        }
        #expect(lines.joined().allSatisfy { " ▀▄█".contains($0) })
    }

    @Test("a PNG that is not a QR code is refused with a reason")
    func notQR() throws {
        let blank = PNGEncoder.encode(PNGImage(width: 20, height: 20, fill: .white))
        #expect(throws: QRImageError.self) { try HalfBlockQR(png: blank) }
        #expect(throws: QRImageError.self) { try HalfBlockQR(png: Data([1, 2, 3])) }
    }

    @MainActor
    @Test("a data:image/png QR in an image view is drawn black on white")
    func drawnInView() throws {
        let code = try QRCode(text: "bankid.test.1234")
        let view = ImageView(identifier: "qr", image: ImageSource(dataURL: code.pngDataURL()), isQRCode: true)
        let layout = FrameLayouter(options: LayoutOptions(width: 80)).layout(view, focus: nil)
        #expect(layout.lines.count == (code.size + 9) / 2)
        #expect(layout.lines.allSatisfy { $0.spans.last?.attributes == HalfBlockQR.attributes })
        let encoded = layout.encodedLines(ANSIEncoder(colorDepth: .ansi16, usesTextStyles: true), width: 0)
        #expect(encoded[1].contains("\u{1B}[30;107m"))
    }
}

@Suite("zbar reads the drawn QR code", .enabled(if: zbarAvailable, "zbarimg not installed (Debian zbar-tools; .ci/run installs it): the drawn QR is not checked with a real decoder"))
struct HalfBlockQRZbarTests {
    @MainActor
    @Test("payloads survive PNG → half blocks → picture → zbarimg", arguments: [
        "bankid.3f6a2c1e-5d4b-4a8e-9c7f-0b1d2e3f4a5b.0.4f1c9e7b2a6d",
        "https://app.bankid.com/?autostarttoken=7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6",
        "HELLO 123",
    ])
    func zbar(payload: String) throws {
        let code = try QRCode(text: payload)
        let view = ImageView(image: ImageSource(dataURL: code.pngDataURL(scale: 5, quietZone: 4)), isQRCode: true)
        let layout = FrameLayouter(options: LayoutOptions(width: 200)).layout(view, focus: nil)
        // What the person sees: the terminal text without the gutter.
        let lines = layout.lines.map { String($0.text.dropFirst(2)) }
        let png = PNGEncoder.encode(image(ofHalfBlockLines: lines, scale: 6), format: .gray1)
        #expect(try zbarDecode(png) == payload)
    }
}

import Foundation
import HaapiTesting
import Testing
import HaapiGraphics

@Suite("QR → PNG → decode → module grid")
struct QRRoundTripTests {
    /// Payloads chosen so that automatic version selection spans versions 1 to 40.
    static let cases: [(String, QRErrorCorrectionLevel, Int)] = [
        ("HELLO WORLD", .low, 1),
        ("012345678901234567890123456789", .quartile, 2),
        ("bankid:///?autostarttoken=7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6&redirect=null", .medium, 5),
        (String(repeating: "Curity HAAPI ", count: 12), .high, 13),
        (String(repeating: "ÅÄÖ é 😀 ", count: 20), .medium, 13),
        (String(repeating: "0123456789ABCDEF", count: 50), .low, 16),
        (String(repeating: "x", count: 1200), .quartile, 34),
        (String(repeating: "y", count: 2900), .low, 40),
    ]

    @Test("Integer scales through the library's own 1-bit PNG", arguments: 0..<cases.count)
    func integerScale(index: Int) throws {
        let (text, level, version) = Self.cases[index]
        let code = try QRCode(text: text, errorCorrectionLevel: level)
        #expect(code.version == version)
        #expect(code.errorCorrectionLevel == level)
        let scale = version >= 30 ? 2 : 3
        let png = code.pngData(scale: scale, quietZone: 4)
        let image = try PNGDecoder().decode(png)
        #expect(image.width == (code.size + 8) * scale)
        let grid = try QRModuleGrid(image: image)
        #expect(grid.size == code.size)
        #expect(grid.version == code.version)
        #expect(grid.rows == code.rows)
    }

    @Test("Fractional scales and odd quiet zones", arguments: [1.5, 2.37, 3.5, 4.8, 7.25])
    func fractionalScale(pixelsPerModule: Double) throws {
        for level in QRErrorCorrectionLevel.allCases {
            let code = try QRCode(text: "https://login.example.com/authn/authentication/bankid?x=\(level)",
                                  errorCorrectionLevel: level)
            let image = renderQR(code, pixelsPerModule: pixelsPerModule, quietZone: 3)
            let decoded = try PNGDecoder().decode(PNGEncoder.encode(image, format: .rgba8))
            #expect(decoded == image)
            let grid = try QRModuleGrid(image: decoded)
            #expect(grid.rows == code.rows, "level \(level) at \(pixelsPerModule) px/module")
        }
    }

    @Test("Data URL helper round-trips")
    func dataURL() throws {
        let code = try QRCode(text: "data url")
        let url = code.pngDataURL(scale: 4, quietZone: 2)
        #expect(url.hasPrefix("data:image/png;base64,"))
        let image = try PNGDecoder().decode(dataURL: url)
        #expect(try QRModuleGrid(image: image).rows == code.rows)
    }

    @Test("Grid reader rejects images that are not QR codes")
    func notAQRCode() throws {
        #expect(throws: QRModuleGridError.noContrast) { try QRModuleGrid(image: PNGImage(width: 40, height: 40)) }
        var bar = PNGImage(width: 60, height: 20)
        for y in 5..<15 { for x in 5..<55 { bar.setPixel(x: x, y: y, to: .black) } }
        #expect(throws: QRModuleGridError.finderPatternsNotFound(found: 0)) { try QRModuleGrid(image: bar) }
        var square = PNGImage(width: 40, height: 40)
        for y in 5..<35 { for x in 5..<35 { square.setPixel(x: x, y: y, to: .black) } }
        #expect(throws: QRModuleGridError.self) { try QRModuleGrid(image: square) }
    }
}

@Suite("zbar cross-check", .enabled(if: zbarAvailable, "zbarimg not installed; install zbar-tools"))
struct ZbarTests {
    @Test("zbarimg reads what the encoder wrote", arguments: [
        ("HELLO WORLD", QRErrorCorrectionLevel.medium),
        ("https://login.example.com/bankid?autostarttoken=7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6", .low),
        ("Grüße é 😀 — UTF-8 payload", .quartile),
        ("31415926535897932384626433832795028841971693993751058209749445923078164062862089986280348253421170679", .high),
        (String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 40), .medium),
        (String(repeating: "A long payload 1234567890 ", count: 90), .low),
    ])
    func zbarDecodes(text: String, level: QRErrorCorrectionLevel) throws {
        let code = try QRCode(text: text, errorCorrectionLevel: level)
        #expect(try zbarDecode(code.pngData(scale: 4, quietZone: 4)) == text, "version \(code.version)")
    }

    @Test("zbarimg reads the server PNG and the grid recovered from it")
    func serverQRCode() throws {
        let png = try #require(Data(base64Encoded: serverQRCodeBase64))
        let original = try zbarDecode(png)
        #expect(!original.isEmpty)
        let grid = try QRModuleGrid(image: PNGDecoder().decode(png))
        // Re-render the recovered modules at 4 px each; zbar must read the same payload.
        var rerendered = PNGImage(width: (grid.size + 8) * 4, height: (grid.size + 8) * 4)
        for y in 0..<rerendered.height {
            for x in 0..<rerendered.width where grid.isDark(x: x / 4 - 4, y: y / 4 - 4) {
                rerendered.setPixel(x: x, y: y, to: .black)
            }
        }
        #expect(try zbarDecode(PNGEncoder.encode(rerendered, format: .gray1)) == original)
    }

    @Test("zbarimg reads every mask pattern", arguments: 0..<8)
    func everyMask(mask: Int) throws {
        let code = try QRCode(text: "mask check", errorCorrectionLevel: .quartile, mask: mask)
        #expect(try zbarDecode(code.pngData(scale: 4)) == "mask check")
    }
}

import Foundation
import HaapiTesting
import Testing
import HaapiGraphics

@Suite("QR decoder: from PNG files and pictures")
struct QRDecoderImageTests {
    let decoder = QRCodeDecoder()

    @Test("Encoder → PNG bytes → decoder at several scales", arguments: [1, 2, 3, 5, 8])
    func pngRoundTrip(scale: Int) throws {
        let samples: [(String, QRErrorCorrectionLevel)] = [
            ("HELLO WORLD", .quartile),
            ("https://idp.example.com/activate?code=ÅÄÖ", .medium),
            (String(repeating: "0123456789", count: 30), .high),
            (String(repeating: "Curity HAAPI onboarding ", count: 12), .low),
        ]
        for (text, level) in samples {
            let code = try QRCode(text: text, errorCorrectionLevel: level)
            let payload = try decoder.decode(imageData: code.pngData(scale: scale, quietZone: 4))
            #expect(payload.text == text, "scale \(scale), version \(code.version)")
            #expect(payload.version == code.version)
            #expect(payload.errorCorrectionLevel == level)
        }
    }

    @Test("Fractional scales, an RGBA PNG and the largest version")
    func otherRenderings() throws {
        let text = "https://login.example.com/authn/authentication/bankid?state=0123456789"
        let code = try QRCode(text: text, errorCorrectionLevel: .high)
        for pixelsPerModule in [1.5, 2.37, 4.8] {
            let image = renderQR(code, pixelsPerModule: pixelsPerModule, quietZone: 3)
            #expect(try decoder.decode(imageData: PNGEncoder.encode(image, format: .rgba8)).text == text)
            #expect(try decoder.decode(image: image).text == text)
        }
        let largest = String(repeating: "z", count: 2953)
        let png = try QRCode(text: largest, errorCorrectionLevel: .low).pngData(scale: 2)
        #expect(try decoder.decode(imageData: png).text == largest)
    }

    @Test("A PNG made by a server decodes to what zbarimg reads (459120)")
    func serverPNG() throws {
        let png = try #require(Data(base64Encoded: serverQRCodeBase64))
        let payload = try decoder.decode(imageData: png)
        #expect(payload.text == "459120")
        #expect(payload.version == 1)
        #expect(payload.errorCorrectionLevel == .low)
    }

    @Test("Garbage, truncated and oversized PNG files are refused with the picture's error")
    func badPNGs() throws {
        var random = SeededGenerator(seed: 7)
        let garbage = Data((0..<500).map { _ in UInt8.random(in: 0...255, using: &random) })
        let good = try QRCode(text: "truncate me").pngData(scale: 4)
        let huge = Data(makePNG([("IHDR", ihdr(width: 100_000, height: 100_000)), ("IEND", [])]))
        for (name, data) in [("garbage", garbage), ("truncated", good.prefix(good.count / 2)), ("empty", Data()),
                             ("oversized", huge)] {
            let error = #expect(throws: QRDecodingError.self, "\(name)") { try decoder.decode(imageData: data) }
            switch error {
            case .picture(.unknownFormat)?:
                #expect(name == "garbage" || name == "empty", "\(name)")
            case .picture(.png)?:
                #expect(name == "truncated" || name == "oversized", "\(name)")
            default:
                Issue.record("\(name): expected a picture error, got \(String(describing: error))")
            }
            #expect(error?.description.hasPrefix("QR code unreadable: the file is not a readable picture") == true)
        }
    }

    @Test("Pictures without a QR code are refused as such")
    func noQRCode() throws {
        let blank = PNGEncoder.encode(PNGImage(width: 120, height: 120), format: .gray8)
        #expect(throws: QRDecodingError.noQRCode(.noContrast)) { try decoder.decode(imageData: blank) }
        var random = SeededGenerator(seed: 11)
        for _ in 0..<10 {
            var noise = PNGImage(width: 64, height: 64)
            for y in 0..<64 {
                for x in 0..<64 where Bool.random(using: &random) { noise.setPixel(x: x, y: y, to: .black) }
            }
            #expect(throws: QRDecodingError.self) { try decoder.decode(image: noise) }
        }
        var square = PNGImage(width: 80, height: 80)
        for y in 10..<70 { for x in 10..<70 { square.setPixel(x: x, y: y, to: .black) } }
        let error = #expect(throws: QRDecodingError.self) { try decoder.decode(image: square) }
        guard case .noQRCode? = error else { Issue.record("expected noQRCode, got \(String(describing: error))"); return }
    }
}

@Suite("QR decoder agrees with zbarimg", .enabled(if: zbarAvailable, "zbarimg not installed; install zbar-tools"))
struct QRDecoderZbarTests {
    @Test("Both decoders read the encoder's PNGs alike", arguments: [
        ("HELLO WORLD", QRErrorCorrectionLevel.high, 2),
        ("https://idp.example.com/activate?code=ÅÄÖ", .medium, 7),
        (String(repeating: "0123456789", count: 40), .quartile, 0),
        (String(repeating: "Onboarding QR payload ", count: 30), .low, 5),
    ])
    func sameText(text: String, level: QRErrorCorrectionLevel, mask: Int) throws {
        let png = try QRCode(text: text, errorCorrectionLevel: level, mask: mask).pngData(scale: 4)
        #expect(try QRCodeDecoder().decode(imageData: png).text == text)
        #expect(try zbarDecode(png) == text)
    }

    @Test("zbarimg reads the server PNG as the decoder does")
    func serverPNG() throws {
        let png = try #require(Data(base64Encoded: serverQRCodeBase64))
        #expect(try zbarDecode(png) == QRCodeDecoder().decode(imageData: png).text)
    }
}

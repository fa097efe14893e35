import HaapiTesting
import Testing
@testable import HaapiGraphics

@Suite("QR decoder: round trips through the encoder")
struct QRCodeDecoderTests {
    let decoder = QRCodeDecoder()

    /// Decodes the encoder's symbol and checks the payload and the symbol parameters.
    func expectRoundTrip(_ code: QRCode, text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let payload = try decoder.decode(rows: code.rows)
        #expect(payload.text == text, sourceLocation: sourceLocation)
        #expect(payload.bytes == Array(text.utf8), sourceLocation: sourceLocation)
        #expect(payload.version == code.version, sourceLocation: sourceLocation)
        #expect(payload.errorCorrectionLevel == code.errorCorrectionLevel, sourceLocation: sourceLocation)
        #expect(payload.mask == code.mask, sourceLocation: sourceLocation)
        #expect(payload.modes == [code.mode], sourceLocation: sourceLocation)
        #expect(payload.eciDesignators.isEmpty, sourceLocation: sourceLocation)
        #expect(payload.correctedCodewords == 0, sourceLocation: sourceLocation)
    }

    static let modeSamples: [(QREncodingMode, String)] = [
        (.numeric, "0123456789012345678"),
        (.numeric, "7"),
        (.numeric, "42"),
        (.alphanumeric, "HTTPS://IDP.EXAMPLE.COM/A B$%*+-./:"),
        (.alphanumeric, "Q"),
        (.byte, "https://idp.example.com/activate?code=ÅÄÖ"),
        (.byte, "Grüße é 😀 — UTF-8"),
    ]

    @Test("Every mode at every error-correction level", arguments: 0..<modeSamples.count, QRErrorCorrectionLevel.allCases)
    func modesAndLevels(sample: Int, level: QRErrorCorrectionLevel) throws {
        let (mode, text) = Self.modeSamples[sample]
        let code = try QRCode(text: text, errorCorrectionLevel: level, mode: mode)
        #expect(code.mode == mode)
        try expectRoundTrip(code, text: text)
    }

    @Test("Versions 1 to 40, including those with version information", arguments: [1, 2, 6, 7, 8, 10, 14, 21, 27, 32, 40])
    func versions(version: Int) throws {
        for level in QRErrorCorrectionLevel.allCases {
            let text = "v\(version)-\(level)"
            try expectRoundTrip(QRCode(text: text, errorCorrectionLevel: level, version: .fixed(version), mask: version % 8),
                                text: text)
        }
    }

    @Test("All eight masks", arguments: 0..<8)
    func masks(mask: Int) throws {
        for (version, level) in [(1, QRErrorCorrectionLevel.high), (9, .medium)] {
            let text = "MASK \(mask) \(version)-\(level)"
            let code = try QRCode(text: text, errorCorrectionLevel: level, version: .fixed(version), mask: mask)
            try expectRoundTrip(code, text: text)
        }
    }

    @Test("The largest payloads the encoder makes, in each mode (version 40-L)")
    func largest() throws {
        let samples: [(QREncodingMode, String)] = [
            (.numeric, String((0..<7089).map { Character(String($0 % 10)) })),
            (.alphanumeric, String(repeating: "HAAPI 40-L ", count: 391).prefix(4296).description),
            (.byte, String(repeating: "å", count: 1476) + "x"),
        ]
        for (mode, text) in samples {
            let code = try QRCode(text: text, errorCorrectionLevel: .low, mode: mode, mask: 2)
            #expect(code.version == 40, "\(mode)")
            try expectRoundTrip(code, text: text)
        }
    }

    @Test("Empty text and a full version 1 without room for the terminator")
    func edgesOfCapacity() throws {
        let empty = try decoder.decode(rows: QRCode(text: "").rows)
        #expect(empty.text == "")
        #expect(empty.bytes.isEmpty)
        // 41 digits take 4 + 10 + 137 bits of the 152 in 1-L: the terminator is cut to one bit.
        let digits = String(repeating: "1234567890", count: 5).prefix(41).description
        let full = try QRCode(text: digits, errorCorrectionLevel: .low)
        #expect(full.version == 1)
        try expectRoundTrip(full, text: digits)
    }

    @Test("Raw bytes: not UTF-8 reads as ISO-8859-1, the standard's default")
    func rawBytes() throws {
        let latin1: [UInt8] = [0x4B, 0xF6, 0x6C, 0x6E, 0x20, 0xC5, 0xC4, 0xD6]   // "Köln ÅÄÖ" in ISO-8859-1
        let payload = try decoder.decode(rows: QRCode(bytes: latin1).rows)
        #expect(payload.bytes == latin1)
        #expect(payload.text == "Köln ÅÄÖ")
        let binary = (0...255).map(UInt8.init)
        let all = try decoder.decode(rows: QRCode(bytes: binary, errorCorrectionLevel: .quartile).rows)
        #expect(all.bytes == binary)
        #expect(all.text?.unicodeScalars.map(\.value) == (0...255).map(UInt32.init))
    }

    @Test("Randomised round trips (fixed seed)")
    func randomised() throws {
        var random = SeededGenerator(seed: 0x5EED_0F_0C0DE)
        let alphabets: [[Character]] = [
            Array("0123456789"),
            Array(String(decoding: QREncodingMode.alphanumericCharset, as: UTF8.self)),
            Array("abcxyzÅÄÖé😀-_/?=&. 019"),
        ]
        for round in 0..<120 {
            let alphabet = alphabets[round % 3]
            let length = Int.random(in: 0...(round % 10 == 0 ? 600 : 120), using: &random)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &random) ?? "0" })
            let level = QRErrorCorrectionLevel.allCases.randomElement(using: &random) ?? .medium
            let mask = Int.random(in: 0...7, using: &random)
            let code = try QRCode(text: text, errorCorrectionLevel: level, mask: mask)
            try expectRoundTrip(code, text: text)
        }
    }
}

import HaapiTesting
import Testing
@testable import HaapiGraphics

@Suite("QR decoder: segments, ECI and malformed data")
struct QRSegmentDecodingTests {
    let decoder = QRCodeDecoder()

    func decode(_ code: QRCode) throws(QRDecodingError) -> QRCodePayload {
        try decoder.decode(rows: code.rows)
    }

    @Test("Mixed numeric, alphanumeric and byte segments join in order")
    func mixedSegments() throws {
        let code = craftedSymbol(version: 2, level: .medium) { bits in
            for (mode, text) in [(QREncodingMode.numeric, "0123456789"), (.alphanumeric, "ABC-"), (.byte, "ü!")] {
                let bytes = Array(text.utf8)
                bits.append(mode.indicator, length: 4)
                bits.append(bytes.count, length: mode.characterCountBits(version: 2))
                mode.appendPayload(bytes, to: &bits)
            }
        }
        let payload = try decode(code)
        #expect(payload.text == "0123456789ABC-ü!")
        #expect(payload.modes == [.numeric, .alphanumeric, .byte])
        #expect(payload.version == 2)
    }

    @Test("ECI 26 marks UTF-8; 3 marks ISO-8859-1; 27 marks ASCII")
    func eciCharacterSets() throws {
        let utf8 = try decode(craftedSymbol { $0.appendECI(26); $0.appendByteSegment(Array("ÅÄÖ ✓".utf8)) })
        #expect(utf8.text == "ÅÄÖ ✓")
        #expect(utf8.eciDesignators == [26])
        #expect(utf8.modes == [.byte])

        let latin1 = try decode(craftedSymbol { $0.appendECI(3); $0.appendByteSegment([0xC5, 0xC4, 0xD6]) })
        #expect(latin1.text == "ÅÄÖ")
        #expect(latin1.bytes == [0xC5, 0xC4, 0xD6])

        let ascii = try decode(craftedSymbol { $0.appendECI(27); $0.appendByteSegment(Array("plain".utf8)) })
        #expect(ascii.text == "plain")

        let switching = try decode(craftedSymbol(version: 2) { bits in
            bits.appendByteSegment(Array("a".utf8), version: 2)
            bits.appendECI(3)
            bits.appendByteSegment([0xE9], version: 2)
            bits.appendECI(26)
            bits.appendByteSegment([0xC3, 0xA9], version: 2)
        })
        #expect(switching.text == "aéé")
        #expect(switching.eciDesignators == [3, 26])
    }

    @Test("Bytes that are not text in their character set keep the bytes and give no text")
    func notText() throws {
        let badUTF8 = try decode(craftedSymbol { $0.appendECI(26); $0.appendByteSegment([0x41, 0xFF, 0x42]) })
        #expect(badUTF8.text == nil)
        #expect(badUTF8.bytes == [0x41, 0xFF, 0x42])
        let notASCII = try decode(craftedSymbol { $0.appendECI(27); $0.appendByteSegment([0x80]) })
        #expect(notASCII.text == nil)
        let shiftJIS = try decode(craftedSymbol { $0.appendECI(20); $0.appendByteSegment([0x82, 0xA0]) })
        #expect(shiftJIS.text == nil)
        #expect(shiftJIS.eciDesignators == [20])
        let twoByteDesignator = try decode(craftedSymbol { bits in
            bits.append(0b0111, length: 4)
            bits.append(0b10 << 14 | 1000, length: 16)
            bits.appendByteSegment([0x41])
        })
        #expect(twoByteDesignator.eciDesignators == [1000])
        #expect(twoByteDesignator.text == nil)
        let threeByteDesignator = try decode(craftedSymbol { bits in
            bits.append(0b0111, length: 4)
            bits.append(0b110 << 21 | 999_999, length: 24)
        })
        #expect(threeByteDesignator.eciDesignators == [999_999])
        #expect(threeByteDesignator.bytes.isEmpty)
    }

    @Test("Malformed data streams are refused with the bit offset")
    func malformedStreams() {
        #expect(throws: QRDecodingError.invalidSegmentMode(indicator: 0b0110, bitOffset: 24)) {
            try decode(craftedSymbol { bits in
                bits.append(QREncodingMode.numeric.indicator, length: 4)
                bits.append(3, length: 10)
                bits.append(123, length: 10)
                bits.append(0b0110, length: 4)
            })
        }
        #expect(throws: QRDecodingError.unsupportedSegmentMode(name: "kanji", bitOffset: 0)) {
            try decode(craftedSymbol { $0.append(0b1000, length: 4); $0.append(1, length: 8); $0.append(0x0AAA, length: 13) })
        }
        #expect(throws: QRDecodingError.unsupportedSegmentMode(name: "structured append", bitOffset: 0)) {
            try decode(craftedSymbol { $0.append(0b0011, length: 4); $0.append(0x12, length: 8) })
        }
        #expect(throws: QRDecodingError.segmentPastEnd(mode: .byte, bitOffset: 0, neededBits: 1600, availableBits: 140)) {
            try decode(craftedSymbol { $0.append(0b0100, length: 4); $0.append(200, length: 8); $0.append(0x41, length: 8) })
        }
        #expect(throws: QRDecodingError.invalidSegmentData(mode: .numeric, bitOffset: 14)) {
            try decode(craftedSymbol { $0.append(0b0001, length: 4); $0.append(3, length: 10); $0.append(1000, length: 10) })
        }
        #expect(throws: QRDecodingError.invalidSegmentData(mode: .alphanumeric, bitOffset: 13)) {
            try decode(craftedSymbol { $0.append(0b0010, length: 4); $0.append(2, length: 9); $0.append(2025, length: 11) })
        }
        #expect(throws: QRDecodingError.invalidECIDesignator(bitOffset: 0)) {
            try decode(craftedSymbol { $0.append(0b0111, length: 4); $0.append(0xE0, length: 8) })
        }
        let message = QRDecodingError.invalidSegmentMode(indicator: 0b0110, bitOffset: 24).description
        #expect(message == "QR code unreadable: invalid segment mode 0110 at bit offset 24")
    }

    @Test("Matrices that are not QR symbols are refused")
    func notASymbol() {
        let square = { (side: Int) in [[Bool]](repeating: [Bool](repeating: false, count: side), count: side) }
        #expect(throws: QRDecodingError.invalidSize(0)) { try decoder.decode(rows: []) }
        #expect(throws: QRDecodingError.invalidSize(22)) { try decoder.decode(rows: square(22)) }
        #expect(throws: QRDecodingError.invalidSize(181)) { try decoder.decode(rows: square(181)) }
        var ragged = square(21)
        ragged[5].removeLast()
        #expect(throws: QRDecodingError.gridNotSquare(rowCount: 21, row: 5, length: 20)) { try decoder.decode(rows: ragged) }
        #expect(throws: QRDecodingError.self) { try decoder.decode(rows: square(25)) }
    }

    @Test("Random matrices and random data streams never crash the decoder (fixed seed)")
    func randomInput() {
        var random = SeededGenerator(seed: 2024)
        for _ in 0..<60 {
            let side = 17 + 4 * Int.random(in: 1...12, using: &random)
            let rows = (0..<side).map { _ in (0..<side).map { _ in Bool.random(using: &random) } }
            #expect(throws: QRDecodingError.self) { try decoder.decode(rows: rows) }
        }
        var decoded = 0
        for _ in 0..<200 {
            let version = Int.random(in: 1...10, using: &random)
            let level = QRErrorCorrectionLevel.allCases.randomElement(using: &random) ?? .low
            let capacity = QRCapacityTables.dataCodewords(version: version, level: level)
            let code = craftedSymbol(version: version, level: level) { bits in
                for _ in 0..<capacity { bits.append(Int.random(in: 0...255, using: &random), length: 8) }
            }
            do {
                _ = try decoder.decode(rows: code.rows)
                decoded += 1
            } catch {
                switch error {
                case .invalidSegmentMode, .unsupportedSegmentMode, .segmentPastEnd, .invalidSegmentData, .invalidECIDesignator: break
                default: Issue.record("random data stream gave \(error)")
                }
            }
        }
        #expect(decoded < 200)
    }
}

@Suite("QR decoder and zbarimg on hand-made symbols", .enabled(if: zbarAvailable, "zbarimg not installed; install zbar-tools"))
struct QRSegmentZbarTests {
    @Test("An ECI 26 UTF-8 symbol and a damaged symbol read the same in both decoders")
    func craftedAgree() throws {
        let text = "https://idp.example.com/activate?code=ÅÄÖ"
        let eci = craftedSymbol(version: 4, level: .medium) { $0.appendECI(26); $0.appendByteSegment(Array(text.utf8), version: 4) }
        let eciPNG = eci.pngData(scale: 4)
        #expect(try QRCodeDecoder().decode(imageData: eciPNG).text == text)
        #expect(try zbarDecode(eciPNG) == text)

        let code = try QRCode(text: text, errorCorrectionLevel: .quartile)
        let damaged = damagedRows(code, codewordsPerBlock: QRBlockStructure(version: code.version, level: .quartile).eccLength / 2)
        var image = PNGImage(width: (code.size + 8) * 4, height: (code.size + 8) * 4)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let (column, row) = (x / 4 - 4, y / 4 - 4)
                if column >= 0, row >= 0, column < code.size, row < code.size, damaged[row][column] {
                    image.setPixel(x: x, y: y, to: .black)
                }
            }
        }
        let damagedPNG = PNGEncoder.encode(image, format: .gray1)
        #expect(try QRCodeDecoder().decode(imageData: damagedPNG).correctedCodewords > 0)
        #expect(try QRCodeDecoder().decode(imageData: damagedPNG).text == text)
        #expect(try zbarDecode(damagedPNG) == text)
    }
}

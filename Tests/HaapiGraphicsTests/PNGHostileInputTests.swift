import Foundation
import Testing
@testable import HaapiGraphics

@Suite("PNG decoder on hostile input")
struct PNGHostileInputTests {
    /// A small valid grey PNG (8×4, 8-bit) built with the library's encoder.
    static let valid: [UInt8] = {
        var image = PNGImage(width: 8, height: 4)
        for x in 0..<8 { image.setPixel(x: x, y: x % 4, to: RGBAColor(gray: UInt8(x * 30))) }
        return [UInt8](PNGEncoder.encode(image, format: .gray8))
    }()

    func decodeError(_ bytes: [UInt8], decoder: PNGDecoder = PNGDecoder()) -> PNGDecodingError? {
        #expect(throws: PNGDecodingError.self) { try decoder.decode(bytes) }
    }

    /// Wraps a zlib stream in a 1×1 8-bit grey PNG (IHDR implies 2 bytes of image data).
    func onePixelPNG(zlib: [UInt8], width: UInt32 = 1, height: UInt32 = 1) -> [UInt8] {
        makePNG([("IHDR", ihdr(width: width, height: height)), ("IDAT", zlib), ("IEND", [])])
    }

    @Test("Bad signature")
    func badSignature() {
        var bytes = Self.valid
        bytes[1] = 0x51
        let error = decodeError(bytes)
        #expect(error?.kind == .invalidSignature)
        #expect(error?.offset == 0)
    }

    @Test("Every truncation fails with a typed error")
    func truncation() {
        for length in 0..<Self.valid.count {
            let error = decodeError(Array(Self.valid.prefix(length)))
            #expect(error != nil, "prefix \(length)")
        }
        let error = decodeError(Array(Self.valid.prefix(20)))
        #expect(error?.kind == .truncated)
        #expect(error?.chunk == "IHDR")
        #expect(error?.description.contains("IHDR") == true)
    }

    @Test("Bad CRC names the chunk and offset")
    func badCRC() {
        var bytes = Self.valid
        bytes[19] ^= 0x01                        // a byte of IHDR's width field
        let error = decodeError(bytes)
        guard case .crcMismatch = error?.kind else { Issue.record("got \(String(describing: error))"); return }
        #expect(error?.chunk == "IHDR")
        #expect(error?.offset == 29)             // where the stored CRC starts
        #expect(error?.description.contains("IHDR") == true)
        #expect(error?.description.contains("29") == true)
    }

    @Test("Dimensions above the configured limit")
    func dimensions() {
        let huge = makePNG([("IHDR", ihdr(width: 5000, height: 10)), ("IEND", [])])
        #expect(decodeError(huge)?.kind == .dimensionsTooLarge(width: 5000, height: 10, maxWidth: 4096, maxHeight: 4096))
        let limited = PNGDecoder(maxWidth: 4, maxHeight: 4)
        #expect(decodeError(Self.valid, decoder: limited)?.kind
                == .dimensionsTooLarge(width: 8, height: 4, maxWidth: 4, maxHeight: 4))
        let zero = makePNG([("IHDR", ihdr(width: 0, height: 10)), ("IEND", [])])
        guard case .invalidHeader = decodeError(zero)?.kind else { Issue.record("zero width accepted"); return }
    }

    @Test("Zip bomb is cut off at the size IHDR implies")
    func zipBomb() {
        let bomb = Zlib.compress([UInt8](repeating: 0, count: 4_000_000))
        #expect(bomb.count < 40_000)
        let error = decodeError(onePixelPNG(zlib: bomb))
        #expect(error?.kind == .decompressedDataTooLarge(limit: 2))
        #expect(error?.chunk == "IDAT")
    }

    @Test("Too little image data")
    func shortData() {
        let error = decodeError(onePixelPNG(zlib: Zlib.compress([0, 1, 2]), width: 2, height: 2))
        #expect(error?.kind == .decompressedSizeMismatch(expected: 6, actual: 3))
    }

    @Test("Over-subscribed dynamic Huffman table")
    func badHuffmanTable() {
        var writer = BitWriter()
        writer.write(1, count: 1)                // final
        writer.write(2, count: 2)                // dynamic
        writer.write(0, count: 5)                // 257 literal/length codes
        writer.write(0, count: 5)                // 1 distance code
        writer.write(15, count: 4)               // 19 code-length codes …
        for _ in 0..<19 { writer.write(1, count: 3) }   // … all of length 1: over-subscribed
        writer.alignToByte()
        let error = decodeError(onePixelPNG(zlib: [0x78, 0x9C] + writer.bytes + [0, 0, 0, 0]))
        guard case .compression(.invalidHuffmanTable) = error?.kind else {
            Issue.record("got \(String(describing: error))"); return
        }
        #expect(error?.chunk == "IDAT")
        #expect(error?.offset != nil)
    }

    @Test("Other corrupt zlib streams", arguments: [
        ([0x78, 0x9C, 0x07, 0x00], "reserved block type"),
        ([0x78, 0x9C, 0x01, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00], "stored length"),
        ([0x79, 0x9C, 0x01], "method"),
        ([0x78, 0x9D, 0x01], "check bits"),
        ([0x78, 0xBB, 0x01], "dictionary"),
    ] as [([UInt8], String)])
    func corruptZlib(stream: [UInt8], label: String) {
        let error = decodeError(onePixelPNG(zlib: stream))
        guard case .compression = error?.kind else { Issue.record("\(label): \(String(describing: error))"); return }
    }

    @Test("Adler-32 mismatch and distance before start")
    func checksumAndDistance() {
        var stream = Zlib.compress([0, 7])
        stream[stream.count - 1] ^= 0xFF
        guard case .compression(.checksumMismatch) = decodeError(onePixelPNG(zlib: stream))?.kind else {
            Issue.record("Adler mismatch not reported"); return
        }
        var far = BitWriter()
        far.write(1, count: 1)
        far.write(1, count: 2)
        far.writeCode(1, length: 7)              // length symbol 257 → 3 bytes
        far.writeCode(4, length: 5)              // distance symbol 4 → 5 with 1 extra bit
        far.write(0, count: 1)
        far.writeCode(0, length: 7)              // end of block
        far.alignToByte()
        guard case .compression(.distanceTooFar) = decodeError(onePixelPNG(zlib: [0x78, 0x9C] + far.bytes))?.kind else {
            Issue.record("distance before start not reported"); return
        }
    }

    @Test("Structural errors: chunk order, missing chunks, filters, palette")
    func structure() {
        let header = ("IHDR", ihdr(width: 1, height: 1))
        let idat = ("IDAT", Zlib.compress([0, 9]))
        #expect(decodeError(makePNG([idat, header, ("IEND", [])]))?.kind == .missingChunk)
        #expect(decodeError(makePNG([header, ("IEND", [])]))?.chunk == "IDAT")
        #expect(decodeError(makePNG([header, header, idat, ("IEND", [])]))?.kind == .misplacedChunk)
        #expect(decodeError(makePNG([header, idat, ("tEXt", Array("a\0b".utf8)), idat, ("IEND", [])]))?.kind == .misplacedChunk)
        #expect(decodeError(makePNG([header, ("ABCD", []), idat, ("IEND", [])]))?.kind == .unsupportedCriticalChunk)
        #expect(decodeError(makePNG([header, ("IDAT", Zlib.compress([7, 9])), ("IEND", [])]))?.kind
                == .invalidFilterType(type: 7, row: 0))
        #expect(decodeError(makePNG([header, idat]))?.kind == .truncated)
        let paletteHeader = ("IHDR", ihdr(width: 1, height: 1, depth: 8, colorType: 3))
        let palette = ("PLTE", [UInt8](repeating: 9, count: 6))
        #expect(decodeError(makePNG([paletteHeader, idat, ("IEND", [])]))?.chunk == "PLTE")
        #expect(decodeError(makePNG([paletteHeader, palette, idat, ("IEND", [])]))?.kind
                == .paletteIndexOutOfRange(index: 9, paletteSize: 2))
        guard case .invalidPalette = decodeError(makePNG([paletteHeader, ("PLTE", [1, 2]), idat, ("IEND", [])]))?.kind else {
            Issue.record("short palette accepted"); return
        }
        guard case .invalidHeader = decodeError(makePNG([("IHDR", ihdr(width: 1, height: 1, depth: 3)), idat]))?.kind else {
            Issue.record("bit depth 3 accepted"); return
        }
        var badType = makePNG([header, idat, ("IEND", [])])
        badType[12] = 0x31
        #expect(decodeError(badType)?.kind == .invalidChunkType)
        let tooLong = [UInt8](Self.valid.prefix(8)) + [0x80, 0, 0, 0] + Array("IHDR".utf8)
        #expect(decodeError(tooLong)?.kind == .invalidChunkLength(0x8000_0000))
    }

    @Test("Random corruption never crashes or hangs")
    func fuzz() {
        var image = PNGImage(width: 19, height: 13)
        for y in 0..<13 { for x in 0..<19 { image.setPixel(x: x, y: y, to: RGBAColor(gray: UInt8((x * y * 37) % 256))) } }
        let good = [UInt8](PNGEncoder.encode(image, format: .gray8))
        var generator = SystemRandomNumberGenerator()
        var failures = 0
        for _ in 0..<400 {
            var bytes = good
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 8..<bytes.count, using: &generator)
                bytes[index] ^= UInt8.random(in: 1...255, using: &generator)
            }
            // Re-seal every chunk's CRC so corruption reaches the inflater and filters.
            var offset = 8
            while offset + 12 <= bytes.count {
                let length = Int(PNGByteOrder.uint32(bytes, at: offset))
                guard length <= bytes.count - offset - 12 else { break }
                let crc = bigEndian(CRC32.checksum(bytes[(offset + 4)..<(offset + 8 + length)]))
                bytes.replaceSubrange((offset + 8 + length)..<(offset + 12 + length), with: crc)
                offset += 12 + length
            }
            do {
                _ = try PNGDecoder().decode(bytes)
            } catch {
                failures += 1
                #expect(!error.description.isEmpty)
            }
        }
        #expect(failures > 0)
    }

    @Test("Bad data URLs")
    func dataURLs() {
        #expect(throws: PNGDecodingError.self) { try PNGDecoder().decode(dataURL: "data:image/gif;base64,AAAA") }
        #expect(throws: PNGDecodingError.self) { try PNGDecoder().decode(dataURL: "data:image/png;base64,!!!") }
        #expect(throws: PNGDecodingError.self) { try PNGDecoder().decode(dataURL: "nonsense") }
    }
}

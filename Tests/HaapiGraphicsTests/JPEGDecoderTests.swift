import Foundation
import HaapiTesting
import Testing
@testable import HaapiGraphics

/// The JPEG decoder against libjpeg: each fixture (`Resources/JPEG/make-jpegs.sh`) was
/// written by libjpeg in one of the ways encoders write photos, beside libjpeg's own
/// decoding of it as a PNG.
@Suite("JPEG decoding")
struct JPEGDecoderTests {
    static let fixtures = [
        "baseline-420", "baseline-422", "baseline-440", "baseline-444", "low-quality", "optimized", "restarts",
        "restarts-every-3", "progressive-420", "progressive-444", "progressive-restarts", "grey", "grey-progressive",
    ]

    static func jpeg(_ name: String) throws -> [UInt8] { [UInt8](try resourceData("JPEG/\(name).jpg")) }

    @Test("each way of writing a JPEG decodes to libjpeg's pixels, within rounding", arguments: fixtures)
    func matchesLibjpeg(_ name: String) throws {
        let image = try JPEGDecoder().decode(Self.jpeg(name))
        let reference = try PNGDecoder().decode(resourceData("JPEG/\(name).png"))
        try #require(image.width == reference.width && image.height == reference.height)
        var total = 0, worst = 0
        for index in image.pixels.indices {
            let difference = abs(Int(image.pixels[index]) - Int(reference.pixels[index]))
            total += difference
            worst = max(worst, difference)
        }
        // libjpeg's integer transform and ours differ by rounding only.
        #expect(Double(total) / Double(image.pixels.count) < 0.5, "\(name): mean difference \(Double(total) / Double(image.pixels.count))")
        #expect(worst <= 4, "\(name): a sample \(worst) levels off")
    }

    @Test("the QR code in each fixture is read from the file", arguments: fixtures)
    func theCodeIsRead(_ name: String) throws {
        #expect(try QRCodeDecoder().decode(imageData: Data(Self.jpeg(name))).text == "HAAPI JPEG")
    }

    @Test("an EXIF orientation turns the picture upright, in either byte order", arguments: 1...8)
    func exifOrientation(_ orientation: Int) throws {
        let plain = try JPEGDecoder().decode(Self.jpeg("baseline-444"))
        let expected = upright(plain, orientation: orientation)
        for littleEndian in [true, false] {
            let oriented = try JPEGDecoder().decode(withExif(Self.jpeg("baseline-444"), orientation: orientation, littleEndian: littleEndian))
            #expect(oriented == expected, "orientation \(orientation), little-endian \(littleEndian)")
        }
    }

    @Test("damaged EXIF data is ignored: the pixels are read as stored")
    func damagedExif() throws {
        let bytes = try Self.jpeg("baseline-444")
        let plain = try JPEGDecoder().decode(bytes)
        var exif = withExif(bytes, orientation: 6, littleEndian: true)
        // The first directory's offset points far past the segment.
        exif[2 + 4 + 6 + 4] = 0xFF
        #expect(try JPEGDecoder().decode(exif) == plain)
        #expect(try JPEGDecoder().decode(insert(segment: 0xE1, Array("Exif\0\0II".utf8), into: bytes)) == plain)
    }

    // MARK: Refusals

    @Test("what is not a JPEG, or stops short, is refused with where")
    func notAJPEGAndTruncated() throws {
        #expect(throws: JPEGDecodingError(.notAJPEG, offset: 0)) { try JPEGDecoder().decode(Array("hello".utf8)) }
        #expect(throws: JPEGDecodingError(.notAJPEG, offset: 0)) { try JPEGDecoder().decode([UInt8]()) }
        let bytes = try Self.jpeg("progressive-420")
        let all = segments(of: bytes)
        let scan = try #require(all.firstIndex { $0.marker == 0xDA })
        // Halfway through the first scan's data.
        let cut = Array(bytes.prefix((all[scan].end + all[scan + 1].start) / 2))
        let error = #expect(throws: JPEGDecodingError.self) { try JPEGDecoder().decode(cut) }
        #expect(error?.kind == .truncated && error?.marker == "SOS", "\(String(describing: error))")
        // Every shorter prefix (to the end-of-image marker's last byte) is refused, none crashes or hangs.
        for length in Array(stride(from: 0, to: bytes.count, by: 5)) + [bytes.count - 1] {
            #expect(throws: JPEGDecodingError.self, "\(length) bytes") { try JPEGDecoder().decode(Array(bytes.prefix(length))) }
        }
    }

    @Test("JPEG processes not read here are named")
    func unsupportedProcesses() throws {
        let arithmetic = try Self.jpeg("arithmetic")
        #expect(throws: JPEGDecodingError(.unsupported("arithmetic-coded"), marker: "SOF9", offset: frameOffset(arithmetic))) {
            try JPEGDecoder().decode(arithmetic)
        }
        var twelveBit = try Self.jpeg("baseline-420")
        let frame = frameOffset(twelveBit)
        twelveBit[frame + 4] = 12
        #expect(throws: JPEGDecodingError(.unsupported("12-bit samples"), marker: "SOF0", offset: frame)) { try JPEGDecoder().decode(twelveBit) }
        let cmyk = replacing(0xC0, in: try Self.jpeg("baseline-420"), with: [8, 0, 8, 0, 8, 4] + (1...4).flatMap { [UInt8($0), 0x11, 0] })
        #expect(throws: JPEGDecodingError(.unsupported("4 components (only greyscale and three-component colour)"), marker: "SOF0", offset: frameOffset(cmyk))) {
            try JPEGDecoder().decode(cmyk)
        }
    }

    @Test("a picture over the limits is refused before anything is allocated")
    func tooLarge() throws {
        var bytes = try Self.jpeg("baseline-420")
        let frame = frameOffset(bytes)
        // 40 000 × 40 000: 1.6 gigapixels, 4.8 GB of coefficients if it were allocated.
        bytes.replaceSubrange((frame + 5)...(frame + 8), with: [0x9C, 0x40, 0x9C, 0x40])
        let limits = JPEGDecoder()
        #expect(throws: JPEGDecodingError(.dimensionsTooLarge(width: 40000, height: 40000, maxWidth: 8192, maxHeight: 8192, maxPixels: 16_777_216),
                                          marker: "SOF0", offset: frame)) { try limits.decode(bytes) }
        #expect(throws: JPEGDecodingError.self) { try JPEGDecoder(maxWidth: 82).decode(Self.jpeg("baseline-420")) }
        #expect(throws: JPEGDecodingError.self) { try JPEGDecoder(maxPixels: 83 * 79 - 1).decode(Self.jpeg("baseline-420")) }
        #expect(throws: JPEGDecodingError(.tooManyScans(limit: 3), marker: "SOS", offset: nthScanOffset(try Self.jpeg("progressive-420"), 3))) {
            try JPEGDecoder(maxScans: 3).decode(Self.jpeg("progressive-420"))
        }
    }

    @Test("missing and broken tables, and a missing restart marker, are named")
    func brokenStructure() throws {
        let bytes = try Self.jpeg("baseline-420")
        let withoutHuffman = segments(of: bytes).filter { $0.marker == 0xC4 }.reversed().reduce(bytes) { file, segment in
            var file = file
            file.removeSubrange(segment.start..<segment.end)
            return file
        }
        #expect(throws: JPEGDecodingError(.missingTable("DC Huffman table 0"), marker: "SOS")) { try JPEGDecoder().decode(withoutHuffman) }

        var overflowing = bytes
        let table = try #require(segments(of: bytes).first { $0.marker == 0xC4 })
        overflowing[table.start + 5] = 3 // three codes of length 1
        let error = #expect(throws: JPEGDecodingError.self) { try JPEGDecoder().decode(overflowing) }
        #expect(error?.marker == "DHT", "\(String(describing: error))")

        var restarts = try Self.jpeg("restarts")
        let third = try #require((0..<(restarts.count - 1)).first { restarts[$0] == 0xFF && restarts[$0 + 1] == 0xD2 })
        restarts[third + 1] = 0xD5
        let missing = #expect(throws: JPEGDecodingError.self) { try JPEGDecoder().decode(restarts) }
        #expect(missing?.kind == .restartMarkerMissing(expected: 2), "\(String(describing: missing))")
    }

    @Test("changed bytes anywhere end in a picture or a typed error, never a crash")
    func mutations() throws {
        var random = SeededGenerator(seed: 2026)
        for name in ["baseline-420", "progressive-420", "restarts", "grey-progressive"] {
            let bytes = try Self.jpeg(name)
            for _ in 0..<60 {
                var changed = bytes
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    changed[Int.random(in: 2..<changed.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
                }
                if let image = try? JPEGDecoder().decode(changed) { #expect(image.pixels.count == image.width * image.height * 4) }
            }
        }
    }

    // MARK: Pictures

    @Test("PictureDecoder tells PNG from JPEG by the first bytes")
    func pictureFormats() throws {
        let jpeg = Data(try Self.jpeg("grey"))
        let png = try resourceData("JPEG/grey.png")
        #expect(PictureDecoder.format(of: jpeg) == .jpeg && PictureDecoder.format(of: png) == .png)
        #expect(try PictureDecoder().decode(jpeg).width == 83)
        #expect(try PictureDecoder().decode(png).width == 83)
        #expect(throws: PictureDecodingError.unknownFormat) { try PictureDecoder().decode(Data("GIF89a".utf8)) }
        #expect(throws: PictureDecodingError.self) { try PictureDecoder(maxSide: 50).decode(jpeg) }
        #expect(throws: QRDecodingError.picture(.jpeg(JPEGDecodingError(.truncated, offset: 3)))) {
            try QRCodeDecoder().decode(imageData: Data([0xFF, 0xD8, 0xFF]))
        }
    }
}

// MARK: Building test files

/// A JPEG's segments: marker, the offset of its 0xFF and where the segment ends (for a
/// scan, where its header ends).
private func segments(of bytes: [UInt8]) -> [(marker: UInt8, start: Int, end: Int)] {
    var found: [(UInt8, Int, Int)] = []
    var at = 2
    while at + 4 <= bytes.count, bytes[at] == 0xFF {
        let marker = bytes[at + 1]
        let end = at + 2 + (Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]))
        found.append((marker, at, end))
        if marker == 0xDA {
            // Past the entropy-coded data to the next marker that is not a restart or stuffing.
            var next = end
            while next + 1 < bytes.count, !(bytes[next] == 0xFF && bytes[next + 1] != 0 && !(0xD0...0xD7).contains(bytes[next + 1])) { next += 1 }
            at = next
        } else {
            at = end
        }
    }
    return found
}

private func frameOffset(_ bytes: [UInt8]) -> Int {
    segments(of: bytes).first { (0xC0...0xCF).contains($0.marker) && $0.marker != 0xC4 && $0.marker != 0xCC }?.start ?? -1
}

private func nthScanOffset(_ bytes: [UInt8], _ index: Int) -> Int {
    segments(of: bytes).filter { $0.marker == 0xDA }[index].start
}

private func insert(segment marker: UInt8, _ body: [UInt8], into bytes: [UInt8]) -> [UInt8] {
    let length = body.count + 2
    return [0xFF, 0xD8, 0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + body + bytes.dropFirst(2)
}

private func replacing(_ marker: UInt8, in bytes: [UInt8], with body: [UInt8]) -> [UInt8] {
    guard let segment = segments(of: bytes).first(where: { $0.marker == marker }) else { return bytes }
    let length = body.count + 2
    var file = bytes
    file.replaceSubrange(segment.start..<segment.end, with: [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + body)
    return file
}

/// `bytes` with an APP1 EXIF segment recording `orientation` (TIFF, one directory entry).
private func withExif(_ bytes: [UInt8], orientation: Int, littleEndian: Bool) -> [UInt8] {
    func number(_ value: Int, _ size: Int) -> [UInt8] {
        let bigEndian = (0..<size).map { UInt8(value >> (8 * (size - 1 - $0)) & 0xFF) }
        return littleEndian ? bigEndian.reversed() : bigEndian
    }
    let tiff = (littleEndian ? Array("II".utf8) : Array("MM".utf8)) + number(42, 2) + number(8, 4)
        + number(1, 2) + number(0x0112, 2) + number(3, 2) + number(1, 4) + number(orientation, 2) + [0, 0] + number(0, 4)
    return insert(segment: 0xE1, Array("Exif\0\0".utf8) + tiff, into: bytes)
}

/// What a viewer shows for `image` stored with EXIF `orientation`: quarter turns
/// clockwise and a left–right mirror, as TIFF defines the eight values.
private func upright(_ image: PNGImage, orientation: Int) -> PNGImage {
    func turnedClockwise(_ image: PNGImage) -> PNGImage {
        var turned = PNGImage(width: image.height, height: image.width)
        for y in 0..<image.height {
            for x in 0..<image.width { turned.setPixel(x: image.height - 1 - y, y: x, to: image.pixel(x: x, y: y)) }
        }
        return turned
    }
    func mirrored(_ image: PNGImage) -> PNGImage {
        var mirrored = image
        for y in 0..<image.height {
            for x in 0..<image.width { mirrored.setPixel(x: image.width - 1 - x, y: y, to: image.pixel(x: x, y: y)) }
        }
        return mirrored
    }
    // (mirror first, clockwise quarter turns after) for orientations 1…8.
    let (mirror, turns) = [(false, 0), (true, 0), (false, 2), (true, 2), (true, 3), (false, 1), (true, 1), (false, 3)][orientation - 1]
    var result = mirror ? mirrored(image) : image
    for _ in 0..<turns { result = turnedClockwise(result) }
    return result
}

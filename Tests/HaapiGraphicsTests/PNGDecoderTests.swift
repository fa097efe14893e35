import Foundation
import Testing
@testable import HaapiGraphics

/// A real server-generated QR code: 250×250, 1-bit greyscale.
let serverQRCodeBase64 = "iVBORw0KGgoAAAANSUhEUgAAAPoAAAD6AQAAAACgl2eQAAAA00lEQVR42u3YSw7DMAgEUG4OR+vNXAUzELWxVXXpwYson5cNMuM4MvbjJQ0aNGjQ4Adg4kOHqYnmFR/QONpUdY8NXE+iSoorXnCd6GjgZ8oM7sddZx0OIjqzTKukPRxgzADZrLyHA28UQbVEMV0YQfWMZ+lX4zAA75xcVvMFTuDzBJMF/UMGYrZYhik6hw8gSCEGIbDK0FmthyClAPjEEo215bNQLKA2YijUcqdGAJZBSgYsWsZ0/YPibFDs/pgOZJDWivK8IT0b9P/qBg0aNPgbvAGvJtukooRPzgAAAABJRU5ErkJggg=="

struct FixtureExpectation: Decodable, Sendable {
    let file: String
    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: Int
    let interlaced: Bool
    let firstBlockType: Int
    let rgbaCRC32: UInt32
    let pixels: String?
}

@Suite("PNG decoder")
struct PNGDecoderTests {
    static func loadFixtures() throws -> [FixtureExpectation] {
        try JSONDecoder().decode([FixtureExpectation].self, from: resourceData("PNGFixtures/expected.json"))
    }

    static let fixtures: [FixtureExpectation] = (try? loadFixtures()) ?? []

    @Test("Decodes the server's 1-bit QR code PNG")
    func serverQRCode() throws {
        let png = try #require(Data(base64Encoded: serverQRCodeBase64))
        let image = try PNGDecoder().decode(png)
        #expect(image.width == 250)
        #expect(image.height == 250)
        let grid = try QRModuleGrid(image: image)
        #expect(grid.size >= 21 && grid.size <= 177 && (grid.size - 21) % 4 == 0)
        #expect(try PNGDecoder().header(of: [UInt8](png))
                == PNGHeader(width: 250, height: 250, bitDepth: 1, colorType: .grayscale))
    }

    @Test("Fixtures cover every colour type, bit depth, interlacing and dynamic Huffman")
    func fixtureCoverage() throws {
        let fixtures = try Self.loadFixtures()
        #expect(fixtures.count >= 20)
        for (type, depths) in [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16])] {
            for depth in depths {
                #expect(fixtures.contains { $0.colorType == type && $0.bitDepth == depth }, "type \(type) depth \(depth)")
            }
        }
        #expect(fixtures.contains { $0.interlaced })
        #expect(fixtures.contains { $0.firstBlockType == 2 })
        #expect(fixtures.contains { $0.firstBlockType == 1 })
    }

    @Test("Decodes PNGs written by an independent encoder", arguments: fixtures.map(\.file))
    func fixture(file: String) throws {
        let expectation = try #require(Self.fixtures.first { $0.file == file })
        let image = try PNGDecoder().decode(resourceData("PNGFixtures/\(file)"))
        #expect(image.width == expectation.width)
        #expect(image.height == expectation.height)
        #expect(CRC32.checksum(image.pixels) == expectation.rgbaCRC32)
        if let hex = expectation.pixels {
            let actual = image.pixels.map { byte in
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
            #expect(actual == hex)
        }
    }

    @Test("Own encoder round-trips every format and deflate method", arguments: PNGPixelFormat.allCases)
    func encoderRoundTrip(format: PNGPixelFormat) throws {
        var image = PNGImage(width: 37, height: 23)
        for y in 0..<23 {
            for x in 0..<37 {
                let gray: UInt8 = format == .gray1 ? ((x * y) % 3 == 0 ? 0 : 255) : UInt8((x * 7 + y * 11) % 256)
                let color = format == .rgba8
                    ? RGBAColor(red: UInt8(x * 6), green: UInt8(y * 11), blue: UInt8((x + y) * 3), alpha: UInt8(255 - x))
                    : RGBAColor(gray: gray)
                image.setPixel(x: x, y: y, to: color)
            }
        }
        for method in DeflateMethod.allCases {
            let decoded = try PNGDecoder().decode(PNGEncoder.encode(image, format: format, method: method))
            #expect(decoded == image, "\(format) \(method)")
        }
    }

    @Test("Luminance accessor composites over white")
    func luminance() throws {
        let image = try #require(PNGImage(width: 3, height: 1, rgba: [0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 0]))
        #expect(image.luminance(x: 0, y: 0) == 0)
        #expect(image.luminance(x: 1, y: 0) == 255)
        #expect(image.luminance(x: 2, y: 0) == 255)
        #expect(RGBAColor(red: 255, green: 0, blue: 0).luminance == 76)
        #expect(PNGImage(width: 2, height: 2, rgba: [1, 2, 3]) == nil)
    }
}

struct ZlibExpectation: Decodable, Sendable {
    let file: String
    let length: Int
    let crc32: UInt32
    let firstBlockType: Int
}

@Suite("Checksums and zlib")
struct ChecksumTests {
    @Test("Inflates streams from CPython's zlib: stored, fixed, dynamic, multi-block")
    func independentZlibStreams() throws {
        let list = try JSONDecoder().decode([ZlibExpectation].self, from: resourceData("PNGFixtures/zlib_expected.json"))
        #expect(Set(list.map(\.firstBlockType)) == [0, 1, 2])
        for item in list {
            let stream = [UInt8](try resourceData("PNGFixtures/\(item.file)"))
            let output = try Zlib.decompress(stream, maxOutputSize: item.length)
            #expect(output.count == item.length, "\(item.file)")
            #expect(CRC32.checksum(output) == item.crc32, "\(item.file)")
            #expect(throws: InflateError.self) { try Zlib.decompress(stream, maxOutputSize: item.length - 1) }
        }
    }

    @Test("CRC-32 and Adler-32 check values")
    func checkValues() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Adler32.checksum([UInt8](repeating: 0xFF, count: 100_000)) == Adler32.checksum(
            [UInt8](repeating: 0xFF, count: 50_000) + [UInt8](repeating: 0xFF, count: 50_000)))
    }

    @Test("zlib round trip for both methods", arguments: DeflateMethod.allCases)
    func zlibRoundTrip(method: DeflateMethod) throws {
        var data: [UInt8] = []
        for index in 0..<70_000 { data.append(UInt8((index * index / 7) % 251)) }
        data += [UInt8](repeating: 42, count: 1000)
        let compressed = Zlib.compress(data, method: method)
        #expect(try Zlib.decompress(compressed, maxOutputSize: data.count) == data)
        if method == .fixedHuffman { #expect(compressed.count < data.count) }
        #expect(try Zlib.decompress(Zlib.compress([], method: method), maxOutputSize: 0) == [])
    }
}

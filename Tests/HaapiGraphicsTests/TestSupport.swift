import Foundation
@testable import HaapiGraphics

enum TestSupportError: Error {
    case missingResource(String)
}

/// Loads a file from the test bundle's Resources folder.
func resourceData(_ relativePath: String) throws -> Data {
    let url = URL(fileURLWithPath: relativePath)
    guard let found = Bundle.module.url(forResource: url.deletingPathExtension().lastPathComponent,
                                        withExtension: url.pathExtension,
                                        subdirectory: "Resources/" + url.deletingLastPathComponent().relativePath)
    else { throw TestSupportError.missingResource(relativePath) }
    return try Data(contentsOf: found)
}

/// Assembles a PNG file from raw chunks, computing lengths and CRCs.
func makePNG(_ chunks: [(String, [UInt8])]) -> [UInt8] {
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    for (name, data) in chunks {
        let type = Array(name.utf8)
        file += bigEndian(UInt32(data.count)) + type + data + bigEndian(CRC32.checksum(type + data))
    }
    return file
}

func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}

/// IHDR data bytes.
func ihdr(width: UInt32, height: UInt32, depth: UInt8 = 8, colorType: UInt8 = 0, interlace: UInt8 = 0) -> [UInt8] {
    bigEndian(width) + bigEndian(height) + [depth, colorType, 0, 0, interlace]
}

/// Renders a QR code at a possibly fractional number of pixels per module.
func renderQR(_ code: QRCode, pixelsPerModule: Double, quietZone: Int) -> PNGImage {
    let modules = Double(code.size + 2 * quietZone)
    let side = Int((modules * pixelsPerModule).rounded(.up))
    var image = PNGImage(width: side, height: side, fill: .white)
    for y in 0..<side {
        let moduleY = Int(Double(y) / pixelsPerModule) - quietZone
        for x in 0..<side where code.isDark(x: Int(Double(x) / pixelsPerModule) - quietZone, y: moduleY) {
            image.setPixel(x: x, y: y, to: .black)
        }
    }
    return image
}

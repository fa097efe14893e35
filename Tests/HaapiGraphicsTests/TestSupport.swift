import Foundation
@testable import HaapiGraphics

/// Path of `zbarimg` on PATH, if installed.
let zbarimgPath: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":")
        .map { "\($0)/zbarimg" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// Whether zbar tests can run.
let zbarAvailable = zbarimgPath != nil

enum TestSupportError: Error {
    case missingResource(String)
    case zbarFailed(status: Int32, output: String)
}

/// Decodes a PNG file with `zbarimg --raw -q` and returns its output without the final newline.
func zbarDecode(_ png: Data) throws -> String {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("haapi-qr-\(UUID().uuidString).png")
    try png.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: zbarimgPath ?? "/usr/bin/zbarimg")
    process.arguments = ["--raw", "-q", url.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: output, as: UTF8.self)
    guard process.terminationStatus == 0 else { throw TestSupportError.zbarFailed(status: process.terminationStatus, output: text) }
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
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

import Foundation
import HaapiUI

/// Path of a program on PATH, if installed.
func programPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// Whether `zbarimg` (Debian package zbar-tools) can be run.
let zbarAvailable = programPath("zbarimg") != nil

struct ZbarFailure: Error, CustomStringConvertible {
    let status: Int32
    let output: String
    var description: String { "zbarimg exited \(status): \(output)" }
}

/// Decodes a PNG with `zbarimg --raw -q`; the output without its final line break.
func zbarDecode(_ png: Data) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-terminal-qr-\(UUID().uuidString).png")
    try png.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: programPath("zbarimg") ?? "/usr/bin/zbarimg")
    process.arguments = ["--raw", "-q", url.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: output, as: UTF8.self)
    guard process.terminationStatus == 0 else { throw ZbarFailure(status: process.terminationStatus, output: text) }
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
}

/// The stable id of `view`'s control on the screen it belongs to (`option` for a
/// picker's option), as renderers see it.
@MainActor
func controlID(_ view: View, option: Int? = nil) -> ControlID? {
    ScreenControls(root: view.root).id(of: view, option: option)
}

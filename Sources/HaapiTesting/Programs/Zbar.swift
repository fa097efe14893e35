public import Foundation

/// Whether `zbarimg` (Debian package `zbar-tools`) is installed, so ``zbarDecode(_:)``
/// can run.
///
/// ```swift
/// @Suite(.enabled(if: zbarAvailable, "zbarimg not installed; install zbar-tools"))
/// ```
public let zbarAvailable = programPath("zbarimg") != nil

/// `zbarimg` could not read a picture.
public struct ZbarError: Error, CustomStringConvertible, Sendable {
    /// The exit status of `zbarimg` (4 when it found no code).
    public var status: Int32
    /// What it printed.
    public var output: String

    /// The exit status and output, for the test report.
    public var description: String { "zbarimg exited \(status): \(output)" }
}

/// Reads the QR code (or other bar code) in a PNG picture with `zbarimg --raw -q`, a
/// decoder independent of HaapiKit: a check that a drawn QR code really scans.
///
/// ```swift
/// #expect(try zbarDecode(code.pngData(scale: 4)) == "https://example.com")
/// ```
///
/// - Parameter png: The PNG file's bytes.
/// - Returns: The decoded text without its final line break.
/// - Throws: ``ZbarError`` when `zbarimg` finds no code or fails; an error when it
///   cannot be started (check ``zbarAvailable`` first).
public func zbarDecode(_ png: Data) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-zbar-\(UUID().uuidString).png")
    try png.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let run = try runProgramBlocking(programPath("zbarimg") ?? "/usr/bin/zbarimg", ["--raw", "-q", url.path])
    let text = run.stdout
    guard run.status == 0 else { throw ZbarError(status: run.status, output: text) }
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
}

/// The former name.
@available(*, deprecated, renamed: "ZbarError")
public typealias ZbarFailure = ZbarError

public import Foundation
import HaapiGraphics
import HaapiScreenKit

/// Draws a QR code in a terminal with half-block characters: each character cell
/// holds two modules, one above the other (`▀`, `▄`, `█` or a space).
///
/// The characters stand for dark modules. In colour the lines are drawn black on
/// white whatever the theme, so a phone can scan the code from the screen; a quiet
/// zone of light modules surrounds the symbol.
///
/// ```swift
/// let qr = try HalfBlockQR(png: pngBytes)      // a server's data:image/png QR
/// for line in qr.lines { output.write(line + "\n") }
/// ```
public struct HalfBlockQR: Sendable, Hashable {
    /// The module matrix, top row first (`true` = dark), without quiet zone.
    public let modules: [[Bool]]
    /// The light modules drawn around the symbol on each side.
    public let quietZone: Int

    /// The black text on white background the lines are drawn in.
    public static let attributes = TextAttributes(
        foreground: ThemeColor(red: 0, green: 0, blue: 0),
        background: ThemeColor(red: 255, green: 255, blue: 255)
    )

    /// Creates a drawing of a module matrix.
    public init(modules: [[Bool]], quietZone: Int = 4) {
        self.modules = modules
        self.quietZone = max(quietZone, 0)
    }

    /// Reads the QR code in a PNG image (for example a BankID `data:image/png` QR).
    ///
    /// - Throws: ``QRImageError`` when the bytes are not a PNG or the picture is not a QR code.
    public init(png: Data, quietZone: Int = 4) throws(QRImageError) {
        let image: PNGImage
        do {
            image = try PNGDecoder().decode(png)
        } catch {
            throw .notPNG(String(describing: error))
        }
        do {
            self.init(modules: try QRModuleGrid(image: image).rows, quietZone: quietZone)
        } catch {
            throw .notQRCode(error.description)
        }
    }

    /// The drawn lines, top first; each is `modules.count + 2 × quietZone` columns wide.
    public var lines: [String] {
        let size = modules.count
        let total = size + 2 * quietZone
        func isDark(_ x: Int, _ y: Int) -> Bool {
            let mx = x - quietZone, my = y - quietZone
            guard my >= 0, my < size, mx >= 0, mx < modules[my].count else { return false }
            return modules[my][mx]
        }
        var lines: [String] = []
        var y = 0
        while y < total {
            var line = ""
            for x in 0..<total {
                switch (isDark(x, y), isDark(x, y + 1)) {
                case (true, true): line.append("█")
                case (true, false): line.append("▀")
                case (false, true): line.append("▄")
                case (false, false): line.append(" ")
                }
            }
            lines.append(line)
            y += 2
        }
        return lines
    }

    /// The module matrix read back from drawn lines (quiet zone included): the
    /// inverse of ``lines``, for checking a drawing.
    ///
    /// - Returns: rows of modules, two per line; characters other than the four
    ///   half-block ones count as light.
    public static func modules(fromLines lines: [String]) -> [[Bool]] {
        var rows: [[Bool]] = []
        for line in lines {
            var top: [Bool] = [], bottom: [Bool] = []
            for character in line {
                top.append(character == "█" || character == "▀")
                bottom.append(character == "█" || character == "▄")
            }
            rows.append(top)
            rows.append(bottom)
        }
        return rows
    }
}

/// Why an image could not be drawn as a QR code.
public enum QRImageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not a readable PNG image (the decoder's reason).
    case notPNG(String)
    /// The picture is not a QR code this renderer can read (the reason).
    case notQRCode(String)

    public var description: String {
        switch self {
        case .notPNG(let reason): "image is not a readable PNG: \(reason)"
        case .notQRCode(let reason): "image is not a QR code: \(reason)"
        }
    }
}

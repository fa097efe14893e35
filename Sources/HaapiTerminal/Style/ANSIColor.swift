import HaapiGraphics
import HaapiScreenKit

/// Turns theme colours into SGR colour parameters for each ``ColorDepth``.
enum ANSIColor {
    /// The xterm values of the 16 standard colours, in SGR order (black … bright white).
    static let palette16: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// Writes the SGR parameters that set `color` as foreground or background
    /// (nothing at depth ``ColorDepth/none``) to `output`.
    static func writeParameters(for color: ThemeColor, depth: ColorDepth, background: Bool, to output: inout TerminalBytes) {
        switch depth {
        case .none:
            return
        case .trueColor:
            output.append(background ? "48;2;" : "38;2;")
            output.appendDecimal(Int(color.red))
            output.append(";")
            output.appendDecimal(Int(color.green))
            output.append(";")
            output.appendDecimal(Int(color.blue))
        case .ansi256:
            output.append(background ? "48;5;" : "38;5;")
            output.appendDecimal(index256(color))
        case .ansi16:
            let index = index16(color)
            let base = background ? (index < 8 ? 40 : 100) : (index < 8 ? 30 : 90)
            output.appendDecimal(base + index % 8)
        }
    }

    /// The nearest of the 16 standard colours.
    static func index16(_ color: ThemeColor) -> Int {
        nearest(color, among: palette16.map { ($0.0, $0.1, $0.2) })
    }

    /// The nearest entry of the 6×6×6 cube or the grey ramp of the 256-colour palette.
    static func index256(_ color: ThemeColor) -> Int {
        let r = nearestLevel(color.red), g = nearestLevel(color.green), b = nearestLevel(color.blue)
        let cube = (UInt8(cubeLevels[r]), UInt8(cubeLevels[g]), UInt8(cubeLevels[b]))
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = min(max((average - 8 + 5) / 10, 0), 23)
        let greyLevel = UInt8(8 + greyStep * 10)
        let grey = (greyLevel, greyLevel, greyLevel)
        return distance(color, cube) <= distance(color, grey) ? 16 + 36 * r + 6 * g + b : 232 + greyStep
    }

    private static func nearestLevel(_ channel: UInt8) -> Int {
        var best = 0
        for (index, level) in cubeLevels.enumerated() where abs(level - Int(channel)) < abs(cubeLevels[best] - Int(channel)) {
            best = index
        }
        return best
    }

    private static func nearest(_ color: ThemeColor, among candidates: [(UInt8, UInt8, UInt8)]) -> Int {
        var best = 0, bestDistance = Int.max
        for (index, candidate) in candidates.enumerated() {
            let d = distance(color, candidate)
            if d < bestDistance { best = index; bestDistance = d }
        }
        return best
    }

    /// Squared distance, weighted for how the eye sees red, green and blue.
    private static func distance(_ color: ThemeColor, _ other: (UInt8, UInt8, UInt8)) -> Int {
        let dr = Int(color.red) - Int(other.0), dg = Int(color.green) - Int(other.1), db = Int(color.blue) - Int(other.2)
        return 3 * dr * dr + 4 * dg * dg + 2 * db * db
    }
}

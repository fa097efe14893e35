/// How many colours the terminal can show, from none to 24-bit.
public enum ColorDepth: Int, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
    /// No colours (text styles such as bold may still be used).
    case none = 0
    /// The 16 standard ANSI colours (SGR 30–37, 90–97).
    case ansi16 = 1
    /// The xterm 256-colour palette (SGR 38;5;n).
    case ansi256 = 2
    /// 24-bit colour (SGR 38;2;r;g;b).
    case trueColor = 3

    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .none: "none"
        case .ansi16: "16"
        case .ansi256: "256"
        case .trueColor: "truecolor"
        }
    }

    /// Reads a depth as written on a command line: `none`, `16`, `256`, `truecolor` (or `24bit`).
    public init?(name: String) {
        switch name.lowercased() {
        case "none", "0", "no", "off": self = .none
        case "16", "ansi", "ansi16": self = .ansi16
        case "256", "ansi256": self = .ansi256
        case "truecolor", "24bit", "24-bit", "true": self = .trueColor
        default: return nil
        }
    }

    /// Chooses the depth for a terminal from its environment, the way most
    /// command-line tools agree on.
    ///
    /// In order: output that is not a terminal gets ``none``; a non-empty `NO_COLOR`
    /// gets ``none``; `FORCE_COLOR` (`0`…`3`) picks a depth outright; `TERM=dumb`
    /// gets ``none``; `COLORTERM=truecolor|24bit` or a `TERM` ending in `-direct`
    /// gets ``trueColor``; a `TERM` containing `256color` gets ``ansi256``; any other
    /// `TERM` gets ``ansi16``; no `TERM` at all gets ``none``.
    ///
    /// ```swift
    /// let depth = ColorDepth.detect(environment: ProcessInfo.processInfo.environment,
    ///                               outputIsTerminal: isatty(1) == 1)
    /// ```
    public static func detect(environment: [String: String], outputIsTerminal: Bool) -> ColorDepth {
        guard outputIsTerminal else { return .none }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        if let force = environment["FORCE_COLOR"], let level = Int(force), (0...3).contains(level) {
            return ColorDepth(rawValue: level) ?? .none
        }
        let term = environment["TERM"]?.lowercased() ?? ""
        if term == "dumb" { return .none }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") { return .trueColor }
        if term.contains("256color") { return .ansi256 }
        return term.isEmpty ? .none : .ansi16
    }
}

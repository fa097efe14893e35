public import Foundation
public import HaapiScreenKit

/// Whether a terminal shows light or dark screens by default: what the terminal says
/// of its background in `COLORFGBG` (set by rxvt, Konsole, iTerm2 and others: `"15;0"`
/// is light text on black), light when it says nothing.
public enum TerminalAppearance {
    /// The appearance `environment` suggests (`COLORFGBG`'s last field is the
    /// background colour: 0–6 and 8 are dark, 7 and 9–15 light).
    public static func detect(environment: [String: String] = ProcessInfo.processInfo.environment) -> Appearance {
        guard let value = environment["COLORFGBG"], let last = value.split(separator: ";").last,
              let background = Int(last), (0...15).contains(background)
        else { return .light }
        return (0...6).contains(background) || background == 8 ? .dark : .light
    }
}

public import HaapiScreenKit

/// A view tree drawn as lines of styled text, with the controls placed on them.
@MainActor
public struct FrameLayout {
    /// The lines, top first.
    public var lines: [StyledLine]
    /// The controls, in screen order.
    public var controls: [PlacedControl]
    /// The screen's background colour (the root view's), painted behind every line.
    public var background: ThemeColor?

    /// The lines as terminal text written by `encoder`, one string per line.
    public func encodedLines(_ encoder: ANSIEncoder, width: Int) -> [String] {
        lines.map { encoder.encode($0, screenBackground: background, width: width) }
    }

    /// The whole frame as terminal text written by `encoder`: every line followed by
    /// a line feed, written into one buffer.
    public func encodedFrame(_ encoder: ANSIEncoder, width: Int) -> String {
        var output = TerminalBytes(capacity: lines.count * (width + 64))
        for line in lines {
            encoder.write(line, screenBackground: background, width: width, to: &output)
            output.append("\n")
        }
        return output.text
    }

    /// The lines as plain text, joined with line breaks.
    public var plainText: String {
        lines.map(\.text).joined(separator: "\n")
    }

    /// The control with `number`, if any.
    public func control(numbered number: Int) -> PlacedControl? {
        controls.first { $0.number == number }
    }
}

/// What a layout depends on besides the views.
public struct LayoutOptions: Sendable {
    /// The columns available.
    public var width: Int
    /// Whether the screen is redrawn in place and keys go to a focused control
    /// (shows the focus marker and the text cursor).
    public var isInteractive: Bool
    /// The texts of the renderer's own words ("Loading"), in the flow's language
    /// (with the terminal's words registered, see ``HaapiScreenKit/ScreenKitModule/terminal``).
    public var themeRegistry: ThemeRegistry {
        didSet { themeRegistry = themeRegistry.withTerminalWords }
    }
    /// Which frame of animations (the loading spinner) to draw.
    public var tick: Int
    /// Whether each control says its role and state in words, with no decoration (line
    /// mode, `--plain`, which a screen reader reads): "Sign In, button",
    /// "I agree, checkbox, not checked", "Password, password field, required", a progress
    /// bar as "Progress: 40 percent".
    public var speaksRoles = false

    /// Creates options.
    public init(width: Int = 80, isInteractive: Bool = false, themeRegistry: ThemeRegistry = .standard, tick: Int = 0) {
        self.width = max(width, 20)
        self.isInteractive = isInteractive
        self.themeRegistry = themeRegistry.withTerminalWords
        self.tick = tick
    }
}

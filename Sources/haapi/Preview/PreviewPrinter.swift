import HaapiRecording
import HaapiTerminal
import HaapiUI

/// Writes what `haapi preview` shows: each screen as the terminal draws it (not
/// interactive), under a rule with its caption, then the not-shown lists.
@MainActor
struct PreviewPrinter {
    let encoder: ANSIEncoder
    let width: Int
    let themeRegistry: ThemeRegistry
    /// Everything written so far.
    private(set) var output = ""

    init(encoder: ANSIEncoder, width: Int, themeRegistry: ThemeRegistry) {
        self.encoder = encoder
        self.width = max(width, 20)
        self.themeRegistry = themeRegistry
    }

    /// Prints a recording: its steps, and a line for each response that is not a screen, in order.
    mutating func show(_ folder: PreviewRecording, _ steps: [PreviewedStep]) {
        var remaining = steps[...]
        for entry in folder.entries {
            switch entry {
            case .document:
                if let step = remaining.popFirst() { show(step) }
            case .skipped(let note):
                safeLine(note)
                line("")
            }
        }
    }

    /// Prints the screens of one document, and what the flow did instead of a screen.
    mutating func show(_ step: PreviewedStep) {
        for screen in step.screens {
            rule(screen.caption)
            let layout = FrameLayouter(options: LayoutOptions(width: width, themeRegistry: themeRegistry)).layout(screen.root, focus: nil)
            for text in layout.encodedLines(encoder, width: width) { line(text) }
            line("")
        }
        for note in step.notes {
            rule("\(step.document.name): \(step.document.kind)")
            safeLine(note)
            line("")
        }
    }

    /// Prints the strings on no screen (or that everything is shown), then those left out on purpose.
    mutating func report(_ steps: [PreviewedStep]) {
        let missing = steps.flatMap(\.notShown)
        let omitted = steps.flatMap(\.deliberatelyNotShown)
        if missing.isEmpty {
            line(steps.count > 1 ? "Everything the documents hold is on screen." : "Everything the document holds is on screen.")
        } else {
            line(encoder.encode("Not shown (\(missing.count)):", TextAttributes(isBold: true)))
            for string in missing { safeLine("  \(string)") }
        }
        guard !omitted.isEmpty else { return }
        line("Deliberately not shown (\(omitted.count)):")
        for string in omitted {
            safeLine("  \(string.document): \(string.string)")
            line("    \(string.rule.name): \(string.rule.reason)")
        }
    }

    /// The caption after `── `, broken at spaces to fit the width, and a rule to the width after it.
    private mutating func rule(_ caption: String) {
        var lines = [String]()
        var current = "──"
        for word in TerminalText.sanitizeLine(caption).split(separator: " ") {
            let word = DisplayWidth.prefix(String(word), columns: width - 3)
            if DisplayWidth.of(current) + 1 + DisplayWidth.of(word) > width - 4, current != "──" {
                lines.append(current)
                current = "  " + word
            } else {
                current += " " + word
            }
        }
        current += " " + String(repeating: "─", count: max(3, width - DisplayWidth.of(current) - 1))
        for text in lines + [current] { line(encoder.encode(text, TextAttributes(isBold: true))) }
    }

    /// A line of text that may hold server-provided strings, made safe for a terminal.
    private mutating func safeLine(_ text: String) {
        line(TerminalText.sanitizeLine(text))
    }

    private mutating func line(_ text: String) {
        output += text + "\n"
    }
}

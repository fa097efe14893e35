import BenchmarkSupport
import Foundation
import HaapiHTML
import HaapiTerminal
import HaapiUI

// Writes what the step pipeline makes of every recorded fixture shown as a screen — its
// HTML page (system, dark), its fragment, and its terminal frame at three colour depths —
// into the folder named by the first argument, one file each, so that the outputs of two
// commits can be compared byte for byte (`cmp -r`, `diff -r`).
guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: PipelineOutputs FOLDER\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true)
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

@MainActor
func writeOutputs() throws {
    let renderer = HTMLPageRenderer()
    let encoders: [(String, LayoutOptions, ANSIEncoder)] = [
        ("truecolor-80", LayoutOptions(width: 80, isInteractive: true), ANSIEncoder(colorDepth: .trueColor, usesTextStyles: true)),
        ("256-60", LayoutOptions(width: 60), ANSIEncoder(colorDepth: .ansi256, usesTextStyles: true)),
        ("16-100", LayoutOptions(width: 100, isInteractive: true), ANSIEncoder(colorDepth: .ansi16, usesTextStyles: false)),
        ("plain-40", LayoutOptions(width: 40), .plain),
    ]
    for name in documentFixtureNames() {
        guard let document = try? stepDecoder.decode(fixtureBytes(name)), let tree = screen(for: document) else { continue }
        func write(_ text: String, _ suffix: String) throws {
            try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).\(suffix)"))
        }
        for scheme in HTMLColorScheme.allCases {
            let context = HTMLPageContext(
                title: "Sign in <&>", nonce: "n", csrfToken: "c\"srf", formAction: "/login", scriptPath: "/haapi.js",
                refreshSeconds: 3, colorScheme: scheme, scriptData: HTMLScriptData(version: 2))
            try write(renderer.page(tree, context: context), "\(scheme).html")
            try write(renderer.fragment(tree, context: context), "\(scheme).fragment.html")
        }
        for (suffix, options, encoder) in encoders {
            let layout = FrameLayouter(options: options).layout(tree, focus: nil)
            try write(layout.encodedLines(encoder, width: options.width).joined(separator: "\n"), suffix + ".term")
        }
    }
}
try writeOutputs()

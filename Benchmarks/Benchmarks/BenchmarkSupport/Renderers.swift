import HaapiHTML
import HaapiTerminal
import HaapiUI

/// A view tree laid out and encoded as an 80-column interactive terminal frame in true colour.
@MainActor
public struct TerminalFrameEncoder {
    private let layouter = FrameLayouter(options: LayoutOptions(width: 80, isInteractive: true))
    private let encoder = ANSIEncoder(colorDepth: .trueColor, usesTextStyles: true)

    public init() {}

    /// The number of UTF-8 bytes of `root`'s encoded frame (its lines, each ended by a line feed).
    public func encodedSize(_ root: View) -> Int {
        layouter.layout(root, focus: nil).encodedFrame(encoder, width: 80).utf8.count
    }
}

/// A view tree rendered as a whole HTML page, as the web host serves it.
public struct HTMLPageEncoder: Sendable {
    private let renderer = HTMLPageRenderer()
    private let context = HTMLPageContext(title: "Sign in", nonce: "bench-nonce", csrfToken: "bench-csrf", formAction: "/login")

    public init() {}

    /// The number of UTF-8 bytes of `root`'s page.
    @MainActor
    public func encodedSize(_ root: View) -> Int {
        renderer.page(root, context: context).utf8.count
    }
}

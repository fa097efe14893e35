/// A run of text with one set of attributes.
public struct StyledSpan: Sendable, Hashable {
    /// The text, free of control characters.
    public var text: String
    /// How it looks.
    public var attributes: TextAttributes

    /// Creates a span.
    public init(_ text: String, _ attributes: TextAttributes = .plain) {
        self.text = text
        self.attributes = attributes
    }
}

/// One line of a drawn screen: spans left to right.
public struct StyledLine: Sendable, Hashable {
    /// The spans, left to right.
    public var spans: [StyledSpan]

    /// Creates a line.
    public init(_ spans: [StyledSpan] = []) {
        self.spans = spans
    }

    /// The text without attributes.
    public var text: String { spans.map(\.text).joined() }

    /// The number of terminal columns the line takes.
    public var width: Int {
        // Without joining the spans when every one is printable ASCII (one column a byte).
        var columns = 0
        for span in spans {
            guard let width = DisplayWidth.printableASCIIWidth(span.text) else { return DisplayWidth.of(text) }
            columns += width
        }
        return columns
    }
}

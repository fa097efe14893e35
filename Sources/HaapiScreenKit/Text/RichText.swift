/// Text with paragraphs, bold words and links, for the long texts of a screen (a
/// licence agreement, a consent page's details); a ``Label`` shows it through
/// ``Label/richText``.
///
/// Build it from the small markup an app's configuration gives (see
/// ``init(markup:)``), or from its parts:
///
/// ```swift
/// let terms = RichText(markup: """
///     You agree to the **terms** below.
///
///     Read the [privacy notice](https://example.com/privacy).
///     """)
/// let same = RichText(paragraphs: [
///     [.text("You agree to the "), .bold("terms"), .text(" below.")],
///     [.text("Read the "), .link(text: "privacy notice", url: "https://example.com/privacy"), .text(".")],
/// ])
/// assert(terms == same)
/// ```
public struct RichText: Sendable, Hashable {
    /// A piece of a paragraph.
    public enum Run: Sendable, Hashable {
        /// Plain text.
        case text(String)
        /// Bold text.
        case bold(String)
        /// A link: the words shown and where they lead (`http`, `https` or `mailto`;
        /// renderers show any other URL's words as plain text).
        case link(text: String, url: String)
        /// A line break inside the paragraph.
        case lineBreak

        /// The words of the run as plain text (a link's words without its URL).
        public var plainText: String {
            switch self {
            case .text(let text), .bold(let text), .link(let text, _): text
            case .lineBreak: "\n"
            }
        }
    }

    /// The paragraphs, each a list of runs.
    public var paragraphs: [[Run]]

    /// Creates rich text from its paragraphs.
    public init(paragraphs: [[Run]]) {
        self.paragraphs = paragraphs
    }

    /// The text without its styling: paragraphs separated by an empty line, links by
    /// their words. A ``Label`` showing rich text holds this as its `text`.
    public var plainText: String {
        paragraphs.map { $0.map(\.plainText).joined() }.joined(separator: "\n\n")
    }

    /// The URL schemes a link may have: `http`, `https` and `mailto`.
    public static let linkSchemes: Set<String> = ["http", "https", "mailto"]

    /// Whether `url` may be a link's target: it starts with one of ``linkSchemes``
    /// followed by `:` (`//` for `http` and `https`) and holds no spaces or control characters.
    public static func allowsLink(to url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":"), colon > url.startIndex else { return false }
        let scheme = url[..<colon].lowercased()
        guard linkSchemes.contains(scheme) else { return false }
        let rest = url[url.index(after: colon)...]
        if scheme != "mailto", !rest.hasPrefix("//") { return false }
        guard rest.count > (scheme == "mailto" ? 0 : 2) else { return false }
        return !url.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}

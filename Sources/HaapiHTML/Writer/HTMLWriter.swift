/// A small HTML5 writer: elements, attributes and text, every value escaped for
/// where it goes.
///
/// Why not a template engine: a page must escape data correctly in two contexts,
/// element text and attribute values, and a template engine that escapes only one
/// of them (or trusts the template author to pick the right filter) is how
/// injections happen. Of the engines available to this package only swift-mustache
/// escapes dependably, and its text escaping still needs the template to quote
/// every attribute. The grammar HaapiHTML needs — a fixed set of elements and
/// attributes whose names come from this module's source — is small enough that
/// writing it is shorter and easier to check than a dependency:
///
/// - Tag and attribute names are `StaticString`s: literals in source, never data.
///   Attributes named `style` or `on…` (event handlers) are never written, even when
///   asked for.
/// - Attribute values are always double-quoted and escaped with
///   ``HTMLEscaping/attribute(_:)``; text is escaped with ``HTMLEscaping/text(_:)``.
/// - The writer never emits `style=` or `on…=` attributes, nor script content: the
///   only raw content it takes is the page's generated stylesheet,
///   which it refuses when it holds a `<`.
///
/// ```swift
/// var writer = HTMLWriter()
/// writer.open("p", ["class": "hui-label"])
/// writer.text(serverText)
/// writer.close("p")
/// ```
public struct HTMLWriter: Sendable {
    /// What was written so far.
    public private(set) var output = ""

    /// Creates an empty writer.
    public init() {
        output.reserveCapacity(4096)
    }

    /// Writes the HTML5 doctype.
    public mutating func doctype() {
        output += "<!DOCTYPE html>\n"
    }

    /// Writes a start tag with `attributes` in the order given. A `nil` value leaves
    /// the attribute out; an empty string writes a boolean attribute (`disabled`).
    public mutating func open(_ tag: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        startTag(tag, attributes)
        output += ">"
    }

    /// Writes a start tag with `attributes` (a list built at run time).
    public mutating func open(_ tag: StaticString, attributes: [(StaticString, String?)]) {
        output += "<"
        output += tag.description
        for (name, value) in attributes { attribute(name, value) }
        output += ">"
    }

    /// Writes an element that has no end tag (`input`, `img`, `meta`, `link`).
    public mutating func void(_ tag: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        startTag(tag, attributes)
        output += ">"
    }

    /// Writes an element that has no end tag, with a list of attributes built at run time.
    public mutating func void(_ tag: StaticString, attributes: [(StaticString, String?)]) {
        open(tag, attributes: attributes)
    }

    /// Writes an end tag.
    public mutating func close(_ tag: StaticString) {
        output += "</"
        output += tag.description
        output += ">"
    }

    /// Writes `text`, escaped for element content.
    public mutating func text(_ text: String) {
        output += HTMLEscaping.text(text)
    }

    /// Writes `text` isolated for bidi in a `<bdi>` element (see ``ServerText``).
    public mutating func isolatedText(_ text: String) {
        output += "<bdi>"
        output += HTMLEscaping.text(text)
        output += "</bdi>"
    }

    /// Writes a whole element holding `text` (escaped).
    public mutating func element(_ tag: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], text: String) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }

    /// Writes a line break between block elements (only for readability of the source).
    public mutating func newline() {
        output += "\n"
    }

    /// Writes a generated stylesheet as the content of a `<style>` element.
    ///
    /// - Returns: `false`, writing nothing, when `css` holds a `<` (which could end
    ///   the element); HaapiHTML's stylesheet writer never produces one.
    @discardableResult
    mutating func rawStylesheet(_ css: String) -> Bool {
        guard let text = StyleText(css) else { return false }
        stylesheet(text)
        return true
    }

    /// Writes a stylesheet checked before (the theme's, once for every page).
    mutating func stylesheet(_ text: StyleText) {
        output += text.css
    }

    private mutating func startTag(_ tag: StaticString, _ attributes: KeyValuePairs<StaticString, String?>) {
        output += "<"
        output += tag.description
        for (name, value) in attributes { attribute(name, value) }
    }

    private mutating func attribute(_ name: StaticString, _ value: String?) {
        guard let value, Self.isAllowed(name) else { return }
        output += " "
        output += name.description
        guard !value.isEmpty else { return }
        output += "=\""
        output += HTMLEscaping.attribute(value)
        output += "\""
    }

    /// Whether an attribute may be written: not `style`, not an event handler (`on…`).
    static func isAllowed(_ name: StaticString) -> Bool {
        name.withUTF8Buffer { bytes in
            // Compared in place, ignoring ASCII case (the writer checks every attribute it writes).
            func lowered(_ index: Int) -> UInt8 { bytes[index] | 0x20 }
            if bytes.count >= 2, lowered(0) == UInt8(ascii: "o"), lowered(1) == UInt8(ascii: "n") { return false }
            return !(bytes.count == 5 && "style".utf8.enumerated().allSatisfy { lowered($0.offset) == $0.element })
        }
    }
}

/// CSS that cannot end its `<style>` element: it holds no `<`.
struct StyleText: Sendable {
    let css: String

    /// `css`, when it holds no `<`.
    init?(_ css: String) {
        guard css.allUTF8Bytes({ $0 != UInt8(ascii: "<") }) else { return nil }
        self.css = css
    }
}

/// A small HTML5 writer: elements, attributes and text, every value escaped for
/// where it goes, written as UTF-8 bytes into one growing buffer.
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
/// - Attribute values are always double-quoted and escaped as
///   ``HTMLEscaping/attribute(_:)`` escapes them; text as ``HTMLEscaping/text(_:)``
///   does — straight into the buffer, without a `String` in between.
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
    /// The UTF-8 bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// What was written so far, as text (made from ``bytes`` each time it is read).
    public var output: String { String(decoding: bytes, as: UTF8.self) }

    /// Creates an empty writer.
    public init() {
        self.init(capacity: 4096)
    }

    /// Creates an empty writer with room for `capacity` bytes.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Writes the HTML5 doctype.
    public mutating func doctype() {
        raw("<!DOCTYPE html>\n")
    }

    /// Writes a start tag with `attributes` in the order given. A `nil` value leaves
    /// the attribute out; an empty string writes a boolean attribute (`disabled`).
    public mutating func open(_ tag: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        raw("<")
        raw(tag)
        for (name, value) in attributes { attribute(name, value) }
        raw(">")
    }

    /// Writes a start tag with `attributes` (a list built at run time).
    public mutating func open(_ tag: StaticString, attributes: [(StaticString, String?)]) {
        raw("<")
        raw(tag)
        for (name, value) in attributes { attribute(name, value) }
        raw(">")
    }

    /// Writes an element that has no end tag (`input`, `img`, `meta`, `link`).
    public mutating func void(_ tag: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        open(tag, attributes)
    }

    /// Writes an element that has no end tag, with a list of attributes built at run time.
    public mutating func void(_ tag: StaticString, attributes: [(StaticString, String?)]) {
        open(tag, attributes: attributes)
    }

    /// Writes an end tag.
    public mutating func close(_ tag: StaticString) {
        raw("</")
        raw(tag)
        raw(">")
    }

    /// Writes `text`, escaped for element content.
    public mutating func text(_ text: String) {
        HTMLEscaping.append(text, quotes: false, to: &bytes)
    }

    /// Writes `text` isolated for bidi in a `<bdi>` element (see `ServerText`).
    public mutating func isolatedText(_ text: String) {
        raw("<bdi>")
        HTMLEscaping.append(text, quotes: false, to: &bytes)
        raw("</bdi>")
    }

    /// Writes a whole element holding `text` (escaped).
    public mutating func element(_ tag: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], text: String) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }

    /// Writes a line break between block elements (only for readability of the source).
    public mutating func newline() {
        raw("\n")
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
        bytes.append(contentsOf: text.bytes)
    }

    /// Writes what `other` wrote (a renderer's fixed parts, written once).
    mutating func append(_ other: HTMLWriter) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Writes what `other` wrote at `offset` of what was written: a page's own styles,
    /// known only once its body is written, into its `<style>` element.
    mutating func insert(_ other: HTMLWriter, at offset: Int) {
        bytes.insert(contentsOf: other.bytes, at: offset)
    }

    private mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func attribute(_ name: StaticString, _ value: String?) {
        guard let value, Self.isAllowed(name) else { return }
        raw(" ")
        raw(name)
        guard !value.isEmpty else { return }
        raw("=\"")
        HTMLEscaping.append(value, quotes: true, to: &bytes)
        raw("\"")
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
    /// The UTF-8 bytes of ``css``, made once for every page that writes them.
    let bytes: [UInt8]

    /// `css`, when it holds no `<`.
    init?(_ css: String) {
        guard css.allUTF8Bytes({ $0 != UInt8(ascii: "<") }) else { return nil }
        self.css = css
        self.bytes = Array(css.utf8)
    }
}

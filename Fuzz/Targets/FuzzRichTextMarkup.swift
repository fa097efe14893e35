// libFuzzer target: HaapiScreenKit's rich-text markup reader (compiled with
// Sources/HaapiScreenKit/Text by Fuzz/run). Any text is read (unknown markup stays literal);
// none may crash, and what is read must keep its shape: no empty paragraph, no line
// break at a paragraph's edge, and only links that are allowed.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRichTextMarkup(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let markup = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let text = RichText(markup: markup)
    for paragraph in text.paragraphs {
        precondition(!paragraph.isEmpty, "an empty paragraph")
        precondition(paragraph.first != .lineBreak && paragraph.last != .lineBreak, "a line break at a paragraph's edge")
        for run in paragraph {
            if case .link(let words, let url) = run {
                precondition(RichText.allowsLink(to: url), "a link that is not allowed: \(url)")
                precondition(!words.isEmpty, "a link without words")
            }
        }
    }
    // Reading is deterministic.
    precondition(RichText(markup: markup) == text, "the same markup read two ways")
    return 0
}

import HaapiHTML
import Testing

@Suite("Escaping text and attribute values")
struct EscapingTests {
    @Test func textEscapesMarkup() {
        #expect(HTMLEscaping.text("a < b && c > d") == "a &lt; b &amp;&amp; c &gt; d")
        #expect(HTMLEscaping.text("<script>alert(1)</script>") == "&lt;script&gt;alert(1)&lt;/script&gt;")
        #expect(HTMLEscaping.text("\"quoted\" 'single'") == "\"quoted\" 'single'")
        #expect(HTMLEscaping.text("&amp;") == "&amp;amp;")
    }

    @Test func attributeEscapesQuotesToo() {
        #expect(HTMLEscaping.attribute("\"><img src=x onerror=alert(1)>") == "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;")
        #expect(HTMLEscaping.attribute("it's") == "it&#39;s")
        #expect(HTMLEscaping.attribute("a&b") == "a&amp;b")
    }

    @Test func controlsAndBidiFormattingAreDropped() {
        #expect(HTMLEscaping.text("abc\u{202E}fed") == "abcfed")
        #expect(HTMLEscaping.attribute("x\u{2066}y\u{2069}\u{202A}z") == "xyz")
        #expect(HTMLEscaping.text("nul\u{0}bell\u{7}del\u{7F}c1\u{85}") == "nulbelldelc1")
        #expect(HTMLEscaping.text("line\nnext\ttab") == "line\nnext\ttab")
        // Marks that affect only neighbouring neutrals stay, and so does right-to-left text.
        #expect(ServerText.cleaned("\u{200F}שלום") == "\u{200F}שלום")
    }

    @Test func writerQuotesEveryAttributeAndEscapesText() {
        var writer = HTMLWriter()
        writer.open("p", ["class": "a\"b", "title": "<x>", "hidden": "", "absent": nil])
        writer.text("<b>&</b>")
        writer.close("p")
        #expect(writer.output == "<p class=\"a&quot;b\" title=\"&lt;x&gt;\" hidden>&lt;b&gt;&amp;&lt;/b&gt;</p>")
    }

    @Test func isolatedTextIsWrappedInBdi() {
        var writer = HTMLWriter()
        writer.isolatedText("\u{202E}evil")
        #expect(writer.output == "<bdi>evil</bdi>")
    }

    @Test func writerNeverWritesStyleOrHandlerAttributes() {
        var writer = HTMLWriter()
        writer.open("p", ["onclick": "alert(1)", "OnLoad": "x", "style": "color:red", "STYLE": "x", "open": "", "class": "ok"])
        #expect(writer.output == "<p open class=\"ok\">")
    }

    @Test func plainTextIsHandedBackAsIs() {
        let text = String(repeating: "plain words, digits 123 and ünïcödé ", count: 100)
        #expect(HTMLEscaping.text(text) == text)
        #expect(HTMLEscaping.attribute(text) == text)
        // Characters after a lead byte of the careful path are still kept.
        #expect(HTMLEscaping.text("“quoted” – ¡sí!") == "“quoted” – ¡sí!")
    }
}

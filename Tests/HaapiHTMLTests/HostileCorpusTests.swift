import Foundation
import HaapiGraphics
import HaapiHTML
import HaapiModel
import HaapiUI
import Testing

/// Server text meant to break out of its place, rendered through the real stock
/// screens: the page must stay one well-formed form with one script.
@MainActor
@Suite("Hostile server text through stock screens")
struct HostileCorpusTests {
    static let long = String(repeating: "W", count: 10_000)
    static let hostile = [
        "<script>alert(1)</script>",
        "\"><img src=x onerror=alert(1)>",
        "'><svg onload=alert(1)>",
        "javascript:alert(document.cookie)",
        "</style><script>alert(1)</script>",
        "*/ body { display: none } /*",
        "</form><form action=\"https://evil.example\">",
        "<!-- comment --> &amp; &lt;",
        "\u{202E}gnp.exe\u{202C} and \u{2067}isolate",
        "nul\u{0}bell\u{7}",
        long,
    ]

    /// A form step whose every text is hostile, and a selector step, as JSON.
    static func documents() throws -> [[UInt8]] {
        func string(_ text: String) throws -> String {
            String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
        }
        let h = try hostile.map(string)
        let form = """
        {"type":"authentication-step",
         "messages":[{"text":\(h[0]),"classList":["heading"]},{"text":\(h[1]),"classList":["error"]},
                     {"text":\(h[4]),"classList":["info"]},{"text":\(h[8]),"classList":["warn"]},{"text":\(h[10])}],
         "links":[{"href":"https://login.example.com/forgot","rel":"forgot-password","title":\(h[2])},
                  {"href":"/register","rel":"register-create","title":\(h[3])},
                  {"href":"https://login.example.com/qr.png","rel":"qr","type":"image/png","title":\(h[1])}],
         "actions":[{"template":"form","kind":"login","title":\(h[5]),
           "model":{"href":"/authn","method":"POST","type":"application/x-www-form-urlencoded","actionTitle":\(h[6]),
             "fields":[{"name":"userName","type":"username","label":\(h[0]),"placeholder":\(h[1]),"value":\(h[1])},
                       {"name":"password","type":"password","label":\(h[2]),"placeholder":\(h[7])},
                       {"name":"accept","type":"checkbox","label":\(h[4]),"value":"yes"},
                       {"name":"country","type":"select","label":\(h[9]),
                        "options":[{"label":\(h[0]),"value":"a"},{"label":\(h[10]),"value":"b"}]}]}}]}
        """
        let selector = """
        {"type":"authentication-step",
         "actions":[{"template":"selector","kind":"authenticator-selector","title":\(h[1]),
           "model":{"options":[
             {"template":"form","kind":"select-authenticator","title":\(h[0]),
              "model":{"href":"/a","method":"GET","actionTitle":\(h[3])}},
             {"template":"form","kind":"select-authenticator","title":\(h[10]),
              "model":{"href":"/b","method":"GET","actionTitle":\(h[8])}}]}}]}
        """
        return [Array(form.utf8), Array(selector.utf8)]
    }

    @Test func noMarkupEscapesItsPlace() throws {
        let renderer = HTMLPageRenderer()
        for (index, document) in try Self.documents().enumerated() {
            let root = try StockDocuments.run(json: document).container.view
            let html = renderer.page(root, context: TestPage.context)
            let parsed = ParsedHTML(html)
            TestPage.expectSafe(html, parsed, "document \(index)")
            #expect(html.ranges(of: "<script").count == 1, "only the page's own script")
            #expect(!html.contains("<img src=x"))
            #expect(!html.contains("<svg"))
            #expect(!html.contains("</form><form"))
            #expect(!html.contains("<!-- comment"))
            #expect(!html.contains("\u{202E}") && !html.contains("\u{2067}") && !html.contains("\u{0}"))
            #expect(!html.contains("href=\"javascript"))
            #expect(parsed.all("form").count == 1)
            #expect(parsed.first("form")?.attribute("action") == "/login/step")
            // Escaped, yet still shown: nothing from the server is dropped.
            #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(html.contains(Self.long), "the 10 000-character text is all there")
            #expect(parsed.styleText.contains("overflow-wrap:anywhere"))
            // Every submit button names a control of the screen.
            let controls = ScreenControls(root: root)
            for button in parsed.all("button") {
                let value = try #require(button.attribute("value"))
                #expect(controls[id: ControlID(rawValue: value)] != nil)
            }
        }
    }

    @Test func hostileThemeTextStaysInsideItsCSSString() throws {
        let standard = Theme.standard
        var appearances = standard.textAppearances
        appearances["hui_body"] = TextStyle(fontFamily: "</style><script>alert(1)</script>*/}body{display:none}/*\"'", size: 16)
        appearances["x</style>"] = TextStyle(size: 12)
        var colors = standard.colors
        colors["a;}</style>"] = SemanticColor(ThemeColor(red: 1, green: 2, blue: 3))
        let theme = try Theme(colors: colors, dimensions: standard.dimensions, textAppearances: appearances, styles: standard.styles)
        let renderer = HTMLPageRenderer(themeRegistry: ThemeRegistry(theme: theme))
        let root = StackView(identifier: "rootStackView")
        root.addArrangedSubview(Label(text: "x"))
        let html = renderer.page(root, context: TestPage.context)
        let parsed = ParsedHTML(html)
        TestPage.expectSafe(html, parsed)
        #expect(!parsed.styleText.contains("</"))
        #expect(!parsed.styleText.contains("*/}"))
        #expect(!parsed.styleText.contains("body{display:none}"))
        #expect(parsed.styleText.contains("--hui-c-a____style_:#010203"))
    }
}

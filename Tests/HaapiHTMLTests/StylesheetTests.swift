import Foundation
@testable import HaapiHTML
import HaapiUI
import Testing

@Suite("Theme as CSS")
struct StylesheetTests {
    let sheet = HTMLStylesheet(theme: .standard)

    @Test func coloursAreCustomPropertiesWithDarkValues() throws {
        let css = sheet.css(for: .system)
        #expect(css.contains("--hui-c-hui_background:#FFFFFF"))
        let dark = try #require(css.range(of: "@media (prefers-color-scheme: dark)"))
        #expect(css[dark.upperBound...].contains("--hui-c-hui_background:#121212"))
        #expect(sheet.css(for: .dark).contains("--hui-c-hui_background:#121212"))
        #expect(!sheet.css(for: .light).contains("prefers-color-scheme"))
        #expect(css.contains("--hui-d-hui_spacing_medium:16px"))
        #expect(css.contains("--hui-f-hui_button:600 16px/1.4"))
    }

    /// The theme's sheet is checked once for a `<` that could end its element; the
    /// styles a page adds are checked as they are written.
    @Test func aStylesheetThatCouldEndItsElementIsNotWritten() {
        #expect(StyleText("a{color:red}")?.css == "a{color:red}")
        #expect(StyleText("a{}</style><script>x</script>") == nil)
        var writer = HTMLWriter()
        let refused = writer.rawStylesheet("</style>")
        let written = writer.rawStylesheet("b{}")
        #expect(!refused && written && writer.output == "b{}")
        let sheet = HTMLStylesheet(theme: .standard)
        #expect(sheet.checkedCSS(for: .dark)?.css == sheet.css(for: .dark))
    }

    @Test func componentsAreClassesUsingTheProperties() {
        let css = sheet.css(for: .system)
        #expect(sheet.className(for: .primaryButton) == "hui-t-PrimaryButton")
        #expect(css.contains(".hui-t-PrimaryButton{background-color:var(--hui-c-hui_accent);color:var(--hui-c-hui_on_accent)"))
        #expect(css.contains(".hui-t-InputTextField::placeholder{color:var(--hui-c-hui_text_secondary)}"))
        #expect(css.contains(".hui-t-InputTextField-error{color:var(--hui-c-hui_error)}"))
        #expect(css.contains(":focus-visible{outline:3px solid"))
        #expect(css.contains("overflow-wrap:anywhere"))
    }

    @Test @MainActor func viewsGetTheClassOfTheirStyle() throws {
        let registry = ThemeRegistry.standard
        let button = Button(identifier: "b", type: .primary, title: "Go") {}
        button.style = registry.style(for: .primaryButton)
        let dark = Button(identifier: "d", type: .secondary, title: "Back") {}
        dark.style = registry.style(for: .secondaryButton, appearance: .dark)
        let root = StackView(identifier: "rootStackView")
        root.addArrangedSubview(button)
        root.addArrangedSubview(dark)
        let parsed = TestPage.render(root).parsed
        #expect(parsed.first("button") { $0.attribute("value") == "b" && !$0.classes.contains("hui-visually-hidden") }?
            .classes.contains("hui-t-PrimaryButton") == true)
        #expect(parsed.first("button") { $0.attribute("value") == "d" }?.classes.contains("hui-t-SecondaryButton") == true)
    }
}

import HaapiHTML
import HaapiTesting
import HaapiUI
import Testing

/// A right-to-left page: `dir="rtl"` on the document, texts isolated, and a code (a user
/// code to type elsewhere) kept left to right inside it.
@MainActor
@Suite("Right-to-left pages")
struct RightToLeftRenderingTests {
    @Test func aCodeReadsLeftToRightOnARightToLeftPage() {
        let root = StackView(identifier: "root")
        root.addArrangedSubview(MessageView(style: .info, text: "أدخل الرمز"))
        root.addArrangedSubview(MessageView(style: .usercode, text: "1234-5678"))
        var context = TestPage.context
        context.languageTag = "ar"
        context.direction = .rtl
        let html = TestPage.render(root, context: context).html
        #expect(html.contains(#"<html lang="ar" dir="rtl">"#))
        #expect(html.contains(#"dir="ltr"><bdi>1234-5678</bdi>"#), "the code's paragraph is left to right")
        #expect(html.contains("<bdi>أدخل الرمز</bdi>") && !html.contains(#"dir="ltr"><bdi>أدخل"#), "the other texts follow the page")
    }
}

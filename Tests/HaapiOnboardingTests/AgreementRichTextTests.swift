import HaapiOnboarding
import HaapiUI
import Testing

/// The licence agreement and the consent pages read their text as rich-text markup.
@MainActor
@Suite struct AgreementRichTextTests {
    static let markup = "You agree to the **terms**.\n\nRead [the notice](https://example.com/notice)."
    static let paragraphs: [[RichText.Run]] = [
        [.text("You agree to the "), .bold("terms"), .text(".")],
        [.text("Read "), .link(text: "the notice", url: "https://example.com/notice"), .text(".")],
    ]

    @Test func theAgreementShowsParagraphsBoldAndLinks() throws {
        let screen = EULAViewController(themeRegistry: try onboardingRegistry())
        screen.eulaText = Self.markup
        screen.loadViewIfNeeded()
        #expect(screen.eulaTextView.richText?.paragraphs == Self.paragraphs)
        #expect(ScreenText(screen.view).shows("You agree to the terms."))
        #expect(screen.confirmButton.isEnabled)
        screen.eulaText = "**"
        #expect(screen.eulaTextView.text == "**", "markup that does not pair up shows as written")
    }

    @Test func aConsentPageShowsItsBodyAsRichText() throws {
        let page = UserConsentPageViewController(
            themeRegistry: try onboardingRegistry(), page: UserConsentPage(title: "Data Privacy", body: Self.markup))
        page.loadViewIfNeeded()
        #expect(page.bodyLabel.richText?.paragraphs == Self.paragraphs)
        page.page = UserConsentPage(title: "Other", body: "Plain words.")
        #expect(page.bodyLabel.richText?.paragraphs == [[.text("Plain words.")]])
    }
}

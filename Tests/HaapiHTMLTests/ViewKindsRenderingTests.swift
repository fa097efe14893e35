import Foundation
import HaapiFlow
import HaapiGraphics
import HaapiHTML
import HaapiModel
import HaapiUI
import Testing

@MainActor
@Suite("Every view kind as HTML")
struct ViewKindsRenderingTests {
    func screen(_ views: View...) -> StackView {
        let root = StackView(identifier: "rootStackView")
        for view in views { root.addArrangedSubview(view) }
        return root
    }

    @Test func textFieldsHaveTypeNameLabelAndAutocomplete() throws {
        let cases: [(TextField, type: String, autocomplete: String?, inputMode: String?)] = [
            (TextField(identifier: "textField[password]", name: "password", label: "Password", isSecure: true), "password", "current-password", nil),
            (TextField(identifier: "textField[email]", name: "email", label: "E-mail", keyboard: .email), "email", "email", nil),
            (TextField(identifier: "textField[phone]", name: "phone", label: "Phone", keyboard: .phone), "tel", "tel", nil),
            (TextField(identifier: "textField[otp]", name: "otp", label: "Code", keyboard: .number), "text", "one-time-code", "numeric"),
            (TextField(identifier: "textField[site]", name: "site", label: "Site", keyboard: .url), "url", "url", nil),
            (TextField(identifier: "textField[userName]", name: "userName", label: "User", text: "demo"), "text", "username", nil),
        ]
        for (field, type, autocomplete, inputMode) in cases {
            let (html, parsed) = TestPage.render(screen(field))
            TestPage.expectSafe(html, parsed, field.name)
            let id = try #require(ScreenControls(root: field).ids.first)
            let input = try #require(parsed.first("input") { $0.attribute("name") == id.rawValue }, "\(field.name)")
            #expect(input.attribute("type") == type)
            #expect(input.attribute("autocomplete") == autocomplete)
            #expect(input.attribute("inputmode") == inputMode)
            let label = try #require(parsed.first("label"))
            #expect(label.attribute("for") == input.attribute("id"))
            #expect(label.text.contains(field.label ?? ""))
        }
    }

    @Test func passwordsAreNeverWrittenBack() {
        let field = TextField(identifier: "textField[password]", name: "password", label: "Password", text: "s3cret", isSecure: true)
        let (html, _) = TestPage.render(screen(field))
        #expect(!html.contains("s3cret"))
    }

    @Test func fieldErrorsAreTiedToTheirInput() throws {
        let field = TextField(identifier: "textField[userName]", name: "userName", label: "Username", placeholder: "Your name")
        field.errorText = "Unknown user"
        let (html, parsed) = TestPage.render(screen(field))
        TestPage.expectSafe(html, parsed)
        let input = try #require(parsed.first("input") { $0.attribute("name") == "textField-userName" })
        #expect(input.attribute("aria-invalid") == "true")
        #expect(input.attribute("placeholder") == "Your name")
        let describedBy = try #require(input.attribute("aria-describedby"))
        let error = try #require(parsed.element(id: describedBy))
        #expect(error.text.contains("Unknown user"))
        #expect(error.text.contains("Error:"))
    }

    @Test func buttonsLinksAndOptionsAreSubmitButtonsNamedByControl() throws {
        let button = Button(identifier: "button[0]", type: .primary, title: "Log in") {}
        let cancel = Button(identifier: "button[1]", type: .secondary, title: "Cancel", role: .cancel) {}
        let link = LinkView(identifier: "linkView[0]", title: "Forgot password?", href: "https://x.example/forgot") {}
        let picker = Picker(identifier: "picker[country]", name: "country", title: "Country",
                            options: [.init(title: "Sweden", value: "se"), .init(title: "Netherlands", value: "nl")], selectedIndex: 1)
        let root = screen(button, cancel, link, picker)
        let (html, parsed) = TestPage.render(root)
        TestPage.expectSafe(html, parsed)
        let controls = ScreenControls(root: root)
        let submits = parsed.all("button").filter { !$0.classes.contains("hui-visually-hidden") }
        #expect(submits.count == 5)
        for element in submits {
            #expect(element.attribute("type") == "submit")
            #expect(element.attribute("name") == HTMLFormContract.controlFieldName)
            let value = try #require(element.attribute("value"))
            #expect(controls[id: ControlID(rawValue: value)] != nil, "\(value) is a control of the screen")
        }
        #expect(submits.first { $0.attribute("value") == "picker-country.option-1" }?.attribute("aria-pressed") == "true")
        #expect(submits.first { $0.attribute("value") == "picker-country.option-0" }?.attribute("aria-pressed") == "false")
        #expect(parsed.first("legend")?.text.contains("Country") == true)
        // The first submit button of the form is the primary one (Enter presses it).
        #expect(parsed.first("button")?.attribute("value") == "button-0")
        #expect(parsed.all("a").isEmpty, "a HAAPI link is followed by the flow, not the browser")
    }

    @Test func checkboxesAreCheckboxInputs() throws {
        let box = Checkbox(identifier: "checkbox[terms]", name: "terms", title: "I agree", isChecked: true)
        let readOnly = Checkbox(identifier: "checkbox[fixed]", name: "fixed", title: "Fixed", isEnabled: false)
        let (html, parsed) = TestPage.render(screen(box, readOnly))
        TestPage.expectSafe(html, parsed)
        let input = try #require(parsed.first("input") { $0.attribute("name") == "checkbox-terms" })
        #expect(input.attribute("type") == "checkbox")
        #expect(input.has("checked"))
        #expect(parsed.first("label") { $0.attribute("for") == input.attribute("id") }?.text.contains("I agree") == true)
        #expect(parsed.first("input") { $0.attribute("id") == "hui-checkbox-fixed" }?.has("disabled") == true)
    }

    @Test func expandableViewsAreDetails() throws {
        let content = StackView(identifier: "instructions")
        content.addArrangedSubview(Label(identifier: "step", text: "Open the app"))
        let closed = ExpandableView(identifier: "help", title: "How?", contentView: content)
        let (html, parsed) = TestPage.render(screen(closed))
        TestPage.expectSafe(html, parsed)
        let details = try #require(parsed.first("details"))
        #expect(!details.has("open"))
        #expect(details.text.contains("Open the app"), "the browser opens it without a request")
        #expect(parsed.first("summary")?.text.contains("How?") == true)
        closed.setExpanded(true)
        #expect(TestPage.render(screen(closed)).parsed.first("details")?.has("open") == true)
    }

    @Test func aSizedPictureIsDrawnInItsBoxByThePagesOwnStylesheet() throws {
        let logo = ImageView(identifier: "logo", image: .named("https://cdn.example.com/logo.png"))
        logo.preferredSize = CGSize(width: 54, height: 27.4)
        let again = ImageView(identifier: "again", image: .named("https://cdn.example.com/logo.png"))
        again.preferredSize = CGSize(width: 54, height: 27)
        let huge = ImageView(identifier: "huge", image: .named("https://cdn.example.com/logo.png"))
        huge.preferredSize = CGSize(width: 90_000, height: -3)
        let plain = ImageView(identifier: "plain", image: .named("https://cdn.example.com/logo.png"))
        let (html, parsed) = TestPage.render(screen(logo, again, huge, plain))
        TestPage.expectSafe(html, parsed)
        let classes = parsed.all("img").map { $0.attribute("class") }
        #expect(classes == ["hui-z54x27", "hui-z54x27", "hui-z4096x1", nil])
        #expect(html.contains(".hui-image img.hui-z54x27{width:54px;height:27px;object-fit:contain}"))
        #expect(html.components(separatedBy: "img.hui-z54x27{").count == 2, "one rule for one size")
    }

    @Test func imagesHaveAltAndOnlyAllowedSources() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3])
        let qr = ImageView(identifier: "qr", image: .png(png), isQRCode: true)
        let remote = ImageView(identifier: "logo", image: .named("https://cdn.example.com/logo.png"))
        remote.accessibilityLabel = "Logo"
        let hostile = ImageView(identifier: "evil", image: .named("javascript:alert(1)"))
        hostile.accessibilityLabel = "Evil"
        let named = ImageView(identifier: "bankid", image: .named("bankid_logo"))
        let (html, parsed) = TestPage.render(screen(qr, remote, hostile, named))
        TestPage.expectSafe(html, parsed)
        let images = parsed.all("img")
        #expect(images.count == 2)
        #expect(images[0].attribute("src") == "data:image/png;base64," + png.base64EncodedString())
        #expect(images[0].attribute("alt") == "QR code")
        #expect(images[1].attribute("src") == "https://cdn.example.com/logo.png")
        #expect(images[1].attribute("alt") == "Logo")
        #expect(!html.contains("javascript:"))
        #expect(html.contains("[Evil]"), "a refused image shows its description")
        // A named image with a URL from the context.
        var context = TestPage.context
        context.namedImageURLs = ["bankid_logo": "/assets/bankid.svg"]
        let withAssets = TestPage.render(screen(named), context: context).parsed
        #expect(withAssets.first("img")?.attribute("src") == "/assets/bankid.svg")
        #expect(withAssets.first("img")?.attribute("alt") == "", "a picture without a description is decoration")
    }

    @Test func externalLinksOnlyWhenAllowed() throws {
        let allowed = LinkView(identifier: "open", title: "Open BankID", href: "bankid:///?autostarttoken=x")
        let refused = LinkView(identifier: "evil", title: "Click me", href: "javascript:alert(1)")
        let renderer = HTMLPageRenderer(urlPolicy: try URLPolicy(extraSchemes: ["bankid"]))
        let (html, parsed) = TestPage.render(screen(allowed, refused), renderer: renderer)
        TestPage.expectSafe(html, parsed)
        let links = parsed.all("a")
        #expect(links.count == 1)
        #expect(links.first?.attribute("href") == "bankid:///?autostarttoken=x")
        #expect(links.first?.attribute("rel") == "noopener noreferrer")
        #expect(html.contains("Click me"), "the refused link's text is still shown")
        #expect(!html.contains("javascript"))
    }

    @Test func messagesSayTheirKindInWords() throws {
        let error = MessageView(identifier: "e", style: .error, text: "Wrong password")
        let warning = MessageView(identifier: "w", style: .warning, text: "Expires soon")
        let info = MessageView(identifier: "i", style: .info, text: "Check your mail")
        let (html, parsed) = TestPage.render(screen(error, warning, info))
        TestPage.expectSafe(html, parsed)
        let paragraphs = parsed.all("p").filter { $0.classes.contains("hui-message") }
        #expect(paragraphs.count == 3)
        #expect(paragraphs[0].text.contains("Error:") && paragraphs[0].attribute("role") == "alert")
        #expect(paragraphs[1].text.contains("Warning:"))
        #expect(paragraphs[2].text.contains("Information:"))
    }

    @Test func bannerProgressAndCountdownAreLiveRegions() throws {
        let banner = NotificationBanner(identifier: "notificationBanner", kind: .error, title: "Oops", message: "Try again")
        let progress = ProgressBar(identifier: "progressBar", progress: 0.25)
        let count = Label(identifier: "countLabel", text: "30 seconds remaining")
        let loading = LoadingIndicator(identifier: "loadingIndicator", isAnimating: true)
        let (html, parsed) = TestPage.render(screen(banner, progress, count, loading))
        TestPage.expectSafe(html, parsed)
        let bannerElement = try #require(parsed.first("div") { $0.classes.contains("hui-banner") })
        #expect(bannerElement.attribute("role") == "alert")
        #expect(bannerElement.attribute("aria-live") == "assertive")
        #expect(bannerElement.text.contains("Error:") && bannerElement.text.contains("Try again"))
        let bar = try #require(parsed.first("progress"))
        #expect(bar.attribute("value") == "0.25" && bar.attribute("max") == "1")
        let timer = try #require(parsed.first("p") { $0.text.contains("30 seconds") })
        #expect(timer.attribute("role") == "timer" && timer.attribute("aria-live") == "off", "a countdown is not read at every change")
        #expect(timer.attribute("data-haapi-announce") == "60", "the script reads it out every minute")
        #expect(parsed.first("p") { $0.text.contains("Loading") }?.attribute("role") == "status")
        // A title that already says "Error" is not preceded by "Error:" again.
        let titled = NotificationBanner(identifier: "notificationBanner", kind: .error, title: "Error", message: "Try again")
        let titledText = try #require(TestPage.render(screen(titled)).parsed.first("div") { $0.classes.contains("hui-banner") }).text
        #expect(titledText.contains("Error") && !titledText.contains("Error:"), "\(titledText)")
        let info = NotificationBanner(identifier: "notificationBanner", kind: .info, message: "Note")
        #expect(TestPage.render(screen(info)).parsed.first("div") { $0.classes.contains("hui-banner") }?.attribute("aria-live") == "polite")
    }

    @Test func hiddenViewsAreLeftOut() {
        let hidden = Label(identifier: "secret", text: "not shown")
        hidden.isHidden = true
        let (html, _) = TestPage.render(screen(hidden, Label(text: "shown")))
        #expect(!html.contains("not shown"))
        #expect(html.contains("shown"))
    }

    @Test func pageHeadHasLanguageDirectionNonceAndRefresh() throws {
        var context = TestPage.context
        context.languageTag = "ar\"><x"
        context.direction = .rtl
        context.refreshSeconds = 3
        context.scriptData = HTMLScriptData(pollingInterval: .seconds(2), countdownEnd: Date(timeIntervalSince1970: 1_700_000_000))
        let (html, parsed) = TestPage.render(screen(Label(text: "x")), context: context)
        TestPage.expectSafe(html, parsed)
        let root = try #require(parsed.first("html"))
        #expect(root.attribute("lang") == "arx")
        #expect(root.attribute("dir") == "rtl")
        #expect(parsed.first("meta") { $0.attribute("http-equiv") == "refresh" }?.attribute("content") == "3")
        #expect(parsed.first("meta") { $0.attribute("name") == "color-scheme" }?.attribute("content") == "light dark")
        #expect(parsed.first("script")?.attribute("src") == "/assets/haapi.js")
        #expect(parsed.first("script")?.attribute("nonce") == "n0nce")
        #expect(parsed.first("form")?.attribute("action") == "/login/step")
        #expect(parsed.first("form")?.attribute("method") == "post")
        let main = try #require(parsed.first("main"))
        #expect(main.attribute("data-haapi") == "{&quot;countdownEnd&quot;:1700000000000,&quot;pollingInterval&quot;:2000}")
        let h1 = try #require(parsed.first("h1"))
        #expect(h1.attribute("tabindex") == "-1" && h1.attribute("id") == HTMLFormContract.headingElementID)
    }

    @Test func fragmentIsTheMainElementAlone() {
        let html = HTMLPageRenderer().fragment(screen(Label(text: "x")), context: TestPage.context)
        #expect(html.hasPrefix("<main"))
        #expect(!html.contains("<html") && !html.contains("<script"))
        let parsed = ParsedHTML(html)
        #expect(parsed.problems.isEmpty)
    }

    @Test func stylesOutsideTheThemeGetAPageClass() throws {
        let label = Label(identifier: "custom", text: "Custom")
        label.style = ResolvedStyle(values: [.textColorName: .color(ThemeColor(red: 1, green: 2, blue: 3))])
        let (html, parsed) = TestPage.render(screen(label))
        TestPage.expectSafe(html, parsed)
        let element = try #require(parsed.first("p") { $0.text.contains("Custom") })
        let local = try #require(element.classes.first { $0.hasPrefix("hui-s") })
        #expect(parsed.styleText.contains(".\(local){color:#010203}"))
    }
}

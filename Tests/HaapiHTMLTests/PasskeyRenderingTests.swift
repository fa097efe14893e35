import Foundation
import HaapiHTML
import HaapiUI
import Testing

/// The passkey ceremony on a page: data for the script, escaped so that no server text
/// can leave its attribute, the button the script shows, the text without JavaScript,
/// and autofill on the user name field.
@MainActor
@Suite("Passkey ceremonies in pages")
struct PasskeyRenderingTests {
    /// A passkey screen: a title, the status, a fallback.
    static func screen() -> View {
        let stack = StackView(identifier: "rootStackView")
        stack.addArrangedSubview(Label(identifier: "titleLabel", text: "Sign in with a passkey"))
        stack.addArrangedSubview(MessageView(identifier: "statusView", style: .info, text: "Follow the instructions on your device."))
        stack.addArrangedSubview(Button(identifier: "button[0]", type: .secondary, title: "Sign in another way", action: {}))
        return stack
    }

    /// A user name and password form.
    static func form() -> View {
        let stack = StackView(identifier: "rootStackView")
        stack.addArrangedSubview(TextField(identifier: "userName", name: "userName", label: "Username"))
        stack.addArrangedSubview(TextField(identifier: "password", name: "password", label: "Password", isSecure: true))
        stack.addArrangedSubview(Button(identifier: "button[0]", title: "Log in", action: {}))
        return stack
    }

    static func context(_ passkey: HTMLPasskeyCeremony?) -> HTMLPageContext {
        var context = TestPage.context
        context.passkey = passkey
        return context
    }

    static let ceremony = HTMLPasskeyCeremony(
        kind: .get, optionsJSON: #"{"challenge":"Y2hhbGxlbmdl","rpId":"localhost"}"#, answerPath: "/passkey/abc",
        startLabel: "Use a passkey", noScriptText: "A passkey needs JavaScript.", anchorIdentifier: "statusView")

    /// The value of `attribute` on the ceremony's element, character references read back.
    static func ceremonyAttribute(_ attribute: String, in parsed: ParsedHTML) -> String? {
        parsed.elements.first { $0.attribute("id") == HTMLPasskeyCeremony.elementID }?.attribute(attribute).map {
            $0.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
    }

    @Test func theCeremonyIsDataAButtonAndATextAfterTheStatus() throws {
        let (html, parsed) = TestPage.render(Self.screen(), context: Self.context(Self.ceremony))
        TestPage.expectSafe(html, parsed, "passkey screen")
        #expect(Self.ceremonyAttribute("data-haapi-passkey", in: parsed) == "get")
        #expect(Self.ceremonyAttribute("data-haapi-passkey-answer", in: parsed) == "/passkey/abc")
        #expect(Self.ceremonyAttribute("data-haapi-passkey-options", in: parsed) == Self.ceremony.optionsJSON)
        let button = try #require(parsed.elements.first { $0.attribute("id") == HTMLPasskeyCeremony.startButtonID })
        #expect(button.attribute("type") == "button", "it starts the ceremony, it does not post the form")
        #expect(button.has("hidden"), "only the script can use it, so only the script shows it")
        #expect(button.text.contains("Use a passkey"))
        let noscript = try #require(parsed.all("noscript").first)
        #expect(noscript.text.contains("A passkey needs JavaScript."))
        // After the status, before the fallback.
        let status = try #require(html.range(of: "Follow the instructions"))
        let element = try #require(html.range(of: #"id="hui-passkey""#))
        let fallback = try #require(html.range(of: "Sign in another way"))
        #expect(status.lowerBound < element.lowerBound && element.lowerBound < fallback.lowerBound)
    }

    @Test func withoutItsAnchorTheCeremonyEndsTheForm() throws {
        var ceremony = Self.ceremony
        ceremony.anchorIdentifier = "noSuchView"
        let (html, parsed) = TestPage.render(Self.screen(), context: Self.context(ceremony))
        TestPage.expectSafe(html, parsed)
        let element = try #require(html.range(of: #"id="hui-passkey""#))
        let formEnd = try #require(html.range(of: "</form>"))
        let fallback = try #require(html.range(of: "Sign in another way"))
        #expect(fallback.lowerBound < element.lowerBound && element.lowerBound < formEnd.lowerBound)
        #expect(html.ranges(of: #"id="hui-passkey""#).count == 1)
    }

    @Test(arguments: [
        #"{"user":{"displayName":"\"></div><script>alert(1)</script>"}}"#,
        #"{"user":{"displayName":"'><img src=x onerror=alert(2)> & &amp; </noscript>"}}"#,
        "{\"user\":{\"displayName\":\"\u{202E}gnp.exe \u{2066}evil \u{7F} Åsa 👩‍💻\"}}",
    ])
    func serverTextInTheOptionsStaysInItsAttributeAndIntact(options: String) throws {
        var ceremony = Self.ceremony
        ceremony.optionsJSON = options
        let (html, parsed) = TestPage.render(Self.screen(), context: Self.context(ceremony))
        TestPage.expectSafe(html, parsed, options)
        #expect(!html.contains("<script>alert") && !html.contains("<img src=x"))
        let written = try #require(Self.ceremonyAttribute("data-haapi-passkey-options", in: parsed))
        #expect(written.unicodeScalars.allSatisfy { $0.isASCII && $0.value != 0x7F }, "every other character as a JSON escape")
        let decoded = try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: [String: String]]
        let original = try JSONSerialization.jsonObject(with: Data(options.utf8)) as? [String: [String: String]]
        #expect(decoded == original, "the script reads the options exactly as the server sent them")
    }

    @Test(arguments: ["//evil.example/answer", "https://evil.example/answer", "javascript:alert(1)"])
    func anAnswerPathOffTheSiteWritesNoCeremony(path: String) {
        var ceremony = Self.ceremony
        ceremony.answerPath = path
        let (html, parsed) = TestPage.render(Self.screen(), context: Self.context(ceremony))
        TestPage.expectSafe(html, parsed)
        #expect(!html.contains(#"id="hui-passkey""#))
    }

    @Test func autofillMarksTheUserNameFieldAndIsDataOnly() throws {
        let autofill = HTMLPasskeyCeremony(kind: .autofill, optionsJSON: #"{"challenge":"Y2hhbGxlbmdl"}"#, answerPath: "/passkey/def")
        let (html, parsed) = TestPage.render(Self.form(), context: Self.context(autofill))
        TestPage.expectSafe(html, parsed, "autofill form")
        let inputs = parsed.all("input")
        #expect(inputs.first { $0.attribute("type") == "text" }?.attribute("autocomplete") == "username webauthn")
        #expect(inputs.first { $0.attribute("type") == "password" }?.attribute("autocomplete") == "current-password")
        let element = try #require(parsed.elements.first { $0.attribute("id") == HTMLPasskeyCeremony.elementID })
        #expect(element.has("hidden") && element.attribute("data-haapi-passkey") == "autofill")
        #expect(!html.contains(HTMLPasskeyCeremony.startButtonID) && parsed.all("noscript").isEmpty, "nothing to press, nothing to miss")

        let (plain, plainParsed) = TestPage.render(Self.form())
        #expect(plainParsed.all("input").first { $0.attribute("type") == "text" }?.attribute("autocomplete") == "username")
        #expect(!plain.contains(#"id="hui-passkey""#))
    }

    @Test func hiddenElementsStayHiddenWhateverTheirClass() {
        #expect(HTMLPageRenderer().page(View(), context: TestPage.context).contains("[hidden]{display:none!important}"),
                "a hidden button keeps its class's display from showing it")
    }
}

import HaapiHTML
import HaapiUI
import Testing

@MainActor
@Suite("A posted form applied to its screen")
struct FormSubmissionTests {
    @Test func fillsFieldsSetsCheckboxesAndFindsThePressedControl() throws {
        var pressed = false
        let root = StackView(identifier: "rootStackView")
        let user = TextField(identifier: "textField[userName]", name: "userName", label: "User")
        let terms = Checkbox(identifier: "checkbox[terms]", name: "terms", title: "Terms")
        let news = Checkbox(identifier: "checkbox[news]", name: "news", title: "News", isChecked: true)
        let login = Button(identifier: "button[0]", title: "Log in") { pressed = true }
        for view in [user, terms, news, login] as [View] { root.addArrangedSubview(view) }
        // What the rendered page posts when the person types, ticks terms, unticks news and presses Log in.
        let parsed = TestPage.render(root).parsed
        let userName = try #require(parsed.first("input") { $0.attribute("type") == "text" }?.attribute("name"))
        let termsName = try #require(parsed.first("input") { $0.attribute("id") == "hui-checkbox-terms" }?.attribute("name"))
        let loginValue = try #require(parsed.all("button").last?.attribute("value"))
        let submission = HTMLFormSubmission(fields: [
            (HTMLFormContract.csrfFieldName, "csrf-token"), (userName, "demo"), (termsName, "on"),
            (HTMLFormContract.controlFieldName, loginValue), ("unknown", "ignored"),
        ])
        #expect(submission.csrfToken == "csrf-token")
        let control = try #require(submission.apply(to: root))
        #expect(user.text == "demo")
        #expect(terms.isChecked)
        #expect(!news.isChecked)
        #expect(control.activate())
        #expect(pressed)
    }

    @Test func aControlOfAnotherScreenIsNotFound() {
        let root = StackView(identifier: "rootStackView")
        root.addArrangedSubview(Button(identifier: "button[0]", title: "Go") {})
        #expect(HTMLFormSubmission(fields: [(HTMLFormContract.controlFieldName, "button-9")]).apply(to: root) == nil)
    }
}

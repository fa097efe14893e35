import Foundation
import HaapiGraphics
import HaapiUI
import Testing
@testable import HaapiTerminal

/// Screens built from every view kind, drawn in plain and colour modes and
/// compared with exact snapshots.
@MainActor
@Suite("Layout snapshots")
struct LayoutSnapshotTests {
    func formScreen() -> (View, TextField, TextField) {
        let root = StackView(identifier: "root")
        let messages = StackView(identifier: "messagesViewStackView")
        messages.addArrangedSubview(MessageView(style: .heading, text: "Sign in"))
        messages.addArrangedSubview(MessageView(style: .info, text: "Use your demo account."))
        messages.addArrangedSubview(MessageView(style: .error, text: "Wrong password"))
        messages.addArrangedSubview(MessageView(style: .warning, text: "Caps Lock is on"))
        root.addArrangedSubview(messages)
        let fields = StackView(identifier: "fields")
        let user = TextField(identifier: "username", name: "username", label: "Username", placeholder: "you@example.com")
        let password = TextField(identifier: "password", name: "password", label: "Password", isSecure: true)
        password.setText("s3cret")
        password.errorText = "The password is wrong"
        fields.addArrangedSubview(user)
        fields.addArrangedSubview(password)
        fields.addArrangedSubview(Checkbox(name: "remember", title: "Remember me", isChecked: true))
        fields.addArrangedSubview(Picker(name: "country", title: "Country", options: [
            .init(title: "Sweden", value: "se"), .init(title: "Netherlands", value: "nl"),
        ], selectedIndex: 1))
        root.addArrangedSubview(fields)
        let actions = StackView(identifier: "actions")
        actions.addArrangedSubview(Button(identifier: "submit", type: .primary, title: "Sign in"))
        let disabled = Button(type: .secondary, title: "Later")
        disabled.isEnabled = false
        actions.addArrangedSubview(disabled)
        actions.addArrangedSubview(LinkView(title: "Forgot password?", href: "https://example.com/forgot", relation: "forgot-password"))
        root.addArrangedSubview(actions)
        return (root, user, password)
    }

    @Test("a form in plain text")
    func plainForm() {
        let (root, _, _) = formScreen()
        let layout = FrameLayouter(options: LayoutOptions(width: 40)).layout(root, focus: nil)
        #expect(layout.plainText == """
              Sign in
              Use your demo account.
              ✗ Wrong password
              ! Caps Lock is on

              Username: <you@example.com>
              Password: ••••••
                ✗ The password is wrong
              [1] [x] Remember me
              Country
              [2] ( ) Sweden
              [3] (•) Netherlands

              [4] Sign in
                   Later 
              [5] Forgot password?
            """)
        #expect(layout.controls.map(\.number) == [nil, nil, 1, 2, 3, 4, 5])
        #expect(!layout.plainText.contains("s3cret"))
    }

    @Test("the focused control is marked and the cursor shown when interactive")
    func interactiveFocus() {
        let (root, user, _) = formScreen()
        user.setText("demo")
        let layouter = FrameLayouter(options: LayoutOptions(width: 40, isInteractive: true))
        let layout = layouter.layout(root, focus: controlID(user))
        let line = layout.lines[5]
        #expect(line.text == "› Username: demo ")
        #expect(line.spans.last?.attributes.isInverse == true)
    }

    @Test("expandable views, progress bars, images, banners and loading indicators")
    func otherKinds() {
        let root = StackView(identifier: "root", axis: .vertical)
        let content = Label(text: "Open the app.\nScan the code.")
        let expandable = ExpandableView(identifier: "expandableView", title: "Help", contentView: content)
        root.addArrangedSubview(expandable)
        root.addArrangedSubview(ProgressBar(identifier: "progressBar", progress: 0.25))
        let logo = ImageView(identifier: "bankIdImageView", image: .named("bankid_logo"))
        logo.accessibilityLabel = "BankID logo"
        root.addArrangedSubview(logo)
        root.addArrangedSubview(NotificationBanner(kind: .error, title: "Error", message: "Try again"))
        let spinner = LoadingIndicator(isAnimating: true)
        root.addArrangedSubview(spinner)
        let hidden = Label(text: "hidden")
        hidden.isHidden = true
        root.addArrangedSubview(hidden)
        let layouter = FrameLayouter(options: LayoutOptions(width: 30))
        #expect(layouter.layout(root, focus: nil).plainText == """
              [1] ▸ Help

              ███████░░░░░░░░░░░░░░░░░░░░░

              ✗ Error: Try again

              ⠋ Loading…
            """)
        expandable.toggle()
        #expect(layouter.layout(root, focus: nil).plainText.hasPrefix("""
              [1] ▾ Help
                  Open the app.
                  Scan the code.

            """))
    }

    @Test("server text cannot smuggle escape sequences into any view kind")
    func escapesNeutralised() {
        let evil = "\u{1B}[2J\u{1B}]0;pwned\u{07}X\u{1B}[31m"
        let root = StackView()
        root.addArrangedSubview(Label(text: evil))
        root.addArrangedSubview(MessageView(style: .error, text: evil))
        root.addArrangedSubview(Button(title: evil))
        root.addArrangedSubview(LinkView(title: evil))
        root.addArrangedSubview(TextField(name: "f", label: evil, text: evil))
        root.addArrangedSubview(Checkbox(name: "c", title: evil))
        root.addArrangedSubview(Picker(name: "p", title: evil, options: [.init(title: evil, value: "v")]))
        root.addArrangedSubview(ExpandableView(title: evil))
        root.addArrangedSubview(NotificationBanner(kind: .info, title: evil, message: evil))
        let layout = FrameLayouter(options: LayoutOptions(width: 60)).layout(root, focus: nil)
        for encoder in [ANSIEncoder.plain, ANSIEncoder(colorDepth: .trueColor, usesTextStyles: true)] {
            let text = layout.encodedLines(encoder, width: 60).joined(separator: "\n")
            #expect(!text.contains("pwned"))
            #expect(!text.contains("[2J"))
            #expect(!text.contains("\u{07}"))
        }
        #expect(!layout.plainText.contains("\u{1B}"))
    }

    @Test("themed colours in truecolor and 16 colours")
    func colourModes() {
        let registry = ThemeRegistry.standard
        let root = StackView()
        root.style = registry.style(for: .formViewController)
        let button = Button(type: .primary, title: "Go")
        button.style = registry.style(for: .primaryButton)
        root.addArrangedSubview(button)
        let error = MessageView(style: .error, text: "Bad")
        error.style = registry.style(for: .errorMessageView)
        root.addArrangedSubview(error)
        let layout = FrameLayouter(options: LayoutOptions(width: 20)).layout(root, focus: nil)
        let trueColor = layout.encodedLines(ANSIEncoder(colorDepth: .trueColor, usesTextStyles: true), width: 12)
        #expect(trueColor[0] == "\u{1B}[48;2;255;255;255m  \u{1B}[0m\u{1B}[48;2;255;255;255m[1] \u{1B}[0m"
            + "\u{1B}[1;38;2;255;255;255;48;2;11;95;255m Go \u{1B}[0m\u{1B}[48;2;255;255;255m  \u{1B}[0m")
        let ansi16 = layout.encodedLines(ANSIEncoder(colorDepth: .ansi16, usesTextStyles: true), width: 0)
        #expect(ansi16[2] == "\u{1B}[107m  \u{1B}[0m\u{1B}[31;47m✗ \u{1B}[0m\u{1B}[31;47mBad\u{1B}[0m")
        #expect(layout.encodedLines(.plain, width: 12) == ["  [1]  Go ", "", "  ✗ Bad"])
    }
}

import Foundation
import HaapiUI
import Testing
@testable import HaapiTerminal

/// Line mode: a button that the answers to the fields enable (Sign In once both
/// fields hold something) is offered when the buttons are asked for.
@MainActor
@Suite("Line mode: buttons enabled by the answers")
struct LineModeEnabledButtonTests {
    @Test func aButtonEnabledByTheFieldsIsOfferedWithItsNumber() async {
        var pressed: [String] = []
        let root = StackView()
        let user = TextField(name: "user", label: "User")
        let signIn = Button(type: .primary, title: "Sign In", role: .primary, action: { pressed.append("signIn") })
        signIn.isEnabled = false
        user.onTextChange = { signIn.isEnabled = !$0.isEmpty }
        root.addArrangedSubview(user)
        root.addArrangedSubview(signIn)
        root.addArrangedSubview(Button(type: .text, title: "Cancel", role: .cancel, action: { pressed.append("cancel") }))
        let output = MemoryOutputStream()
        let terminal = LineTerminal(output: output)
        terminal.show(root)
        let (lines, input) = AsyncStream<String>.makeStream()
        let run = Task { @MainActor in await terminal.run(lines: lines) }
        input.yield("anna")
        input.yield("")
        #expect(await waitUntil { !pressed.isEmpty }, "\(output.text)")
        #expect(pressed == ["signIn"], "the empty answer pressed the primary button, enabled by the field")
        let afterAnswer = output.text.components(separatedBy: "User: anna\n").last ?? ""
        #expect(afterAnswer.contains("[1] Sign In") && afterAnswer.contains("[2] Cancel") && afterAnswer.contains("[1-2] (Enter alone: Sign In): "), "\(output.text)")
        terminal.finish()
        input.finish()
        #expect(await ended(run) == .finished)
    }

    @Test func unchangedButtonsAreNotPrintedAgain() {
        let root = StackView()
        root.addArrangedSubview(TextField(name: "user", label: "User"))
        root.addArrangedSubview(Button(type: .primary, title: "Next", role: .primary))
        let layout = FrameLayouter(options: LayoutOptions(width: 40)).layout(root, focus: nil)
        var prompter = LinePrompter(layout: layout)
        let changed = prompter.refreshActions(from: layout)
        #expect(!changed)
    }
}

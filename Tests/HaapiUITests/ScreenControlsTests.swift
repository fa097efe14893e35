import HaapiFlow
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// The controls every renderer offers and the stable ids it names them by.
@MainActor
@Suite("ScreenControls")
struct ScreenControlsTests {
    /// A vertical stack `identifier` holding `views`.
    func stack(_ identifier: String?, axis: StackView.Axis = .vertical, _ views: [View]) -> StackView {
        let stack = StackView(identifier: identifier, axis: axis)
        for view in views { stack.addArrangedSubview(view) }
        return stack
    }

    func button(_ identifier: String?, type: ButtonKind = .secondary, role: ButtonRole? = nil) -> Button {
        Button(identifier: identifier, type: type, title: identifier ?? "untitled", role: role) {}
    }

    @Test(arguments: [
        ("textField[userName]", "textField-userName"),
        ("section[1]", "section-1"),
        ("log in!", "log_in_"),
        ("Zoë's button", "Zo__s_button"),
        ("already-fine_1.2", "already-fine_1.2"),
        ("", "control"),
    ])
    func identifiersAreSanitised(_ identifier: String, _ id: String) {
        let root = stack("root", [button(identifier)])
        #expect(ScreenControls(root: root).ids == [ControlID(rawValue: id)])
        #expect(ControlID.sanitized(identifier) == id)
    }

    @Test func viewsWithoutIdentifiersUseTheirKind() {
        let picker = Picker(name: "country", options: [.init(title: "Sweden", value: "se")])
        let root = stack(nil, [
            button(nil), TextField(name: "userName"), LinkView(title: "Help") { }, Checkbox(name: "terms", title: "I agree"),
            picker, ExpandableView(title: "More"),
        ])
        #expect(ScreenControls(root: root).ids == ["button", "textField", "linkView", "checkbox", "picker.option-0", "expandableView"])
    }

    @Test func clashesAreQualifiedByTheAncestorsThatTellThemApart() {
        let first = button("button[0]")
        let second = button("button[0]")
        let root = stack("rootStackView", [
            stack("section[0]", [first]),
            stack("section[1]", [stack(nil, [second])]),
            button("loginButton"),
        ])
        let controls = ScreenControls(root: root)
        #expect(controls.ids == ["section-0.button-0", "section-1.button-0", "loginButton"])
        #expect(controls.id(of: first) == "section-0.button-0")
        #expect(controls.id(of: second) == "section-1.button-0")
    }

    @Test func clashesNoAncestorTellsApartAreNumberedInFocusOrder() {
        let root = stack("screen", [button("ok"), stack(nil, [button("ok")]), button("ok")])
        #expect(ScreenControls(root: root).ids == ["screen.ok", "screen.ok-2", "screen.ok-3"])

        let unnamed = stack(nil, [button("ok"), button("ok")])
        #expect(ScreenControls(root: unnamed).ids == ["ok", "ok-2"])
    }

    @Test(arguments: [["ok", "ok", "ok-2"], ["ok-2", "ok", "ok"], ["ok", "ok-2", "ok"]])
    func numberingNeverTakesAnotherControlsOwnID(_ order: [String]) {
        // `ok-2` is a control's own identifier: the clashing second `ok` must not
        // take it, in whichever order they come.
        let views = order.map { button($0) }
        let controls = ScreenControls(root: stack(nil, views))
        let ids = views.map { controls.id(of: $0) }
        let clashing = views.indices.filter { order[$0] == "ok" }
        #expect(ids[order.firstIndex(of: "ok-2")!] == "ok-2", "the control named ok-2 keeps its id: \(controls.ids)")
        #expect(clashing.map { ids[$0] } == ["ok", "ok-3"], "the second ok is numbered past ok-2: \(controls.ids)")
    }

    @Test func pickerOptionsAreNumberedUnderThePicker() {
        let picker = Picker(identifier: "picker[country]", name: "country", options: [
            .init(title: "Denmark", value: "dk"), .init(title: "Norway", value: "no"), .init(title: "Sweden", value: "se"),
        ])
        let controls = ScreenControls(root: stack("form", [picker, button("submit")]))
        #expect(controls.ids == ["picker-country.option-0", "picker-country.option-1", "picker-country.option-2", "submit"])
        #expect(controls.id(of: picker, option: 2) == "picker-country.option-2")
        #expect(controls.id(of: picker) == nil, "the picker itself is not a control, its options are")
        let sweden = controls[id: "picker-country.option-2"]
        #expect(sweden?.title == "Sweden")
        #expect(sweden?.activate() == true)
        #expect(picker.selectedOption?.value == "se")
    }

    @Test func twoPickersWithTheSameIdentifierAreQualified() {
        let root = stack("root", [
            stack("home", [Picker(identifier: "picker[country]", name: "country", options: [.init(title: "A", value: "a")])]),
            stack("work", [Picker(identifier: "picker[country]", name: "country", options: [.init(title: "B", value: "b")])]),
        ])
        #expect(ScreenControls(root: root).ids == ["home.picker-country.option-0", "work.picker-country.option-0"])
    }

    @Test func hiddenViewsAreLeftOutAndDoNotCauseClashes() {
        let hidden = button("ok")
        hidden.isHidden = true
        let hiddenStack = stack("advanced", [button("reset")])
        hiddenStack.isHidden = true
        let root = stack("root", [hidden, button("ok"), hiddenStack, button("next")])
        let controls = ScreenControls(root: root)
        #expect(controls.ids == ["ok", "next"])
        #expect(controls[id: "reset"] == nil)

        hiddenStack.isHidden = false
        #expect(ScreenControls(root: root).ids == ["ok", "reset", "next"])
    }

    @Test func collapsedContentIsLeftOutUntilExpanded() throws {
        let help = button("helpButton")
        let expandable = ExpandableView(identifier: "expandableView", title: "Problems?", contentView: stack("helpStack", [help]))
        let root = stack("root", [expandable, button("cancelButton", role: .cancel)])
        let collapsed = ScreenControls(root: root)
        #expect(collapsed.ids == ["expandableView", "cancelButton"])
        #expect(collapsed.id(of: help) == nil)

        #expect(try #require(collapsed[id: "expandableView"]).activate())
        #expect(expandable.isExpanded)
        let expanded = ScreenControls(root: root)
        #expect(expanded.ids == ["expandableView", "helpButton", "cancelButton"])
        #expect(expanded.index(of: "helpButton") == 1)

        #expect(try #require(expanded[id: "expandableView"]).activate())
        #expect(ScreenControls(root: root).ids == ["expandableView", "cancelButton"])
    }

    @Test func focusOrderGoesLeftToRightInAHorizontalStack() {
        let root = stack("root", [
            button("top"),
            stack("row", axis: .horizontal, [button("left"), stack("middle", [button("upper"), button("lower")]), button("right")]),
            button("bottom"),
        ])
        #expect(ScreenControls(root: root).ids == ["top", "left", "upper", "lower", "right", "bottom"])
    }

    @Test func firstRoleIsTheFirstButtonWithItInFocusOrder() throws {
        let back = button("back", role: .cancel)
        let abort = button("abort", role: .cancel)
        let login = button("login", type: .primary)
        let root = stack("root", [LinkView(identifier: "help", title: "Help") { }, back, login, abort])
        let controls = ScreenControls(root: root)
        #expect(controls.first(role: .cancel)?.view === back)
        #expect(controls.first(role: .primary)?.view === login, "a primary-looking button defaults to the primary role")
        #expect(controls.first(role: .close) == nil)
        #expect(controls.first(role: .secondary) == nil)

        back.isHidden = true
        #expect(ScreenControls(root: root).first(role: .cancel)?.view === abort, "hidden buttons have no role on screen")
    }

    @Test func titlesAndKinds() throws {
        let field = TextField(identifier: "textField[userName]", name: "userName", label: "Username")
        let unlabelled = TextField(identifier: "textField[code]", name: "code")
        let controls = ScreenControls(root: stack("root", [field, unlabelled, Checkbox(identifier: "terms", name: "terms", title: "I agree")]))
        #expect(controls.entries.map(\.control.title) == ["Username", "code", "I agree"])
        #expect(controls.entries.map(\.control.isTextInput) == [true, true, false])
        #expect(try #require(controls[id: "textField-userName"]).activate() == false, "typing is not an activation")
        #expect(controls.count == 3 && !controls.isEmpty)
    }

    @Test func idsAreStableWhenTheSameScreenIsBuiltTwice() throws {
        func ids() throws -> [ControlID] {
            let container = HaapiFlowViewController(themeRegistry: .standard, viewControllerFactoryRegistry: ViewControllerFactoryRegistry())
            container.show(FlowScreen(id: 1, model: .form(try ControllerFixtures.formModel())))
            return ScreenControls(root: container.view).ids
        }
        let first = try ids()
        #expect(first.contains("textField-userName") && first.contains("textField-password"))
        #expect(first.first == "closeButton")
        #expect(try ids() == first)
        #expect(Set(first).count == first.count, "ids are unique")
        #expect(first.allSatisfy { $0.rawValue.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) } })
    }
}

/// The control a screen starts with the focus on, in every renderer.
@MainActor
@Suite("ScreenControls initial focus")
struct ScreenControlsInitialFocusTests {
    private func stack(_ views: [View]) -> StackView {
        let stack = StackView(identifier: "root")
        for view in views { stack.addArrangedSubview(view) }
        return stack
    }

    private func button(_ identifier: String, type: ButtonKind, role: ButtonRole?, enabled: Bool = true) -> Button {
        let button = Button(identifier: identifier, type: type, title: identifier, role: role) {}
        button.isEnabled = enabled
        return button
    }

    private func focus(_ views: [View]) -> ControlID? {
        ScreenControls(root: stack(views)).initialFocus?.id
    }

    @Test func theFirstFieldComesFirst() {
        let field = TextField(identifier: "userName", name: "userName")
        #expect(focus([button("closeButton", type: .text, role: .close), LinkView(identifier: "help", title: "Help") {},
                       field, button("submit", type: .primary, role: .primary)]) == "userName")
    }

    @Test func withoutAFieldThePrimaryButtonNeverALinkOrBack() {
        #expect(focus([button("closeButton", type: .text, role: .close), LinkView(identifier: "more", title: "More") {},
                       button("backButton", type: .text, role: .secondary), button("nextButton", type: .primary, role: .primary)])
            == "nextButton")
    }

    @Test func aDisabledPrimaryButtonIsPassedOver() {
        #expect(focus([button("backButton", type: .text, role: .secondary), button("deny", type: .secondary, role: .secondary),
                       button("agree", type: .primary, role: .primary, enabled: false)]) == "deny")
    }

    @Test func withoutAPrimaryButtonAnOptionRatherThanCancel() {
        let picker = Picker(identifier: "factors", name: "factor", options: [.init(title: "SMS", value: "sms")])
        #expect(focus([button("cancel", type: .text, role: .cancel), LinkView(identifier: "help", title: "Help") {}, picker])
            == "factors.option-0")
    }

    @Test func aScreenOfOnlyALinkFocusesIt() {
        #expect(focus([LinkView(identifier: "help", title: "Help") {}]) == "help")
        #expect(focus([]) == nil)
    }
}

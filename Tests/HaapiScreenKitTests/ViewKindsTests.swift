import Foundation
import Testing
@testable import HaapiScreenKit

@MainActor
@Suite("View kinds")
struct ViewKindsTests {
    @Test func buttonTapRunsActionOnlyWhenEnabledAndVisible() {
        var taps = 0
        let button = Button(identifier: "cancelButton", type: .text, title: "Cancel", actionIdentifier: "cancel") { taps += 1 }
        #expect(button.tap())
        button.isEnabled = false
        #expect(!button.tap())
        button.isEnabled = true
        button.isHidden = true
        #expect(!button.tap())
        #expect(taps == 1)
        #expect(!Button(title: "No action").tap())
    }

    @Test func textFieldEnterTextNotifies() {
        let field = TextField(name: "password", isSecure: true, keyboard: .phone)
        var seen: [String] = []
        field.onTextChange = { seen.append($0) }
        field.setText("programmatic")
        #expect(field.enterText("typed"))
        field.isEnabled = false
        #expect(!field.enterText("ignored"))
        #expect(field.text == "typed")
        #expect(seen == ["typed"])
        #expect(field.keyboard == .phone)
    }

    @Test func checkboxToggleRespectsReadOnly() {
        let box = Checkbox(name: "remember", title: "Remember me")
        #expect(box.toggle())
        #expect(box.isChecked)
        box.isEnabled = false
        #expect(!box.toggle())
        #expect(box.isChecked)
    }

    @Test func pickerSelection() {
        let picker = Picker(name: "country", options: [.init(title: "Sweden", value: "se"), .init(title: "Netherlands", value: "nl")], selectedIndex: 7)
        #expect(picker.selectedIndex == nil)
        var chosen: [String] = []
        picker.onSelectionChange = { chosen.append($0.value) }
        #expect(picker.select(at: 1))
        #expect(!picker.select(at: 2))
        #expect(picker.selectedOption?.value == "nl")
        picker.options = [.init(title: "Only", value: "x")]
        #expect(picker.selectedIndex == nil)
        #expect(chosen == ["nl"])
    }

    @Test func progressIsClamped() {
        let bar = ProgressBar(progress: 3)
        #expect(bar.progress == 1)
        bar.progress = -1
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
        bar.progress = 0.25
        #expect(bar.progress == 0.25)
    }

    @Test func expandableViewContentAndToggle() {
        let content = Label(identifier: "body", text: "Instructions")
        let view = ExpandableView(identifier: "expandableView", title: "Help", contentView: content)
        #expect(view.contentView === content)
        #expect(!view.isExpanded)
        var toggles: [Bool] = []
        view.onToggle = { toggles.append($0) }
        view.toggle()
        view.toggle()
        #expect(toggles == [true, false])
        let replacement = Label(identifier: "other")
        view.setContentView(replacement)
        #expect(view.subviews.map(\.identifier) == ["other"])
        #expect(content.superview == nil)
        replacement.removeFromSuperview()
        #expect(view.contentView == nil)
    }

    @Test func imageSourceFromDataURL() throws {
        let bytes = Data([0x89, 0x50, 0x4E, 0x47])
        let url = "data:image/png;base64," + bytes.base64EncodedString()
        #expect(ImageSource(dataURL: url) == .png(bytes))
        #expect(ImageSource(dataURL: "data:image/jpeg;base64,AAAA") == nil)
        #expect(ImageSource(dataURL: "data:image/png,plain") == nil)
        #expect(ImageSource(dataURL: "https://example.com/a.png") == nil)
        let image = ImageView(identifier: "qr", image: ImageSource(dataURL: url), isQRCode: true)
        #expect(image.isQRCode)
    }

    @Test func bannerDismiss() {
        var dismissed = 0
        let banner = NotificationBanner(kind: .error, message: "Failed")
        banner.onDismiss = { dismissed += 1 }
        #expect(banner.dismiss())
        #expect(banner.isHidden)
        #expect(!banner.dismiss())
        let sticky = NotificationBanner(kind: .info, message: "Hi", isDismissible: false)
        #expect(!sticky.dismiss())
        #expect(dismissed == 1)
    }

    @Test func linkActivateAndLoading() {
        var followed = false
        let link = LinkView(title: "Forgot password?", href: "/reset", relation: "forgot-password") { followed = true }
        #expect(link.activate())
        #expect(followed)
        let indicator = LoadingIndicator()
        indicator.startAnimating()
        #expect(indicator.isAnimating)
        indicator.stopAnimating()
        #expect(!indicator.isAnimating)
        #expect(MessageView(style: .recipientOfCommunication, text: "a@b").messageStyle.rawValue == "recipientofcommunication")
    }
}

import Foundation
import HaapiFlow
import HaapiGraphics
import HaapiModel
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

@MainActor
@Suite("BankIdViewController")
struct BankIdViewControllerTests {
    @Test func hierarchyIsSeed000s() throws {
        let controller = BankIdViewController(model: try ControllerFixtures.bankIdModel(), themeRegistry: .standard)
        let root = try #require(controller.view as? StackView)
        #expect(root.subviews.map(\.identifier) == ["bankIdImageView", "messagesViewStackView", "linksStackView", "bankIdStackView"])
        #expect(controller.bankIdStackView.subviews.map(\.identifier) == ["progressBar", "countLabel", "expandableView", "buttonsStackView", "orLabel", "cancelCaptionLabel", "cancelButton"])
        let outline = root.identifiers.filter { !$0.contains("[") }
        #expect(outline == [
            "rootStackView", "bankIdImageView", "messagesViewStackView", "linksStackView", "bankIdStackView",
            "progressBar", "countLabel", "expandableView", "instructionLabel", "buttonsStackView", "orLabel", "cancelCaptionLabel", "cancelButton",
        ])
        #expect(controller.messagesViewStackView === controller.messagesStackView)
        #expect(root.view(withIdentifier: "cancelButton") === controller.cancelButton)
    }

    @Test func textsAndValuesInEnglish() throws {
        let controller = BankIdViewController(model: try ControllerFixtures.bankIdModel(), themeRegistry: .standard)
        controller.loadViewIfNeeded()
        #expect(controller.countLabel.text == "2 minutes and 50 seconds remaining")
        #expect(abs(controller.progressBar.progress - 170.0 / 180.0) < 1e-9)
        #expect(controller.expandableView.title == "Help with scanning the QR code")
        #expect(controller.instructionLabel.text.hasPrefix("• Open the BankID app\n"))
        #expect(controller.instructionLabel.text.contains("The QR code is displayed for 3 minutes, then identification is canceled"))
        #expect(controller.orLabel.text == "Or")
        #expect(controller.cancelButton.title == "Cancel")
        #expect(!controller.cancelButton.isHidden && !controller.orLabel.isHidden)
        #expect(controller.bankIdImageView.image == .named("bankid_logo"))
        #expect(controller.bankIdImageView.accessibilityLabel == "BankID logo")
        // The step's heading message heads the container instead of repeating in the body.
        #expect(controller.model.heading?.text == "Start your BankID app")
        #expect(controller.messagesStackView.subviews.isEmpty)
    }

    @Test func qrCodeIsShownInTheLinksStack() throws {
        let controller = BankIdViewController(model: try ControllerFixtures.bankIdModel(), themeRegistry: .standard)
        controller.loadViewIfNeeded()
        let images = controller.linksStackView.subviews.compactMap { $0 as? ImageView }
        #expect(images.count == 1)
        #expect(images.first?.isQRCode == true)
        #expect(images.first?.image == .png(Data([0x89, 0x50, 0x4E, 0x47])))
        #expect(images.first?.accessibilityLabel == "QR code")
    }

    @Test func dutchAndSwedishTexts() throws {
        let model = try ControllerFixtures.bankIdModel()
        let dutch = BankIdViewController(model: model, themeRegistry: ThemeRegistry.standard.withLanguage(tag: "nl-NL"))
        dutch.loadViewIfNeeded()
        #expect(dutch.countLabel.text == "Nog 2 minuten en 50 seconden")
        #expect(dutch.orLabel.text == "Of")
        #expect(dutch.expandableView.title == "Hulp bij het scannen van de QR-code")
        #expect(dutch.instructionLabel.text.contains("De QR-code blijft 3 minuten zichtbaar."))
        // The server's own button title is kept.
        #expect(dutch.cancelButton.title == "Cancel")
        let swedish = BankIdViewController(model: model, themeRegistry: ThemeRegistry.standard.withLanguage(tag: "sv"))
        swedish.loadViewIfNeeded()
        #expect(swedish.countLabel.text == "2 minuter och 50 sekunder kvar")
        #expect(swedish.orLabel.text == "Eller")
    }

    @Test func stylesComeFromTheTheme() throws {
        var registry = ThemeRegistry.standard
        registry.appearance = .dark
        let controller = BankIdViewController(model: try ControllerFixtures.bankIdModel(), themeRegistry: registry)
        #expect(controller.view.style.backgroundColor == ThemeColor(hex: "#121212"))
        #expect(controller.cancelButton.style == registry.style(for: .secondaryButton, on: .bankIdViewController))
        #expect(controller.progressBar.style.color(.progressTintColorName) == ThemeColor(hex: "#5C93FF"))
    }

    @Test func removingAndInsertingViews() throws {
        let controller = BankIdViewController(model: try ControllerFixtures.bankIdModel(), themeRegistry: .standard)
        controller.loadViewIfNeeded()  // as in UIKit, the hierarchy exists once the view is loaded
        controller.orLabel.removeFromSuperview()
        let banner = Label(identifier: "promoLabel", text: "Tip")
        try controller.insertView(banner, aboveView: controller.bankIdImageView)
        let note = Label(identifier: "noteLabel", text: "Note")
        try controller.insertView(note, belowView: controller.progressBar)
        #expect(controller.view.subviews.map(\.identifier) == ["promoLabel", "bankIdImageView", "messagesViewStackView", "linksStackView", "bankIdStackView"])
        #expect(controller.bankIdStackView.subviews.map(\.identifier) == ["progressBar", "noteLabel", "countLabel", "expandableView", "buttonsStackView", "cancelCaptionLabel", "cancelButton"])
        // The removed label is no longer an anchor: a typed error, not a crash.
        #expect(throws: ViewTreeError.anchorNotChild(anchor: "orLabel", container: "rootStackView")) {
            try controller.insertView(Label(), aboveView: controller.orLabel)
        }
        #expect(throws: ViewTreeError.self) { try controller.insertView(Label(), belowView: Label(identifier: "elsewhere")) }
    }

    @Test func cancelForwardsTheCancelAction() async throws {
        let controller = BankIdViewController(model: try ControllerFixtures.bankIdModel(), themeRegistry: .standard)
        let delegate = RecordingFlowDelegate()
        controller.haapiFlowViewControllerDelegate = delegate
        controller.loadViewIfNeeded()
        #expect(controller.cancelButton.tap())
        #expect(delegate.submitted.map(\.0.kind) == [.cancel])
        #expect(controller.isLoading)
        controller.stopLoading()
        #expect(!controller.isLoading)
    }

    @Test func withoutACancelActionTheButtonAndSeparatorAreHidden() throws {
        let json = ControllerFixtures.bankIdStep.replacingOccurrences(of: "\"kind\": \"cancel\"", with: "\"kind\": \"redirect\"")
        guard case .bankID(let model) = try ControllerFixtures.model(json) else { Issue.record("not BankID"); return }
        let controller = BankIdViewController(model: model, themeRegistry: .standard)
        controller.loadViewIfNeeded()
        #expect(controller.cancelButton.isHidden && controller.orLabel.isHidden)
        #expect(controller.view.view(withIdentifier: "cancelButton") != nil)  // still in the hierarchy
    }

    @Test func orStandsOnlyBetweenAlternatives() throws {
        let json = ControllerFixtures.bankIdStep.replacingOccurrences(
            of: #"[ { "href": "data:image/png;base64,iVBORw==", "rel": "qr-code", "type": "image/png" } ]"#, with: "[]")
        guard case .bankID(let model) = try ControllerFixtures.model(json) else { Issue.record("not BankID"); return }
        let controller = BankIdViewController(model: model, themeRegistry: .standard)
        controller.loadViewIfNeeded()
        #expect(!controller.cancelButton.isHidden)
        #expect(controller.orLabel.isHidden, "no QR code and no link: Cancel stands alone")
        controller.update(with: try ControllerFixtures.bankIdModel())
        #expect(!controller.orLabel.isHidden, "the QR code and Cancel are alternatives")
    }

    @Test func updatesFromLaterPolls() throws {
        let controller = BankIdViewController(model: try ControllerFixtures.bankIdModel(), themeRegistry: .standard)
        controller.loadViewIfNeeded()
        var model = try ControllerFixtures.bankIdModel()
        model.polling.maxWaitRemainingTime = 61
        controller.update(with: model)
        #expect(controller.countLabel.text == "1 minute and 1 second remaining")
        controller.updateCountdown(remainingSeconds: 1)
        #expect(controller.countLabel.text == "1 second remaining")
        #expect(abs(controller.progressBar.progress - 1.0 / 180.0) < 1e-9)
    }
}

import Foundation
import HaapiFlow
import HaapiModel
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// The order and identifiers of every stock screen's views.
@MainActor
@Suite("Stock screen hierarchies")
struct ScreenHierarchyTests {
    @Test func form() throws {
        let controller = FormViewController(model: try ControllerFixtures.formModel(), themeRegistry: .standard)
        #expect(controller.view.subviews.map(\.identifier) == ["messagesStackView", "formStackView", "linksStackView"])
        #expect(controller.formStackView.subviews.map(\.identifier) == ["textField[userName]", "textField[password]", "button[0]"])
        let password = try #require(controller.view.view(withIdentifier: "textField[password]", as: TextField.self))
        #expect(password.isSecure && password.label == "Password")
        #expect(controller.linksStackView.subviews.compactMap { ($0 as? LinkView)?.relation } == ["forgot-password", "forgot-account-id", "register-create"])
        let button = try #require(controller.formViews?.buttons.first)
        #expect(button.title == "Login" && button.type == .primary)
        #expect(button.style == ThemeRegistry.standard.style(for: .primaryButton, on: .formViewController))
    }

    @Test(arguments: SelectorPresentation.allCases)
    func selector(_ presentation: SelectorPresentation) throws {
        guard case .selector(let model) = try ControllerFixtures.recorded("selectAuthentication") else { Issue.record("not a selector"); return }
        let controller = SelectorViewController(model: model, themeRegistry: .standard, presentation: presentation)
        #expect(controller.view.subviews.map(\.identifier) == ["titleLabel", "messagesStackView", "selectorStackView", "buttonsStackView", "linksStackView"])
        #expect(controller.titleLabel.text == "Select Authentication Method")
        #expect(controller.selectorStackView.subviews.count == 40)
        #expect(controller.selectorStackView.subviews.first?.identifier == "option[0]")
        #expect(controller.selectorStackView.axis == (presentation == .tabs ? .horizontal : .vertical))
        let expected: StyleTarget = presentation == .tabs ? .tab : .secondaryButton
        #expect(controller.selectorStackView.subviews.first?.style == ThemeRegistry.standard.style(for: expected, on: .selectorViewController))
    }

    @Test func selectorChoiceIsForwarded() async throws {
        guard case .selector(let model) = try ControllerFixtures.recorded("selectAuthentication") else { Issue.record("not a selector"); return }
        let controller = SelectorViewController(model: model, themeRegistry: .standard.withLanguage(tag: "sv"))
        let delegate = RecordingFlowDelegate()
        controller.haapiFlowViewControllerDelegate = delegate
        let second = try #require(controller.view.view(withIdentifier: "option[1]", as: Button.self))
        #expect(second.tap())
        #expect(delegate.selected.map(\.label) == ["totp"])
    }

    @Test func polling() throws {
        guard case .polling(let model) = try ControllerFixtures.recorded("pollingStep") else { Issue.record("not polling"); return }
        let controller = PollingViewController(model: model, themeRegistry: .standard)
        #expect(controller.view.subviews.map(\.identifier) == [
            "messagesStackView", "recipientView", "statusLabel", "loadingIndicator", "progressBar", "countLabel",
            "linksStackView", "buttonsStackView",
        ])
        #expect(controller.statusLabel.text == "Waiting for you to confirm…")
        #expect(controller.loadingIndicator.isAnimating)
        #expect(controller.countLabel.isHidden && controller.recipientView.isHidden)
        #expect(controller.buttonsStackView.subviews.compactMap { ($0 as? Button)?.title } == ["Cancel"])
        var failed = model
        failed.status = .failed
        controller.update(with: failed)
        #expect(controller.statusLabel.text == "The request was not confirmed in time. Please try again.")
        #expect(!controller.loadingIndicator.isAnimating && controller.loadingIndicator.isHidden)
    }

    @Test func problem() throws {
        let model = try ControllerFixtures.problemModel("incorrectCredentialsProblem")
        let controller = ProblemViewController(model: model, themeRegistry: .standard)
        #expect(controller.view.subviews.map(\.identifier) == ["titleView", "messagesStackView", "detailLabel", "linksStackView"])
        #expect(controller.titleView.text == "Incorrect credentials")
        let untitled = ProblemViewController(model: ProblemModel(type: .unexpected), themeRegistry: .standard.withLanguage(tag: "nl"))
        untitled.loadViewIfNeeded()
        #expect(untitled.titleView.text == "Er is een onverwachte fout opgetreden")
        #expect(untitled.detailLabel.isHidden)
    }

    @Test func generic() throws {
        let representation = Representation(type: .unknown("future-step"), messages: [Message(text: "Hello", classList: [.info])])
        let model = GenericModel(messages: [InfoMessageModel(text: "Hello", style: .info)], representation: representation)
        let controller = GenericViewController(model: model, themeRegistry: .standard)
        #expect(controller.view.subviews.map(\.identifier) == ["messagesStackView", "unsupportedLabel", "formStackView", "linksStackView"])
        #expect(controller.unsupportedLabel.text == "This step cannot be shown in this app.")
        #expect(!controller.unsupportedLabel.isHidden)
    }

    @Test func webAuthn() throws {
        let controller = WebAuthnViewController(model: WebAuthnOperationModel(operation: .authentication), themeRegistry: .standard.withLanguage(tag: "sv"))
        #expect(controller.view.subviews.map(\.identifier) == [
            "titleLabel", "descriptionLabel", "messagesStackView", "statusView", "buttonsStackView", "linksStackView",
        ])
        #expect(controller.titleLabel.text == "Logga in med en lösennyckel")
        #expect(controller.descriptionLabel.isHidden, "no action title to show")
        #expect(controller.statusView.messageStyle == .warning)
        #expect(controller.statusView.text == "Lösennycklar stöds inte här. Välj ett annat sätt att logga in.")
    }
}

/// A factor of a device (a selector nested in a selector) says both its title and
/// its `actionTitle`.
@MainActor
@Suite("Selector options with an action title")
struct SelectorActionTitleTests {
    @Test func eachFactorShowsItsTitleOverItsActionTitle() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("FidelityDocuments/duo-device-factor-action-titles.json")
        guard case .selector(let devices) = try ControllerFixtures.model(try String(contentsOf: url, encoding: .utf8)) else {
            Issue.record("not a selector")
            return
        }
        let tablet = try #require(devices.items.first { $0.label == "Galaxy Tab ending 5530" })
        let controller = SelectorViewController(model: SelectorModel(title: tablet.label, items: tablet.options), themeRegistry: .standard)
        controller.loadViewIfNeeded()
        #expect(controller.view.view(withIdentifier: "optionCaption[0]", as: Label.self)?.text == "Push a request to the tablet")
        #expect(controller.view.view(withIdentifier: "option[0]", as: Button.self)?.title == "Notify my tablet")
        #expect(controller.view.view(withIdentifier: "optionCaption[1]", as: Label.self)?.text == "Text a passcode to the tablet")
        #expect(controller.view.view(withIdentifier: "option[1]", as: Button.self)?.title == "Send me an SMS")
        // The devices themselves: a plain option keeps its one title.
        let top = SelectorViewController(model: devices, themeRegistry: .standard)
        top.loadViewIfNeeded()
        #expect(top.view.view(withIdentifier: "option[0]", as: Button.self)?.title == "Send a push to iPhone")
        #expect(top.view.view(withIdentifier: "optionCaption[0]") == nil)
    }
}

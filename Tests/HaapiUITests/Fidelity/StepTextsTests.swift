import Foundation
import HaapiFlow
import HaapiModel
import HaapiRecording
import HaapiUI
import Testing

/// The stock screens say what each step says (issue 17), checked on the
/// hand-written documents of `FidelityDocuments`.
@MainActor
@Suite("Step texts on the stock screens")
struct StepTextsTests {
    /// The first screen of `file` (over `base`) in the stock flow container.
    static func shown(_ file: String, registry: ThemeRegistry = .standard, over base: String? = nil) throws -> PreviewScreen {
        let step = StepPreview(themeRegistry: registry).preview(try FidelityCorpus.document(file), over: try base.map(FidelityCorpus.document))
        return try #require(step.screens.first, "\(file) shows no screen: \(step.notes)")
    }

    /// The first screen of `file` without its messages (so no heading message decides the header).
    static func shownWithoutMessages(_ file: String, registry: ThemeRegistry = .standard) throws -> PreviewScreen {
        var json = try FidelityCorpus.document(file).json
        if case .object(var members) = json {
            members["messages"] = nil
            json = .object(members)
        }
        let step = StepPreview(themeRegistry: registry).preview(try PreviewDocument(json: json, name: file))
        return try #require(step.screens.first, "\(file) shows no screen: \(step.notes)")
    }

    @Test(arguments: [
        ("sign-up.json", "Create account", "Account aanmaken"),
        ("device-registration.json", "Register", "Registreren"),
        ("otp-activation.json", "Register", "Registreren"),
        ("user-consent.json", "Allow access", "Toegang toestaan"),
        ("consentor.json", "Review and approve", "Bekijken en goedkeuren"),
        ("password-reset-request.json", "Reset password", "Wachtwoord herstellen"),
        ("password-login.json", "Sign in", "Inloggen"),
    ])
    func theHeaderSaysWhatTheStepIsForInEachLanguage(file: String, english: String, dutch: String) throws {
        #expect(try Self.shownWithoutMessages(file).container.titleLabel.text == english)
        #expect(try Self.shownWithoutMessages(file, registry: .standard.withLanguage(tag: "nl")).container.titleLabel.text == dutch)
    }

    @Test func aHeadingMessageHeadsTheScreenOnce() throws {
        let screen = try Self.shown("password-reset-required.json")
        #expect(screen.container.titleLabel.text == "Reset your password")
        #expect(screen.text.texts.filter { $0 == "Reset your password" }.count == 1)
    }

    @Test func anAppOverridesAHeaderLikeAnyString() throws {
        let strings = try StringCatalog.standard.overriding(.flowTitleSignUp, with: .text("Join us"), language: .english)
        #expect(try Self.shownWithoutMessages("sign-up.json", registry: ThemeRegistry(strings: strings)).container.titleLabel.text == "Join us")
    }

    @Test func fieldsWithoutLabelsAreNamedForWhatTheyHold() throws {
        let screen = try Self.shown("unlabelled-fields.json")
        let form = try #require(screen.container.currentViewController as? FormViewController)
        let labels = try #require(form.formViews).textFields.mapValues { $0.label ?? "" }
        let expected = ["Username", "Password", "E-mail address", "Number", "Phone number"]
        #expect(Set(labels.values).isSuperset(of: expected), "labels: \(labels)")
        #expect(!labels.keys.contains { labels[$0] == $0 }, "no field is shown by its raw name: \(labels)")
    }

    @Test func aRecipientTheMessageNamesIsShownOnce() throws {
        let screen = try Self.shown("email-otp-polling.json")
        #expect(screen.text.texts.filter { $0.contains("a•••@example.com") }.count == 1, "\(screen.text)")
    }

    @Test func aRecipientNoMessageNamesIsShown() throws {
        let polling = PollingModel(messages: [InfoMessageModel(text: "Check your inbox", style: .info)], status: .pending,
                                   recipientOfCommunication: "b•••@example.com")
        let controller = PollingViewController(model: polling, themeRegistry: .standard)
        controller.loadViewIfNeeded()
        #expect(!controller.recipientView.isHidden && controller.recipientView.text == "b•••@example.com")
    }

    @Test func passkeyRegistrationSaysWhatIsRegisteredAndWhere() throws {
        let here = try Self.shown("webauthn-registration.json")
        let thisDevice = try #require(here.container.currentViewController as? WebAuthnViewController)
        #expect(thisDevice.titleLabel.text == "Register a passkey on this device")
        #expect(thisDevice.statusView.text == "Passkeys cannot be registered here. Choose another way to continue.")

        let elsewhere = try Self.shown("webauthn-registration-cross-platform.json")
        let anotherDevice = try #require(elsewhere.container.currentViewController as? WebAuthnViewController)
        #expect(anotherDevice.titleLabel.text == "Register a passkey on another device or a security key")
        #expect(!anotherDevice.descriptionLabel.isHidden && anotherDevice.descriptionLabel.text == "Register a passkey on another device")

        let signIn = try #require(try Self.shown("webauthn-authentication.json").container.currentViewController as? WebAuthnViewController)
        #expect(signIn.titleLabel.text == "Sign in with a passkey")
        #expect(signIn.descriptionLabel.text == "Sign in with your passkey")
    }

    @Test func aProblemsLinksAndDetailAreShownOnTheForm() throws {
        let screen = try Self.shown("problem-with-links.json", over: "password-login.json")
        let form = try #require(screen.container.currentViewController as? FormViewController)
        let links = form.linksStackView.subviews.compactMap { $0 as? LinkView }
        #expect(links.contains { $0.title == "Forgot password?" })
        #expect(links.contains { $0.title == "Create an account" })
        // Following a problem's link goes to the flow.
        let delegate = RecordingFlowDelegate()
        form.haapiFlowViewControllerDelegate = delegate
        #expect(try #require(links.first { $0.title == "Forgot password?" }).activate())
        #expect(delegate.followed.first?.id.hasPrefix("problem.links[") == true)
    }

    @Test func aButtonOutsideAFormKeepsItsCaption() throws {
        let screen = try Self.shown("opt-in-mfa-choose.json")
        let selector = try #require(screen.container.currentViewController as? SelectorViewController)
        let texts = selector.buttonsStackView.subviews.map { ($0 as? Label)?.text ?? ($0 as? Button)?.title ?? "" }
        #expect(texts == ["Leave sign-in without choosing", "Cancel"])
    }
}

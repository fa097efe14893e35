import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing

@MainActor
@Suite struct DynamicAuthenticationScreenTests {
    static let fields = [
        AuthenticationInformationField(placeholder: "username", isSecureText: false, informationString: "Admin"),
        AuthenticationInformationField(placeholder: "password", isSecureText: true, informationString: "leaked"),
        AuthenticationInformationField(placeholder: "url", isSecureText: false, informationString: nil),
    ]

    @Test func fieldsAreBuiltFromTheInformationFields() throws {
        let screen = DynamicAuthenticationScreen(themeRegistry: try onboardingRegistry())
        screen.informationFields = Self.fields
        screen.loadViewIfNeeded()
        let texts = screen.informationTextFields
        #expect(texts.map(\.identifier) == ["informationField-0", "informationField-1", "informationField-2"])
        #expect(texts.map(\.placeholder) == ["username", "password", "url"])
        #expect(texts.map(\.isSecure) == [false, true, false])
        #expect(texts.map(\.text) == ["Admin", "", ""])
        #expect(!screen.doneButton.isEnabled)
        #expect(screen.messageBanner.isHidden)
        screen.message = "Your server needs more information."
        #expect(!screen.messageBanner.isHidden)
        #expect(screen.messageBannerTitleLabel.text == "Your server needs more information.")
    }

    @Test func doneWaitsForEveryFieldAndShowsTheErrorBanner() async throws {
        let screen = DynamicAuthenticationScreen(themeRegistry: try onboardingRegistry())
        let delegate = RecordingDynamicAuthenticationDelegate()
        screen.delegate = delegate
        screen.informationFields = Self.fields
        screen.loadViewIfNeeded()
        screen.informationTextFields[1].enterText("pw")
        #expect(!screen.doneButton.isEnabled)
        screen.informationTextFields[2].enterText("https://idp.example.com")
        #expect(screen.doneButton.isEnabled)
        screen.doneButton.tap()
        #expect(delegate.verifications == [["Admin", "pw", "https://idp.example.com"]])
        #expect(!screen.doneButton.isEnabled)
        delegate.completions[0]("Verification failed")
        try await waitUntil("the error banner", seconds: 300) { !screen.errorMessageBanner.isHidden }
        #expect(screen.errorMessageBannerTitleLabel.text == "Verification failed")
        #expect(screen.informationTextFields.map(\.text) == ["Admin", "", "https://idp.example.com"])
        screen.cancelButton.tap()
        #expect(delegate.cancels == 1)
    }

    @Test func changingTheFieldsRebuildsThem() throws {
        let screen = DynamicAuthenticationScreen(themeRegistry: try onboardingRegistry())
        screen.loadViewIfNeeded()
        #expect(screen.informationTextFields.isEmpty)
        #expect(!screen.doneButton.isEnabled)
        screen.informationFields = Array(Self.fields.prefix(1))
        #expect(screen.informationFieldsStackView.subviews.count == 1)
        #expect(screen.doneButton.isEnabled)
    }
}

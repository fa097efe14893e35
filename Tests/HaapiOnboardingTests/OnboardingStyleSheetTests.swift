import Foundation
import HaapiGraphics
import HaapiOnboarding
import HaapiUI
import Testing

/// Seed 002's own style-sheet examples for the onboarding screens load into the
/// registry and style the screens' views.
@MainActor
@Suite struct OnboardingStyleSheetTests {
    static let seedExamples = """
        /* Seed 002's theming examples for the screens of HaapiOnboarding, as written there. */
        fdlFUIWelcomeScreen_logoImageView { image-name: MyCompanyLogo.png; }
        fdlFUIBasicAuthenticationScreen_headlineLabel { font-size: 28; font-name: thinSystem; font-color: @primary1; }
        fdlFUIBasicAuthenticationScreen_detailLabel { font-style: body; font-color: @primary1; }
        fdlFUIBasicAuthenticationScreen_primaryActionButton { font-style: callout; font-color: @primary6; corner-radius: 8;
            background-color-normal: @tintColorDark; background-color-highlighted: @backgroundGradientTop;
            background-color-disabled: @line; font-color-disabled: #28666666; }
        fdlFUIDynamicAuthenticationScreen_detailLabel { font-color: @primary1; }
        fdlFUIDynamicAuthenticationScreen_cancelButton { background-tint-color: @tintColorDark; }
        fdlFUIDynamicAuthenticationScreen_doneButton { background-tint-color: @tintColorDark; }
        fdlFUIDynamicAuthenticationScreen_messageBannerTitleLabel { font-color: @primary7; }
        fdlFUIDynamicAuthenticationScreen_messageBannerDividerTop { background-color: @line; }
        fdlFUIDynamicAuthenticationScreen_errorMessageBannerTitleLabel { font-color: @negative; }
        fdlFUIDynamicAuthenticationScreen_errorMessageBannerDividerTop { background-color: @negative; }
        fdlFUIEULAView_headlineLabel { font-size: 28; font-name: thinSystem; font-color: @primary1; }
        fdlFUIEULAView_confirmButton { background-tint-color: @tintColorDark; }
        fdlFUIEULAView_rejectButton { background-tint-color: @tintColorDark; }
        fdlFUIEULAView_cancelButton { background-tint-color: @tintColorDark; }
        fdlFUIInfoViewScreen_titleTextView { font-color: @primary1; placeholder-color: green; }
        fdlFUIInfoViewScreen_informationTextView { font-color: @primary1; placeholder-color: green; }
        fdlFUIInfoViewScreen_primaryButton { font-color: @primary1; }
        fdlFUIInfoViewScreen_secondaryButton { font-color: @primary1; }
        fdlFUIUserConsentPageView_title { font-color: @primary1; font-style: headline; text-line-clamp: 2; text-align: center; }
        fdlFUIUserConsentPageView_body { text-align: natural; }
        fdlFUIUserConsentViewController_navigationBar { bar-tint-color: @tintColor; background-color: @tintColor; }
        fdlFUIActivationScreen.subheadlineLabel { font-color: @negative; }
        """

    /// Every class path seed 002 lists for these screens.
    nonisolated static let seedClassPaths = [
        "fdlFUIWelcomeScreen", "fdlFUIWelcomeScreen_headlineImageView", "fdlFUIWelcomeScreen_headlineLabel",
        "fdlFUIWelcomeScreen_detailLabel", "fdlFUIWelcomeScreen_emailTextField", "fdlFUIWelcomeScreen_primaryActionButton",
        "fdlFUIWelcomeScreen_footnoteLabel", "fdlFUIWelcomeScreen_footnoteActionButton", "fdlFUIWelcomeScreen_logoImageView",
        "fdlFUIWelcomeScreen_navigationBar", "fdlFUIWelcomeScreen_cancelButton", "fdlFUIWelcomeScreen_loadingIndicatorView",
        "fdlFUIWelcomeScreen_loadingIndicatorView_activityIndicator", "fdlFUIWelcomeScreen_loadingIndicatorView_textLabel",
        "fdlFUIActivationScreen", "fdlFUIActivationScreen_headlineLabel", "fdlFUIActivationScreen_detailLabel",
        "fdlFUIActivationScreen_primaryActionButton", "fdlFUIActivationScreen.subheadlineLabel",
        "fdlFUIActivationScreen_secondaryActionButton", "fdlFUIActivationScreen_navigationBar",
        "fdlFUIOnboardingScanViewController", "fdlFUIOnboardingScanViewController_cancelButton",
        "fdlFUIOnboardingScanViewController_choosePhotoButton", "fdlFUIOnboardingScanViewController_scanGuidesImageView",
        "fdlFUIOnboardingScanConfirmView", "fdlFUIOnboardingScanConfirmView_titleLabel",
        "fdlFUIOnboardingScanConfirmView_successMessageLabel", "fdlFUIOnboardingScanConfirmView_hcpServerLabel",
        "fdlFUIOnboardingScanConfirmView_continueButton", "fdlFUIBasicAuthenticationScreen_headlineLabel",
        "fdlFUIBasicAuthenticationScreen_detailLabel", "fdlFUIBasicAuthenticationScreen_primaryActionButton",
        "fdlFUIDynamicAuthenticationScreen_detailLabel", "fdlFUIDynamicAuthenticationScreen_cancelButton",
        "fdlFUIDynamicAuthenticationScreen_doneButton", "fdlFUIDynamicAuthenticationScreen_messageBannerTitleLabel",
        "fdlFUIDynamicAuthenticationScreen_messageBannerDividerTop", "fdlFUIDynamicAuthenticationScreen_errorMessageBannerTitleLabel",
        "fdlFUIDynamicAuthenticationScreen_errorMessageBannerDividerTop", "fdlFUIDynamicAuthenticationScreen_navigationBar",
        "fdlFUIEULAView_headlineLabel", "fdlFUIEULAView_confirmButton", "fdlFUIEULAView_rejectButton",
        "fdlFUIEULAView_cancelButton", "fdlFUIEULAView_navigationBar", "fdlFUIInfoViewScreen_titleTextView",
        "fdlFUIInfoViewScreen_informationTextView", "fdlFUIInfoViewScreen_primaryButton", "fdlFUIInfoViewScreen_secondaryButton",
        "fdlFUIUserConsentPageView_title", "fdlFUIUserConsentPageView_body", "fdlFUIUserConsentPageView_actionTitle",
        "fdlFUIUserConsentViewController_navigationBar", "fdlFUIWebViewContainer", "fdlFUIWebViewContainer_cancelButton",
        "fdlFUIWebViewContainer_navigationBar", "fdlFUIPasscodeController", "fdlFUIOnboardingScanConfirmView_continueButton_touchDown",
        "fdlFUIMultiUserPasscodeController_userImagePlaceholderView", "fdlFUIOnboardingScanViewController_flashButton",
        "fdlFUIOnboardingScanViewController_arrowButton", "fdlFUIOnboardingScanViewController_photoPicker_navigationBar",
        "fdlFUIMultiUserPasscodeControllerUserCell_imagePlaceholder", "fdlFUIMultiUserPasscodeControllerUserCell_imagePlaceholderView",
        "fdlFUIMultiUserPasscodeControllerUserCell_titleLabel", "fdlFUIMultiUserPasscodeControllerUserCell_subtitleLabel",
    ]

    @Test func theSeedsExamplesLoadWithNothingUnknown() throws {
        let loaded = try onboardingRegistry().loadingStyleSheet(Data(Self.seedExamples.utf8), file: "Onboarding.nss", unknownKeys: .reject)
        #expect(loaded.warnings.isEmpty)
        let registry = loaded.registry

        let basic = BasicAuthenticationScreen(themeRegistry: registry)
        basic.loadViewIfNeeded()
        #expect(basic.headlineLabel.style.textStyle?.size == 28)
        #expect(basic.headlineLabel.style.textStyle?.weight == .thin)
        #expect(basic.primaryActionButton.style.disabledBackgroundColor == ThemeColor(hex: "#D0D4DA"), "@line is the stock border colour")
        #expect(basic.primaryActionButton.style.disabledTextColor == ThemeColor(red: 0x66, green: 0x66, blue: 0x66, alpha: 0x28))
        #expect(basic.primaryActionButton.style.cornerRadius == 8)

        let welcome = WelcomeScreen(themeRegistry: registry)
        welcome.loadViewIfNeeded()
        #expect(welcome.logoImageView.image == .named("MyCompanyLogo.png"))
        #expect(!welcome.logoImageView.isHidden, "a logo given by the style sheet is shown")

        let activation = ActivationScreen(themeRegistry: registry)
        activation.loadViewIfNeeded()
        #expect(activation.subheadlineLabel.style.textColor == registry.style(for: .errorMessageView).textColor)
    }

    @Test(arguments: seedClassPaths)
    func everyClassPathTheSeedListsIsKnown(_ classPath: String) throws {
        let sheet = "\(classPath) { background-color: @line; }"
        _ = try onboardingRegistry().loadingStyleSheet(Data(sheet.utf8), file: "One.nss", unknownKeys: .reject)
    }

    @Test func anUnknownClassOrPropertyNamesFileAndLine() throws {
        let unknownClass = "fdlFUIWelcomeScreen_headlineLabel { font-color: @primary1; }\n\nfdlFUIWelcomeScreen_nothing { font-color: @primary1; }"
        let error = #expect(throws: ThemeError.self) {
            try onboardingRegistry().loadingStyleSheet(Data(unknownClass.utf8), file: "Bad.nss", unknownKeys: .reject)
        }
        #expect(error?.line == 3)
        #expect(error?.file == "Bad.nss")
        let notAllowed = "fdlFUIWelcomeScreen_logoImageView {\n  font-style: body;\n}"
        let refused = #expect(throws: ThemeError.self) {
            try onboardingRegistry().loadingStyleSheet(Data(notAllowed.utf8), file: "Bad.nss")
        }
        #expect(refused?.line == 2)
        #expect(refused?.description.contains("fdlFUIWelcomeScreen_logoImageView") == true, "\(refused?.description ?? "")")
    }

    @Test func theBarePasscodeClassStylesEveryPasscodeScreenUnderItsOwn() throws {
        let sheet = """
            fdlFUIPasscodeController { background-color: #112233; }
            fdlFUIPasscodeInputController { background-color: #445566; }
            fdlFUIMultiUserPasscodeController_userImagePlaceholderView { background-color: #778899; corner-radius: 20; }
            """
        let registry = try onboardingRegistry().loadingStyleSheet(Data(sheet.utf8), file: "Passcode.nss", unknownKeys: .reject).registry
        let create = PasscodeCreateController(themeRegistry: registry)
        create.loadViewIfNeeded()
        #expect(create.rootStackView.style.backgroundColor == ThemeColor(hex: "#112233"))
        let input = PasscodeInputController(themeRegistry: registry)
        input.loadViewIfNeeded()
        #expect(input.rootStackView.style.backgroundColor == ThemeColor(hex: "#445566"), "a screen's own class is over the bare one")
        let multiUser = MultiUserPasscodeController(themeRegistry: registry)
        multiUser.loadViewIfNeeded()
        #expect(multiUser.userImagePlaceholderView.style.backgroundColor == ThemeColor(hex: "#778899"))
        #expect(multiUser.userImagePlaceholderView.style.cornerRadius == 20)
        #expect(multiUser.userImagePlaceholder.superview === multiUser.userImagePlaceholderView)
        let welcome = WelcomeScreen(themeRegistry: registry)
        welcome.loadViewIfNeeded()
        #expect(welcome.rootStackView.style.backgroundColor != ThemeColor(hex: "#112233"), "other screens are not passcode screens")
    }

    @Test func aTouchDownClassIsThePressedLookOfItsControl() throws {
        let sheet = "fdlFUIOnboardingScanConfirmView_continueButton_touchDown { background-color: #CC0000; }"
        let registry = try onboardingRegistry().loadingStyleSheet(Data(sheet.utf8), file: "Scan.nss", unknownKeys: .reject).registry
        let pressed = registry.theme.resolve(registry.theme.style(for: OnboardingStyleClass.scanConfirmContinueButton.target), appearance: .light)
        #expect(pressed.highlightedBackgroundColor == ThemeColor(hex: "#CC0000"))
        #expect(pressed.backgroundColor == nil, "the control's own background is left alone")

        let fontInPressed = "fdlFUIOnboardingScanConfirmView_continueButton_touchDown {\n  font-color: #CC0000;\n}"
        let refused = #expect(throws: ThemeError.self) {
            try onboardingRegistry().loadingStyleSheet(Data(fontInPressed.utf8), file: "Scan.nss", unknownKeys: .reject)
        }
        #expect(refused?.line == 2)
    }

    @Test func theScannersAppleOnlyClassesAreReadWithAWarningThatSaysWhy() throws {
        let sheet = """
            fdlFUIOnboardingScanViewController_arrowButton { background-tint-color: @tintColorDark; }
            fdlFUIOnboardingScanViewController_photoPicker_navigationBar { background-color: @tintColor; }
            fdlFUIOnboardingScanViewController_flashButton { font-color: #CC0000; }
            """
        let loaded = try onboardingRegistry().loadingStyleSheet(Data(sheet.utf8), file: "Scan.nss", unknownKeys: .reject)
        #expect(loaded.warnings.count == 2)
        #expect(loaded.warnings.allSatisfy { $0.message.hasPrefix("accepted without effect: ") && $0.message.contains("Apple platforms") })
        #expect(loaded.warnings.map(\.line) == [1, 2])
        let scanner = OnboardingScanViewController(themeRegistry: loaded.registry)
        scanner.loadViewIfNeeded()
        #expect(scanner.flashButton.style.textColor == ThemeColor(hex: "#CC0000"))
    }
}

import Foundation
import HaapiUI

/// Style targets named like seed 002's NSS class paths, as an onboarding module
/// registers them: `fdlFUIWelcomeScreen_headlineLabel` styles `FUIWelcomeScreen_headlineLabel`.
enum StyleSheetTargets {
    static let welcomeScreen = StyleTarget("FUIWelcomeScreen", .screen, StyleTarget.screenAttributes)
    static let welcomeHeadline = StyleTarget("FUIWelcomeScreen_headlineLabel", .component, StyleTarget.textAttributes)
    static let welcomeLogo = StyleTarget("FUIWelcomeScreen_logoImageView", .component, StyleTarget.boxAttributes.union([.imageName]))
    static let activationSubheadline = StyleTarget("FUIActivationScreen_subheadlineLabel", .component, StyleTarget.textAttributes)
    static let basicHeadline = StyleTarget("FUIBasicAuthenticationScreen_headlineLabel", .component, StyleTarget.textAttributes)
    static let basicDetail = StyleTarget("FUIBasicAuthenticationScreen_detailLabel", .component, StyleTarget.textAttributes)
    static let basicPrimaryButton = StyleTarget(
        "FUIBasicAuthenticationScreen_primaryActionButton", .component, StyleTarget.buttonAttributes)
    static let dynamicNavigationBar = StyleTarget(
        "FUIDynamicAuthenticationScreen_navigationBar", .component, StyleTarget.boxAttributes.union([.tintColorName]))
    static let infoTitle = StyleTarget("FUIInfoViewScreen_titleTextView", .component, StyleTarget.textAttributes.union([.placeholderTextColorName]))

    static let all = [
        welcomeScreen, welcomeHeadline, welcomeLogo, activationSubheadline, basicHeadline, basicDetail,
        basicPrimaryButton, dynamicNavigationBar, infoTitle,
    ]

    /// The standard registry with these targets registered.
    static func registry() throws -> ThemeRegistry {
        try ThemeRegistry.standard.registering(ScreenKitModule(name: "StyleSheetTest", styleTargets: all))
    }
}

/// Style sheets used by the style sheet tests.
enum StyleSheetFixtures {
    static func data(_ text: String) -> Data { Data(text.utf8) }

    /// Seed 002's example blocks for the basic authentication screen (the
    /// comment closed, as the seed's page cuts it off).
    static let basicAuthentication = data("""
        fdlFUIBasicAuthenticationScreen_headlineLabel {
            font-size: 28;
            font-name: thinSystem;
            font-color: @primary1;
        }

        fdlFUIBasicAuthenticationScreen_detailLabel {
            font-style: body;
            font-color: @primary1;
        }

        fdlFUIBasicAuthenticationScreen_primaryActionButton {
            font-style: callout;
            font-color: @primary6;
            corner-radius: 8;
            background-color-normal: @tintColorDark;
            background-color-highlighted: @backgroundGradientTop;
            background-color-disabled: @line;
            font-color-disabled: #28666666; /*primary2 with 0.4 alpha; "28" is the hex value of 20% for alpha; "666666" is primary2 */
        }
        """)

    /// Seed 002's other examples: dynamic authentication, EULA-like headline,
    /// info view, the welcome logo and the activation screen's dotted class path.
    static let otherSeedBlocks = data("""
        fdlFUIWelcomeScreen_logoImageView { image-name: MyCompanyLogo.png; }
        fdlFUIDynamicAuthenticationScreen_navigationBar { background-color: clear; background-tint-color: @tintColor; bar-style: default; }
        fdlFUIInfoViewScreen_titleTextView { font-color: @primary1; placeholder-color: green; }
        fdlFUIActivationScreen.subheadlineLabel { text-align: center; text-line-clamp: 2; }
        """)
}

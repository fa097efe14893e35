public import HaapiScreenKit

/// The texts an app sets at runtime for the passcode screens (seed 002's static string
/// properties of `FUIPasscodeController`, and of `FUITouchIDErrorViewController`).
@MainActor
enum PasscodeRuntimeTexts {
    /// The texts set, by key.
    static var texts: [StringKey: String] = [:]
}

extension PasscodeController {
    /// Sets the text `key` reads on every passcode screen (create, input, change,
    /// multi-user) and the biometrics-cancelled screen, in every language, over the
    /// strings file and the theme: seed 002's static string properties, set at runtime.
    ///
    /// ```swift
    /// try FUIPasscodeController.setText("Choose your PIN", for: .passcodeCreateTitle)
    /// ```
    ///
    /// - Throws: `StringOverrideError` when `key` is not one of the onboarding module's
    ///   texts, or when `text`'s placeholders differ from the default's (`%@` for the
    ///   biometrics' name must stay `%@`).
    public static func setText(_ text: String, for key: StringKey) throws(StringOverrideError) {
        let strings = ThemeRegistry.stockOnboarding.strings
        guard strings.builtInValue(key, language: .english) != nil else { throw .unknownStockKey(key) }
        _ = try strings.overriding(key, with: .text(text), language: .english)
        PasscodeRuntimeTexts.texts[key] = text
    }

    /// Removes the text set for `key` (every key when `nil`): the strings file's and the
    /// theme's apply again.
    public static func removeText(for key: StringKey? = nil) {
        if let key { PasscodeRuntimeTexts.texts[key] = nil } else { PasscodeRuntimeTexts.texts = [:] }
    }
}

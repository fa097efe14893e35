public import Foundation
import HaapiUI

/// The language of the facade's screens, taken from the device (seed 003: "detected
/// from the current device settings"; a language without texts falls back to English).
///
/// On Apple platforms it is the first of `Locale.preferredLanguages` that has texts; on
/// Linux the POSIX locale variables (`LC_ALL`, then `LC_MESSAGES`, then `LANG`), passed
/// in explicitly (Foundation's `Locale.current` ignores them there). The languages of
/// `Language.shipped` have texts.
public enum HaapiKitLanguage {
    /// The device's language tag, as described above.
    public static func deviceTag(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        #if canImport(Darwin)
        tag(preferredLanguages: Locale.preferredLanguages)
        #else
        tag(environment: environment)
        #endif
    }

    /// The first of `preferredLanguages` (most preferred first, such as
    /// `Locale.preferredLanguages`) that has texts, or `en`.
    public static func tag(preferredLanguages: [String]) -> String {
        preferredLanguages.first { Language(tag: $0)?.hasShippedTexts == true } ?? "en"
    }

    /// The language tag the environment asks for (`nl-NL` for `LANG=nl_NL.UTF-8`),
    /// or `en` when it names none (`C`, `POSIX`, unset) or one without texts.
    public static func tag(environment: [String: String]) -> String {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let locale = value.split(separator: ".").first.map(String.init) ?? value
            let bare = locale.split(separator: "@").first.map(String.init) ?? locale
            if bare == "C" || bare == "POSIX" { return "en" }
            return tag(preferredLanguages: [bare.replacingOccurrences(of: "_", with: "-")])
        }
        return "en"
    }
}

import Foundation
import HaapiUI

/// The language of the facade's screens, taken from the platform: on Linux the
/// POSIX locale variables (`LC_ALL`, then `LC_MESSAGES`, then `LANG`), passed in
/// explicitly (Foundation's `Locale.current` ignores them there). English, Dutch
/// and Swedish have texts; any other language falls back to English, key by key.
public enum HaapiKitLanguage {
    /// The language tag the environment asks for (`nl-NL` for `LANG=nl_NL.UTF-8`),
    /// or `en` when it names none (`C`, `POSIX`, unset).
    public static func tag(environment: [String: String]) -> String {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let locale = value.split(separator: ".").first.map(String.init) ?? value
            let bare = locale.split(separator: "@").first.map(String.init) ?? locale
            if bare == "C" || bare == "POSIX" { return "en" }
            let tag = bare.replacingOccurrences(of: "_", with: "-")
            if Language(tag: tag) != nil { return tag }
        }
        return "en"
    }
}

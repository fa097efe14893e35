import HaapiUI

/// The onboarding screens' texts: each group (one file per screen family) holds
/// its keys' English texts (the other languages are in `Resources/HaapiOnboarding.xcstrings`);
/// ``ScreenKitModule/onboarding``
/// registers them all. Keys start with `onb_` (HaapiUI keeps `hui_`).
enum OnboardingStrings {
    /// One group's texts by language.
    typealias Group = [Language: [StringKey: StringOverride]]

    /// Every group merged.
    static let all: Group = {
        var merged: Group = [:]
        for group in [common, welcome, authentication, scanner, agreements, info, sequence, passcode, biometrics] {
            for (language, table) in group {
                merged[language, default: [:]].merge(table) { _, new in new }
            }
        }
        return merged
    }()
}

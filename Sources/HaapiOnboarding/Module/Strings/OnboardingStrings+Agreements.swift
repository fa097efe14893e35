import HaapiUI

extension OnboardingStrings {
    /// The EULA and consent screens' texts (filled in with those screens).
    static let agreements: Group = [.english: [:], .dutch: [:], .swedish: [:]]
}

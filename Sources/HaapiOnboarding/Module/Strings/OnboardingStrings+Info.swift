import HaapiUI

extension OnboardingStrings {
    /// The info screen's and web page container's texts (filled in with those screens).
    static let info: Group = [.english: [:], .dutch: [:], .swedish: [:]]
}

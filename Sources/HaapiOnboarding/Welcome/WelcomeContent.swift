/// What the welcome screen shows of the app itself (seed 002: the screen "displays the
/// application name" in its `headlineLabel`, the app's own instructions in its
/// `detailLabel`, and the company logo in its `logoImageView`), as data an
/// ``OnboardingConfiguration`` carries.
///
/// Anything left `nil` keeps the screen's keyed, translated default.
public struct WelcomeContent: Sendable, Hashable, Codable {
    /// The application's name: the headline reads "Welcome to <name>".
    public var applicationName: String?
    /// The app's own instructions, shown instead of the launch setting's keyed text.
    public var detailText: String?
    /// The logo's image name (as the style sheet's `image-name` of `fdlFUIWelcomeScreen_logoImageView`).
    public var logoImageName: String?

    /// Creates the welcome screen's content.
    public init(applicationName: String? = nil, detailText: String? = nil, logoImageName: String? = nil) {
        self.applicationName = applicationName
        self.detailText = detailText
        self.logoImageName = logoImageName
    }
}

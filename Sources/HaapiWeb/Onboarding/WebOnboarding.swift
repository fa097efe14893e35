public import HaapiOnboarding

/// The onboarding a web host shows before the login: seed 002's welcome screen
/// (an e-mail address or an activation code finds the server), the licence
/// agreement and the consent forms, then the login.
///
/// ```swift
/// var configuration = WebHostConfiguration()
/// configuration.onboarding = WebOnboarding(
///     configuration: OnboardingConfiguration(welcomeState: .notConfigured, configurationOptions: .discoveryService, eula: EULAContent(text: licence)),
///     serverForEmail: { email in email.hasSuffix("@example.com") ? .found(server) : .refused(message: "Unknown organisation") },
///     serverForScanResult: { code in code == activationCode ? .found(server) : .refused(message: "Not an activation code") })
/// ```
///
/// The login is always against the host's own HAAPI server (the one its
/// applications are configured for): a found server's `name` is what the person is
/// told, its `loginHint` is passed on as `login_hint`. A passcode belongs to a
/// device, not a browser, so the configuration must not create one.
public struct WebOnboarding: Sendable {
    /// The screens and their content.
    public var configuration: OnboardingConfiguration
    /// The discovery service: the server for an e-mail address.
    public var serverForEmail: @Sendable @MainActor (String) async -> OnboardingDiscovery
    /// The server an activation code (a QR code's content, typed in) configures.
    public var serverForScanResult: @Sendable @MainActor (String) async -> OnboardingDiscovery

    /// Creates an onboarding.
    public init(
        configuration: OnboardingConfiguration,
        serverForEmail: @escaping @Sendable @MainActor (String) async -> OnboardingDiscovery,
        serverForScanResult: @escaping @Sendable @MainActor (String) async -> OnboardingDiscovery
    ) {
        self.configuration = configuration
        self.serverForEmail = serverForEmail
        self.serverForScanResult = serverForScanResult
    }
}

/// Whether the app already has what it needs to reach its server (seed 002's
/// `FUIWelcomeControllerState`).
public enum WelcomeControllerState: Int, Sendable, Hashable, Codable, CaseIterable {
    /// The app is configured: the welcome screen offers Start.
    case isConfigured
    /// The app is not configured: the welcome screen obtains the configuration as
    /// its ``WelcomeControllerConfigurationOption`` say.
    case notConfigured
}

/// How a welcome screen of an unconfigured app obtains its configuration (seed
/// 002's `FUIWelcomeControllerConfigurationOption`). Ignored when the state is
/// ``WelcomeControllerState/isConfigured``.
///
/// The five launch settings of the seed:
///
/// | setting | state | options | the delegate is asked |
/// |---|---|---|---|
/// | standard | `.isConfigured` | ignored | `shouldContinueUserOnboarding(_:)` |
/// | with link | `.notConfigured` | `[]` | nothing: the app is configured by a link |
/// | with discovery service | `.notConfigured` | `.discoveryService` | `welcomeController(_:shouldTryUserEmail:)` |
/// | with scanner | `.notConfigured` | `.barcodeScanner` | `welcomeController(_:willNavigateToScannerScreen:)` |
/// | with activation | `.notConfigured` | `[.discoveryService, .barcodeScanner]` | `welcomeController(_:willNavigateToActivationScreen:)` |
///
/// Every setting also calls `didSelectDemoMode(_:)` when ``WelcomeScreen/isDemoAvailable``
/// and the person chooses the demo.
public struct WelcomeControllerConfigurationOption: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: Int

    /// Creates options from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Ask for the person's e-mail address and discover the server from it.
    public static let discoveryService = WelcomeControllerConfigurationOption(rawValue: 1 << 0)
    /// Scan a QR code holding the configuration.
    public static let barcodeScanner = WelcomeControllerConfigurationOption(rawValue: 1 << 1)
}

/// One of the five launch settings of the welcome screen, from its state and options.
public enum WelcomeLaunchSetting: String, Sendable, Hashable, Codable, CaseIterable {
    /// Configured: Start continues the onboarding.
    case standard
    /// Not configured, no options: the app waits for an activation link.
    case withLink
    /// Not configured, e-mail discovery.
    case withDiscoveryService
    /// Not configured, QR code scanner.
    case withScanner
    /// Not configured, the person picks e-mail or scanner on the activation screen.
    case withActivation

    /// The setting `state` and `options` make.
    public init(state: WelcomeControllerState, options: WelcomeControllerConfigurationOption) {
        switch state {
        case .isConfigured: self = .standard
        case .notConfigured:
            switch (options.contains(.discoveryService), options.contains(.barcodeScanner)) {
            case (true, true): self = .withActivation
            case (true, false): self = .withDiscoveryService
            case (false, true): self = .withScanner
            case (false, false): self = .withLink
            }
        }
    }
}

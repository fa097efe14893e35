/// How an onboarding creates the passcode (``OnboardingConfiguration/createsPasscode``):
/// the store it protects, where the login's tokens go, the policy and biometrics.
///
/// ```swift
/// let setup = OnboardingPasscodeSetup(store: FileSecureStore(url: storeURL), policy: try PasscodePolicy(minLength: 6),
///                                     biometrics: SimulatedBiometricAuthenticator())
/// let session = try OnboardingSession(configuration: configuration, themeRegistry: registry,
///                                     passcode: setup, delegate: appDelegate)
/// ```
public struct OnboardingPasscodeSetup: Sendable {
    /// The store the passcode creates; an earlier store is replaced (an onboarding sets the app up anew).
    public var store: any SecureStore
    /// What the passcode must be.
    public var policy: PasscodePolicy
    /// The device's biometrics, offered after the confirmation when the policy allows them.
    public var biometrics: (any BiometricAuthenticator)?
    /// Whose passcode it is (see ``PasscodeController/userIdentifier``).
    public var userIdentifier: String?
    /// Where in the store the tokens go (``SecureStoreTokenStore``).
    public var tokensKey: String

    /// Creates a setup.
    public init(
        store: any SecureStore, policy: PasscodePolicy = .standard, biometrics: (any BiometricAuthenticator)? = nil,
        userIdentifier: String? = nil, tokensKey: String = SecureStoreTokenStore.defaultKey
    ) {
        self.store = store
        self.policy = policy
        self.biometrics = biometrics
        self.userIdentifier = userIdentifier
        self.tokensKey = tokensKey
    }
}

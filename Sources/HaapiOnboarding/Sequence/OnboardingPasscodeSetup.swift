public import HaapiClient

/// How an onboarding creates the passcode (``OnboardingConfiguration/createsPasscode``):
/// the store it protects, where the login's tokens and DPoP key go, the policy and
/// biometrics. With the key kept too, the login survives a restart: a client over
/// ``SecureStoreTokenStore`` and ``SecureStoreDPoPKeyStore`` refreshes the tokens.
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
    /// The device's biometrics, offered when the policy allows them (after the
    /// confirmation, or first: ``order``).
    public var biometrics: (any BiometricAuthenticator)?
    /// The order of the create screens (``PasscodeCreateOrder``; passcode first by default).
    public var order: PasscodeCreateOrder
    /// Opens the device's settings to enrol biometrics (``PasscodeCreateController/openSettings``).
    public var openSettings: (@MainActor @Sendable () -> Void)?
    /// Whose passcode it is (see ``PasscodeController/userIdentifier``).
    public var userIdentifier: String?
    /// Where in the store the tokens go (``SecureStoreTokenStore``).
    public var tokensKey: String
    /// The login's DPoP key store (the one given to the application builder): its key
    /// is kept in the secure store with the tokens, which are bound to it.
    public var dpopKeyStore: (any DPoPKeyStore)?
    /// The lockout the unlock screens will use: reset when the new passcode is created,
    /// so failures counted against an earlier passcode do not carry over.
    public var lockout: (any PasscodeTryCounter)?

    /// Creates a setup.
    public init(
        store: any SecureStore, policy: PasscodePolicy = .standard, biometrics: (any BiometricAuthenticator)? = nil,
        userIdentifier: String? = nil, tokensKey: String = SecureStoreTokenStore.defaultKey, dpopKeyStore: (any DPoPKeyStore)? = nil,
        lockout: (any PasscodeTryCounter)? = nil, order: PasscodeCreateOrder = .passcodeFirst,
        openSettings: (@MainActor @Sendable () -> Void)? = nil
    ) {
        self.order = order
        self.openSettings = openSettings
        self.lockout = lockout
        self.dpopKeyStore = dpopKeyStore
        self.store = store
        self.policy = policy
        self.biometrics = biometrics
        self.userIdentifier = userIdentifier
        self.tokensKey = tokensKey
    }
}

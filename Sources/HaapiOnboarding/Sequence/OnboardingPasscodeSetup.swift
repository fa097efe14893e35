import HaapiClient

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
    /// The device's biometrics, offered after the confirmation when the policy allows them.
    public var biometrics: (any BiometricAuthenticator)?
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
        lockout: (any PasscodeTryCounter)? = nil
    ) {
        self.lockout = lockout
        self.dpopKeyStore = dpopKeyStore
        self.store = store
        self.policy = policy
        self.biometrics = biometrics
        self.userIdentifier = userIdentifier
        self.tokensKey = tokensKey
    }
}

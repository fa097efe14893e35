import Crypto
public import Foundation
public import Logging

/// Biometrics simulated in software, for Linux, the terminal demo and tests.
///
/// It behaves like a real sensor as seen through ``BiometricAuthenticator``: secrets are
/// bound to the enrolment when stored and stop opening after ``changeEnrollment()``
/// (``BiometricError/enrollmentChanged``); consecutive failures lock the sensor until
/// ``unlockWithDevicePasscode()``. Each prompt's outcome comes from, in order: the
/// queue (``enqueue(_:)``), the decider (``setDecider(_:)``), or the default outcome.
/// Every prompt shown is recorded (``prompts``).
///
/// With a `storageDirectory` the state survives restarts in two files readable by their
/// owner only (0600, replaced atomically): the secrets sealed with AES-GCM, and the
/// random simulated device key that seals them. **This is not a security boundary**:
/// anyone who can read both files can open the secrets, and no hardware checks who is
/// present. It only keeps secrets out of plain sight.
///
/// ```swift
/// let biometrics = SimulatedBiometricAuthenticator()
/// try await biometrics.storeSecret(Data("1234".utf8), account: "alice")
/// await biometrics.enqueue(.fail, .succeed)
/// _ = try? await biometrics.secret(account: "alice", reason: "Unlock")    // throws .failed
/// let secret = try await biometrics.secret(account: "alice", reason: "Unlock")
/// ```
public actor SimulatedBiometricAuthenticator: BiometricAuthenticator {
    /// Decides the outcome of a prompt (it may ask someone, as the terminal demo does).
    public typealias Decider = @Sendable (SimulatedBiometricPrompt) async -> SimulatedBiometricOutcome

    /// The state file's name in the storage directory.
    public static let stateFileName = "simulated-biometrics.json"
    /// The device key file's name in the storage directory.
    public static let keyFileName = "simulated-biometrics.key"

    /// The folder of the two files, or `nil` when nothing is persisted.
    public nonisolated let storageDirectory: URL?
    /// The prompts shown so far (not requests refused before prompting), oldest first.
    public private(set) var prompts: [SimulatedBiometricPrompt] = []

    private var configured: BiometricAvailability
    private let lockedAtStart: Bool
    private let defaultOutcome: SimulatedBiometricOutcome
    private let failuresBeforeLockout: Int?
    private var queue: [SimulatedBiometricOutcome] = []
    private var decider: Decider?
    private let storage: SimulatedBiometricStorage?
    private let logger: Logger
    private var state = SimulatedBiometricState()
    private var key = SymmetricKey(size: .bits256)
    private var keySaved = false
    private var isLoaded = false

    /// Creates simulated biometrics.
    ///
    /// - Parameters:
    ///   - availability: What the simulated device offers; `.lockedOut` starts with the sensor locked.
    ///   - defaultOutcome: The outcome of a prompt when the queue is empty and there is no decider.
    ///   - failuresBeforeLockout: Consecutive failures that lock the sensor (a real one
    ///     locks after 5), or `nil` to never lock; values below 1 count as 1.
    ///   - storageDirectory: Where to keep the state between runs, or `nil` for memory only.
    ///   - logger: Receives storage errors (never a secret).
    public init(
        availability: BiometricAvailability = .available(.simulated), defaultOutcome: SimulatedBiometricOutcome = .succeed,
        failuresBeforeLockout: Int? = 5, storageDirectory: URL? = nil, logger: Logger = Logger(label: "HaapiOnboarding")
    ) {
        if case .lockedOut(let kind) = availability {
            configured = .available(kind)
            lockedAtStart = true
        } else {
            configured = availability
            lockedAtStart = false
        }
        self.defaultOutcome = defaultOutcome
        self.failuresBeforeLockout = failuresBeforeLockout.map { max($0, 1) }
        self.storageDirectory = storageDirectory
        storage = storageDirectory.map {
            SimulatedBiometricStorage(
                stateURL: $0.appendingPathComponent(Self.stateFileName), keyURL: $0.appendingPathComponent(Self.keyFileName))
        }
        self.logger = logger
    }

    /// The reasons of the prompts shown so far, oldest first.
    public var reasons: [String] { prompts.map(\.reason) }

    // MARK: - Controls of the simulation

    /// Sets what the simulated device offers. `.lockedOut` locks the sensor,
    /// `.available` unlocks it, and `.notEnrolled` removes every enrolment, which
    /// invalidates the stored secrets as ``changeEnrollment()`` does.
    public func setAvailability(_ availability: BiometricAvailability) {
        guard loadOrLog() else { return }
        switch availability {
        case .lockedOut(let kind):
            configured = .available(kind)
            state.lockedOut = true
        case .available:
            configured = availability
            state.lockedOut = false
            state.consecutiveFailures = 0
        case .notEnrolled:
            configured = availability
            state.enrollment += 1
        case .notAvailable:
            configured = availability
        }
        saveOrLog()
    }

    /// Outcomes for the next prompts, used before the decider and the default outcome.
    public func enqueue(_ outcomes: SimulatedBiometricOutcome...) {
        queue.append(contentsOf: outcomes)
    }

    /// Decides the outcome of each prompt once the queue is empty (`nil` for the default outcome).
    public func setDecider(_ decider: Decider?) {
        self.decider = decider
    }

    /// The enrolled biometrics change (a finger or face added or removed): every secret
    /// stored so far stops opening, like a Keychain item bound with `biometryCurrentSet`.
    /// Enrolling needs the device passcode, so the sensor lockout ends too.
    public func changeEnrollment() {
        guard loadOrLog() else { return }
        state.enrollment += 1
        state.lockedOut = false
        state.consecutiveFailures = 0
        saveOrLog()
    }

    /// The person entered the device passcode: the sensor lockout ends.
    public func unlockWithDevicePasscode() {
        guard loadOrLog() else { return }
        state.lockedOut = false
        state.consecutiveFailures = 0
        saveOrLog()
    }

    // MARK: - BiometricAuthenticator

    public func availability() async -> BiometricAvailability {
        _ = loadOrLog()
        return currentAvailability
    }

    public func storeSecret(_ secret: Data, account: String) async throws(BiometricError) {
        try load()
        switch currentAvailability {
        case .notAvailable: throw .notAvailable
        case .notEnrolled: throw .notEnrolled
        case .available, .lockedOut: break
        }
        let previous = state.secrets[account]
        state.secrets[account] = try state.seal(secret, account: account, key: key)
        do throws(BiometricError) {
            try save()
        } catch {
            state.secrets[account] = previous
            throw error
        }
    }

    public func secret(account: String, reason: String) async throws(BiometricError) -> Data {
        try load()
        try checkReleasable(account: account)
        let prompt = SimulatedBiometricPrompt(account: account, reason: reason)
        prompts.append(prompt)
        let outcome = await nextOutcome(for: prompt)
        try checkReleasable(account: account)  // the state may have changed while the prompt was open
        switch outcome {
        case .succeed:
            state.consecutiveFailures = 0
            saveOrLog()
            guard let entry = state.secrets[account] else { throw .secretNotFound(account: account) }
            return try SimulatedBiometricState.open(entry, account: account, key: key)
        case .cancel:
            throw .cancelled
        case .fail:
            state.consecutiveFailures += 1
            if let limit = failuresBeforeLockout, state.consecutiveFailures >= limit {
                state.lockedOut = true
                state.consecutiveFailures = 0
                saveOrLog()
                throw .lockedOut
            }
            saveOrLog()
            throw .failed
        }
    }

    /// Whether a secret that still opens is stored under `account` (one invalidated by
    /// an enrolment change does not count).
    public func hasSecret(account: String) async -> Bool {
        guard loadOrLog(), let entry = state.secrets[account] else { return false }
        return entry.enrollment == state.enrollment
    }

    public func removeSecret(account: String) async {
        guard loadOrLog(), state.secrets.removeValue(forKey: account) != nil else { return }
        saveOrLog()
    }

    // MARK: - Internals

    private var currentAvailability: BiometricAvailability {
        if case .available(let kind) = configured, state.lockedOut { return .lockedOut(kind) }
        return configured
    }

    /// Throws what a real device reports before showing any prompt.
    private func checkReleasable(account: String) throws(BiometricError) {
        switch currentAvailability {
        case .notAvailable: throw .notAvailable
        case .notEnrolled: throw .notEnrolled
        case .lockedOut: throw .lockedOut
        case .available: break
        }
        guard let entry = state.secrets[account] else { throw .secretNotFound(account: account) }
        guard entry.enrollment == state.enrollment else { throw .enrollmentChanged }
    }

    private func nextOutcome(for prompt: SimulatedBiometricPrompt) async -> SimulatedBiometricOutcome {
        if !queue.isEmpty { return queue.removeFirst() }
        if let decider { return await decider(prompt) }
        return defaultOutcome
    }

    private func load() throws(BiometricError) {
        guard !isLoaded else { return }
        if let storage {
            let loaded = try storage.load()
            state = loaded.state
            key = loaded.key
            keySaved = loaded.keySaved
        }
        if lockedAtStart { state.lockedOut = true }
        isLoaded = true
    }

    private func save() throws(BiometricError) {
        guard let storage else { return }
        try storage.save(state, key: keySaved ? nil : key)
        keySaved = true
    }

    private func loadOrLog() -> Bool {
        do {
            try load()
            return true
        } catch {
            logger.error("The simulated biometrics cannot be loaded", metadata: ["error": "\(error)"])
            return false
        }
    }

    private func saveOrLog() {
        do {
            try save()
        } catch {
            logger.error("The simulated biometrics cannot be saved", metadata: ["error": "\(error)"])
        }
    }
}

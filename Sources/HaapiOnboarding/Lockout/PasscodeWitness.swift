/// Tells ``PasscodeLockout`` whether a passcode has been set, so that a missing
/// lockout record can be told apart: never written (a new install, no passcode yet)
/// or deleted (to reset the wait).
///
/// The lockout's record is written when the passcode is created
/// (``PasscodeLockout/reset()``) and kept from then on: a right passcode writes a
/// record with no failures instead of removing it. So a missing record while the
/// witness says a passcode exists was deleted, and counts as the worst state the
/// lockout has (see ``PasscodeLockout``), never as a fresh start.
///
/// ```swift
/// let secureStore = FileSecureStore(url: storeURL)
/// let lockout = try PasscodeLockout(
///     retryLimit: 10, store: FileLockoutRecordStore(url: lockoutURL), passcodeWitness: .secureStore(secureStore))
/// ```
public struct PasscodeWitness: Sendable {
    private let check: @Sendable () async -> Bool

    /// A witness that asks `passcodeExists` (called when the lockout first reads its record).
    public init(passcodeExists: @escaping @Sendable () async -> Bool) {
        check = passcodeExists
    }

    /// Whether a passcode has been set.
    public func passcodeExists() async -> Bool {
        await check()
    }

    /// A passcode exists while `store`, which the passcode protects, exists.
    public static func secureStore(_ store: any SecureStore) -> PasscodeWitness {
        PasscodeWitness { await store.exists() }
    }

    /// A passcode always exists: every missing record counts as deleted. For an app
    /// that makes its lockout only once a passcode was created (and called
    /// ``PasscodeLockout/reset()`` then).
    public static let passcodeAlwaysExists = PasscodeWitness { true }
}

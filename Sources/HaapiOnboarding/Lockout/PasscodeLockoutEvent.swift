/// What happens to a passcode lockout: the input of `PasscodeLockoutStateMachine.handle(_:)`.
///
/// Requests carry the moment they were made (read from the ``LockoutClock`` by the
/// ``PasscodeLockout`` actor), so the machine itself never reads a clock.
package enum PasscodeLockoutEvent: Sendable, Hashable {
    /// The app asks whether a passcode may be tried at `now`.
    case stateRequested(at: LockoutMoment)
    /// A wrong passcode was entered at `now`.
    case failureReported(at: LockoutMoment)
    /// The right passcode was entered: the failures and any lock are forgotten.
    case successReported
    /// A passcode was created, or the app wiped what the passcode protected.
    case resetRequested
    /// What `PasscodeLockoutEffect.readRecord` found in the store, read at `now`.
    case recordRead(LockoutRecordReading, at: LockoutMoment)
}

/// What reading a ``LockoutRecordStore`` found (with the ``PasscodeWitness``'s answer
/// when no record was there).
package enum LockoutRecordReading: Sendable, Hashable {
    /// A well-formed record.
    case found(LockoutRecord)
    /// No record; `passcodeExists` is the witness's answer (`false` without a witness).
    case missing(passcodeExists: Bool)
    /// The store holds a record this build cannot trust (`reason` says why).
    case damaged(reason: String)
    /// The store could not be read at all (`reason` is the error).
    case unreadable(reason: String)
}

package import Logging

/// What `PasscodeLockoutStateMachine.handle(_:)` asks the ``PasscodeLockout`` actor to do.
package enum PasscodeLockoutEffect: Sendable, Hashable {
    /// Read the record from the store (and ask the witness when there is none), hand
    /// the result back as `PasscodeLockoutEvent.recordRead(_:at:)`, then send the
    /// request that needed it again.
    case readRecord
    /// Save `record` to the store, after any earlier save, before answering.
    case writeRecord(LockoutRecord)
    /// Log `message` at `level` (never a passcode: the machine never sees one).
    case log(level: Logger.Level, message: String, metadata: [String: String])
    /// The answer to the request: whether a passcode may be tried now.
    case answer(LockoutState)
}

import Foundation

/// What ``PasscodeLockout`` persists between runs: how many consecutive wrong
/// passcodes there were, when the last one happened, and whether the retry limit
/// locked. It never holds a passcode.
public struct LockoutRecord: Sendable, Hashable, Codable {
    /// The format version this build writes and reads.
    public static let currentVersion = 1
    /// The record of a passcode with no wrong tries: written when it is created and
    /// after every right one (see ``PasscodeWitness``).
    public static let noFailures = LockoutRecord(failures: 0, lastFailure: nil)

    /// The format version of the record.
    public var version: Int
    /// Consecutive wrong passcodes.
    public var failures: Int
    /// When the last wrong passcode was entered (`nil` with no failures).
    public var lastFailure: LockoutMoment?
    /// Whether the retry limit was reached; stays set until a success or a reset.
    public var locked: Bool
    /// A wait imposed from ``lastFailure`` on top of the schedule: set when a record
    /// that could not be read was replaced (see ``PasscodeLockout``), dropped at the
    /// next failure.
    public var penalty: Duration?

    /// Creates a record.
    public init(failures: Int, lastFailure: LockoutMoment?, locked: Bool = false, penalty: Duration? = nil, version: Int = LockoutRecord.currentVersion) {
        self.version = version
        self.failures = failures
        self.lastFailure = lastFailure
        self.locked = locked
        self.penalty = penalty
    }

    private enum CodingKeys: String, CodingKey {
        case version, failures, lastFailure, locked, penalty
    }

    /// Decodes a record, refusing other format versions, negative counts and waits, and
    /// failures without the time of the last one (each means the record is not one
    /// this build wrote, so not one it may trust).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version == Self.currentVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container, debugDescription: "format version \(version) is not \(Self.currentVersion)")
        }
        failures = try container.decode(Int.self, forKey: .failures)
        guard failures >= 0 else {
            throw DecodingError.dataCorruptedError(forKey: .failures, in: container, debugDescription: "negative failure count \(failures)")
        }
        lastFailure = try container.decodeIfPresent(LockoutMoment.self, forKey: .lastFailure)
        guard failures == 0 || lastFailure != nil else {
            throw DecodingError.dataCorruptedError(
                forKey: .lastFailure, in: container, debugDescription: "\(failures) failures without the time of the last one")
        }
        locked = try container.decode(Bool.self, forKey: .locked)
        penalty = try container.decodeIfPresent(Duration.self, forKey: .penalty)
        if let penalty, penalty < .zero {
            throw DecodingError.dataCorruptedError(forKey: .penalty, in: container, debugDescription: "negative wait \(penalty)")
        }
    }
}

import Crypto
import Foundation

/// What a ``SimulatedBiometricAuthenticator`` keeps (in memory, and in its file when
/// it persists): the enrolment generation, the sensor lockout, and each account's
/// secret sealed with AES-GCM under the simulated device key.
struct SimulatedBiometricState: Codable, Sendable, Hashable {
    /// A sealed secret and the enrolment it is bound to.
    struct Entry: Codable, Sendable, Hashable {
        /// The enrolment generation when the secret was stored.
        var enrollment: Int
        /// AES-GCM nonce, ciphertext and tag; the account and enrolment are authenticated with it.
        var sealed: Data
    }

    static let currentVersion = 1

    var version = Self.currentVersion
    /// Incremented at every change of the simulated enrolment.
    var enrollment = 0
    /// Whether the simulated sensor is locked after too many failures.
    var lockedOut = false
    /// Failures since the last success (or lockout).
    var consecutiveFailures = 0
    /// Sealed secrets by account.
    var secrets: [String: Entry] = [:]

    /// Seals `secret` for `account` under the current enrolment.
    func seal(_ secret: Data, account: String, key: SymmetricKey) throws(BiometricError) -> Entry {
        let box: AES.GCM.SealedBox
        do {
            box = try AES.GCM.seal(secret, using: key, authenticating: Self.context(account: account, enrollment: enrollment))
        } catch {
            throw .system("the simulated secret could not be sealed")
        }
        guard let combined = box.combined else { throw .system("the simulated secret could not be sealed") }
        return Entry(enrollment: enrollment, sealed: combined)
    }

    /// Opens the sealed secret of `account`.
    static func open(_ entry: Entry, account: String, key: SymmetricKey) throws(BiometricError) -> Data {
        do {
            let box = try AES.GCM.SealedBox(combined: entry.sealed)
            return try AES.GCM.open(box, using: key, authenticating: context(account: account, enrollment: entry.enrollment))
        } catch {
            throw .system("the simulated secret of account \(account) cannot be opened (damaged, or another device key)")
        }
    }

    /// The authenticated data binding a sealed secret to its account and enrolment.
    private static func context(account: String, enrollment: Int) -> Data {
        Data("haapi-simulated-biometrics:\(enrollment):\(account)".utf8)
    }
}

import ArgumentParser
import Foundation
import HaapiOnboarding

/// Where `onboard` and `unlock` keep the secure store, and the simulated device's
/// biometrics: options shared by both.
struct SecureStoreOptions: ParsableArguments {
    @ArgumentParser.Option(help: ArgumentHelp(
        "The secure store the passcode protects (the tokens are kept in it). Its lockout and the simulated biometrics live beside it.",
        valueName: "FILE"))
    var store: String = Self.defaultStorePath

    @ArgumentParser.Option(help: "The simulated device's biometrics: enrolled, not-enrolled or none.")
    var biometrics: SimulatedDevice = .enrolled

    @ArgumentParser.Option(help: "How the simulated sensor answers each prompt: succeed, fail or cancel.")
    var biometricAnswer: SimulatedAnswer = .succeed

    @ArgumentParser.Option(help: "Wrong passcodes in a row that lock the passcode and wipe the store (default: the policy's retryLimit, else 10).")
    var retryLimit: Int?

    @ArgumentParser.Option(help: ArgumentHelp(
        """
        The passcode policy, a JSON object (seed 002's FUIPasscodePolicy): minLength, maxLength, hasDigit, hasUpper, \
        hasLower, hasSpecial, isDigitsOnly (a PIN, with the number keyboard), minUniqueChars, retryLimit, allowsTouchID \
        (biometrics offered), noPasscodeRequired (Skip offered). Default: six characters or more, one a digit. Give \
        'unlock' the same file as 'onboard'.
        """, valueName: "FILE"))
    var passcodePolicy: String?

    func validate() throws {
        if let retryLimit, retryLimit < 1 { throw ValidationError("--retry-limit must be at least 1, not \(retryLimit)") }
        guard !store.isEmpty else { throw ValidationError("--store needs a file") }
        // A policy file that cannot be used is refused before anything starts.
        if passcodePolicy != nil {
            do { _ = try policy() } catch { throw ValidationError("\(error)") }
        }
    }

    /// `$XDG_DATA_HOME/haapi/secure.store`, else `$HOME/.local/share/haapi/secure.store`;
    /// a store at the earlier place, `$HOME/.haapi/secure.store`, is used where it is.
    static var defaultStorePath: String {
        let earlier = (CommandFiles.home() as NSString).appendingPathComponent(".haapi/secure.store")
        let current = CommandFiles.data("secure.store")
        return !FileManager.default.fileExists(atPath: current) && FileManager.default.fileExists(atPath: earlier) ? earlier : current
    }

    /// The store file.
    var storeURL: URL { URL(fileURLWithPath: (store as NSString).expandingTildeInPath) }

    /// The secure store.
    func secureStore() -> FileSecureStore {
        FileSecureStore(url: storeURL, logger: LoginCommand.quietLogger)
    }

    /// The simulated biometrics, kept beside the store so that `unlock` finds what `onboard` enabled.
    func simulatedBiometrics() -> SimulatedBiometricAuthenticator? {
        let availability: BiometricAvailability
        switch biometrics {
        case .enrolled: availability = .available(.simulated)
        case .notEnrolled: availability = .notEnrolled(.simulated)
        case .none: return nil
        }
        return SimulatedBiometricAuthenticator(
            availability: availability, defaultOutcome: biometricAnswer.outcome,
            storageDirectory: storeURL.deletingLastPathComponent(), logger: LoginCommand.quietLogger)
    }

    /// The lockout, kept in `FILE.lockout` beside the store; the store is its witness
    /// (a lockout file missing while the store exists was deleted, and fails closed).
    func lockout() throws -> PasscodeLockout {
        let retryLimit = try self.retryLimit ?? policy().retryLimit ?? 10
        do {
            return try PasscodeLockout(
                retryLimit: retryLimit, store: FileLockoutRecordStore(url: storeURL.appendingPathExtension("lockout")),
                passcodeWitness: .secureStore(secureStore()), logger: LoginCommand.quietLogger)
        } catch {
            throw CommandFailure("--retry-limit: \(error)")
        }
    }

    /// The largest policy file read.
    static let largestPolicyFile = 64 * 1024

    /// The policy of `--passcode-policy`, else the demo's: six characters or more, one of them a digit.
    func policy() throws -> PasscodePolicy {
        guard let passcodePolicy else {
            do { return try PasscodePolicy(minLength: 6, hasDigit: true) } catch { throw CommandFailure("the demo's passcode policy: \(error)") }
        }
        let data = try CommandFiles.read(passcodePolicy, what: "--passcode-policy", limit: Self.largestPolicyFile)
        do {
            return try PasscodePolicy(json: data, file: passcodePolicy)
        } catch {
            throw CommandFailure("--passcode-policy \(error)")
        }
    }
}

/// `--biometrics`.
enum SimulatedDevice: String, ExpressibleByArgument, CaseIterable {
    case enrolled
    case notEnrolled = "not-enrolled"
    case none
}

/// `--biometric-answer`.
enum SimulatedAnswer: String, ExpressibleByArgument, CaseIterable {
    case succeed, fail, cancel

    var outcome: SimulatedBiometricOutcome {
        switch self {
        case .succeed: .succeed
        case .fail: .fail
        case .cancel: .cancel
        }
    }
}

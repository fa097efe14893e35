import Crypto
import Foundation
import HaapiClient

/// The two files of a persistent ``SimulatedBiometricAuthenticator``, both 0600 and
/// replaced atomically: the state (sealed secrets, enrolment, lockout) and the
/// simulated device key that seals the secrets.
struct SimulatedBiometricStorage: Sendable {
    /// The state file.
    let stateURL: URL
    /// The device key file (32 random bytes).
    let keyURL: URL

    private static let maximumSize = 1 << 20

    /// The saved state and device key; a fresh state and a new key when nothing was saved.
    func load() throws(BiometricError) -> (state: SimulatedBiometricState, key: SymmetricKey, keySaved: Bool) {
        let stateData: Data?
        let keyData: Data?
        do throws(OwnerOnlyFileError) {
            stateData = try OwnerOnlyFile.read(stateURL, maximumSize: Self.maximumSize)
            keyData = try OwnerOnlyFile.read(keyURL, maximumSize: Self.maximumSize)
        } catch {
            throw .system("could not \(error.operation) \(error.path): \(error.message)")
        }
        let key: SymmetricKey
        if let keyData {
            guard keyData.count == 32 else { throw .system("\(keyURL.path) is not a simulated device key") }
            key = SymmetricKey(data: keyData)
        } else {
            guard stateData == nil else { throw .system("\(keyURL.path) is missing: the secrets in \(stateURL.path) cannot be opened") }
            key = SymmetricKey(size: .bits256)
        }
        guard let stateData else { return (SimulatedBiometricState(), key, keyData != nil) }
        do {
            let state = try JSONDecoder().decode(SimulatedBiometricState.self, from: stateData)
            guard state.version == SimulatedBiometricState.currentVersion else {
                throw BiometricError.system("\(stateURL.path) has format version \(state.version)")
            }
            return (state, key, true)
        } catch let error as BiometricError {
            throw error
        } catch {
            throw .system("\(stateURL.path) is not a simulated biometrics state")
        }
    }

    /// Writes the device key (only when `key` is given, i.e. not yet saved), then the state.
    func save(_ state: SimulatedBiometricState, key: SymmetricKey?) throws(BiometricError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(state) else { throw .system("the simulated biometrics state cannot be encoded") }
        do throws(OwnerOnlyFileError) {
            if let key {
                try OwnerOnlyFile.write(key.withUnsafeBytes { Data($0) }, to: keyURL)
            }
            try OwnerOnlyFile.write(data, to: stateURL)
        } catch {
            throw .system("could not \(error.operation) \(error.path): \(error.message)")
        }
    }
}

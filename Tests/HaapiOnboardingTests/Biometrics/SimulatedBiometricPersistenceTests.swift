import Foundation
import HaapiOnboarding
import HaapiTesting
import Testing

/// The terminal demo keeps simulated biometrics between runs, in two owner-only files
/// that do not show the secret.
@Suite struct SimulatedBiometricPersistenceTests {
    private let secret = Data("4711-correct-horse-battery".utf8)

    private func files(in folder: URL) -> (state: URL, key: URL) {
        (
            folder.appendingPathComponent(SimulatedBiometricAuthenticator.stateFileName),
            folder.appendingPathComponent(SimulatedBiometricAuthenticator.keyFileName)
        )
    }

    @Test func secretsSurviveANewInstance() async throws {
        let folder = try TemporaryFolder()
        try await SimulatedBiometricAuthenticator(storageDirectory: folder.url).storeSecret(secret, account: "alice")
        let restarted = SimulatedBiometricAuthenticator(storageDirectory: folder.url)
        #expect(await restarted.hasSecret(account: "alice"))
        #expect(try await restarted.secret(account: "alice", reason: "r") == secret)
    }

    @Test func enrollmentChangeAndLockoutSurviveANewInstance() async throws {
        let folder = try TemporaryFolder()
        let first = SimulatedBiometricAuthenticator(defaultOutcome: .fail, failuresBeforeLockout: 1, storageDirectory: folder.url)
        try await first.storeSecret(secret, account: "alice")
        await #expect(throws: BiometricError.lockedOut) { try await first.secret(account: "alice", reason: "r") }
        #expect(await SimulatedBiometricAuthenticator(storageDirectory: folder.url).availability() == .lockedOut(.simulated))
        await first.changeEnrollment()
        let restarted = SimulatedBiometricAuthenticator(storageDirectory: folder.url)
        #expect(await restarted.availability() == .available(.simulated))
        await #expect(throws: BiometricError.enrollmentChanged) { try await restarted.secret(account: "alice", reason: "r") }
    }

    @Test func filesAreOwnerOnlyAndHoldNoPlainSecret() async throws {
        let folder = try TemporaryFolder()
        let storage = folder.url.appendingPathComponent("biometrics")
        try await SimulatedBiometricAuthenticator(storageDirectory: storage).storeSecret(secret, account: "alice")
        let (state, key) = files(in: storage)
        for file in [state, key] {
            let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            let contents = try Data(contentsOf: file)
            #expect(contents.firstRange(of: secret) == nil)
            #expect(contents.firstRange(of: Data(secret.base64EncodedString().utf8)) == nil)
        }
        #expect(try Data(contentsOf: key).count == 32)
        #expect(try FileManager.default.contentsOfDirectory(atPath: storage.path).sorted() == [state, key].map(\.lastPathComponent).sorted())
    }

    @Test func anotherDeviceKeyCannotOpenTheSecret() async throws {
        let folder = try TemporaryFolder()
        try await SimulatedBiometricAuthenticator(storageDirectory: folder.url).storeSecret(secret, account: "alice")
        try Data(repeating: 7, count: 32).write(to: files(in: folder.url).key)
        let restarted = SimulatedBiometricAuthenticator(storageDirectory: folder.url)
        let error = await #expect(throws: BiometricError.self) { try await restarted.secret(account: "alice", reason: "r") }
        guard case .system = error else {
            Issue.record("expected .system, got \(String(describing: error))")
            return
        }
    }

    @Test func missingDeviceKeyIsReportedNotIgnored() async throws {
        let folder = try TemporaryFolder()
        try await SimulatedBiometricAuthenticator(storageDirectory: folder.url).storeSecret(secret, account: "alice")
        try FileManager.default.removeItem(at: files(in: folder.url).key)
        let log = LogCapture()
        let restarted = SimulatedBiometricAuthenticator(storageDirectory: folder.url, logger: log.logger())
        #expect(await !restarted.hasSecret(account: "alice"))
        #expect(log.text.hasPrefix("error") && log.text.contains(SimulatedBiometricAuthenticator.keyFileName))
        let error = await #expect(throws: BiometricError.self) { try await restarted.storeSecret(self.secret, account: "bob") }
        guard case .system(let message) = error else {
            Issue.record("expected .system, got \(String(describing: error))")
            return
        }
        #expect(message.contains(SimulatedBiometricAuthenticator.keyFileName))
    }
}

import Foundation
import HaapiOnboarding
import Testing

@Suite struct SimulatedBiometricAuthenticatorTests {
    private let secret = Data("4711-correct-horse".utf8)

    @Test func releasesTheSecretAndRecordsTheReason() async throws {
        let biometrics = SimulatedBiometricAuthenticator()
        #expect(await biometrics.availability() == .available(.simulated))
        #expect(await !biometrics.hasSecret(account: "alice"))
        try await biometrics.storeSecret(secret, account: "alice")
        #expect(await biometrics.hasSecret(account: "alice"))
        #expect(try await biometrics.secret(account: "alice", reason: "Unlock your data") == secret)
        #expect(await biometrics.reasons == ["Unlock your data"])
        #expect(await biometrics.prompts == [SimulatedBiometricPrompt(account: "alice", reason: "Unlock your data")])
    }

    @Test func queuedOutcomesFailAndCancel() async throws {
        let biometrics = SimulatedBiometricAuthenticator()
        try await biometrics.storeSecret(secret, account: "alice")
        await biometrics.enqueue(.fail, .cancel, .succeed)
        await #expect(throws: BiometricError.failed) { try await biometrics.secret(account: "alice", reason: "1") }
        await #expect(throws: BiometricError.cancelled) { try await biometrics.secret(account: "alice", reason: "2") }
        #expect(try await biometrics.secret(account: "alice", reason: "3") == secret)
        #expect(await biometrics.reasons == ["1", "2", "3"])
    }

    @Test func deciderSeesEachPrompt() async throws {
        let biometrics = SimulatedBiometricAuthenticator(defaultOutcome: .cancel)
        try await biometrics.storeSecret(secret, account: "alice")
        await biometrics.setDecider { prompt in prompt.reason == "let me in" ? .succeed : .fail }
        await #expect(throws: BiometricError.failed) { try await biometrics.secret(account: "alice", reason: "other") }
        #expect(try await biometrics.secret(account: "alice", reason: "let me in") == secret)
        await biometrics.setDecider(nil)
        await #expect(throws: BiometricError.cancelled) { try await biometrics.secret(account: "alice", reason: "x") }
    }

    @Test func consecutiveFailuresLockTheSensorUntilThePasscode() async throws {
        let biometrics = SimulatedBiometricAuthenticator(defaultOutcome: .fail, failuresBeforeLockout: 3)
        try await biometrics.storeSecret(secret, account: "alice")
        await #expect(throws: BiometricError.failed) { try await biometrics.secret(account: "alice", reason: "1") }
        await #expect(throws: BiometricError.failed) { try await biometrics.secret(account: "alice", reason: "2") }
        await #expect(throws: BiometricError.lockedOut) { try await biometrics.secret(account: "alice", reason: "3") }
        #expect(await biometrics.availability() == .lockedOut(.simulated))
        await biometrics.enqueue(.succeed)
        await #expect(throws: BiometricError.lockedOut) { try await biometrics.secret(account: "alice", reason: "no prompt") }
        #expect(await biometrics.reasons == ["1", "2", "3"])
        await biometrics.unlockWithDevicePasscode()
        #expect(await biometrics.availability() == .available(.simulated))
        #expect(try await biometrics.secret(account: "alice", reason: "4") == secret)
    }

    @Test func successResetsTheFailureCount() async throws {
        let biometrics = SimulatedBiometricAuthenticator(failuresBeforeLockout: 2)
        try await biometrics.storeSecret(secret, account: "alice")
        for _ in 0..<3 {
            await biometrics.enqueue(.fail, .succeed)
            await #expect(throws: BiometricError.failed) { try await biometrics.secret(account: "alice", reason: "r") }
            #expect(try await biometrics.secret(account: "alice", reason: "r") == secret)
        }
    }

    @Test func enrollmentChangeInvalidatesEveryStoredSecret() async throws {
        let biometrics = SimulatedBiometricAuthenticator()
        try await biometrics.storeSecret(secret, account: "alice")
        try await biometrics.storeSecret(Data("other".utf8), account: "bob")
        await biometrics.changeEnrollment()
        for account in ["alice", "bob"] {
            await #expect(throws: BiometricError.enrollmentChanged) { try await biometrics.secret(account: account, reason: "r") }
            #expect(await !biometrics.hasSecret(account: account))
        }
        #expect(await biometrics.prompts.isEmpty)
        try await biometrics.storeSecret(secret, account: "alice")
        #expect(try await biometrics.secret(account: "alice", reason: "r") == secret)
    }

    @Test func missingAndRemovedSecrets() async throws {
        let biometrics = SimulatedBiometricAuthenticator()
        await #expect(throws: BiometricError.secretNotFound(account: "alice")) { try await biometrics.secret(account: "alice", reason: "r") }
        try await biometrics.storeSecret(secret, account: "alice")
        await biometrics.removeSecret(account: "alice")
        await biometrics.removeSecret(account: "alice")
        await #expect(throws: BiometricError.secretNotFound(account: "alice")) { try await biometrics.secret(account: "alice", reason: "r") }
    }

    @Test func availabilityRefusesBeforeAnyPrompt() async throws {
        let biometrics = SimulatedBiometricAuthenticator()
        try await biometrics.storeSecret(secret, account: "alice")
        await biometrics.setAvailability(.notAvailable)
        await #expect(throws: BiometricError.notAvailable) { try await biometrics.secret(account: "alice", reason: "r") }
        await #expect(throws: BiometricError.notAvailable) { try await biometrics.storeSecret(secret, account: "bob") }
        await biometrics.setAvailability(.lockedOut(.simulated))
        #expect(await biometrics.availability() == .lockedOut(.simulated))
        await #expect(throws: BiometricError.lockedOut) { try await biometrics.secret(account: "alice", reason: "r") }
        await biometrics.setAvailability(.available(.simulated))
        #expect(try await biometrics.secret(account: "alice", reason: "r") == secret)
        // Removing every enrolment invalidates the secrets, as on a device.
        await biometrics.setAvailability(.notEnrolled(.simulated))
        await #expect(throws: BiometricError.notEnrolled) { try await biometrics.secret(account: "alice", reason: "r") }
        await #expect(throws: BiometricError.notEnrolled) { try await biometrics.storeSecret(secret, account: "alice") }
        await biometrics.setAvailability(.available(.simulated))
        await #expect(throws: BiometricError.enrollmentChanged) { try await biometrics.secret(account: "alice", reason: "r") }
        #expect(await biometrics.reasons == ["r"])
    }

    @Test func startsLockedOutWhenAsked() async throws {
        let biometrics = SimulatedBiometricAuthenticator(availability: .lockedOut(.faceID))
        #expect(await biometrics.availability() == .lockedOut(.faceID))
        await biometrics.unlockWithDevicePasscode()
        #expect(await biometrics.availability() == .available(.faceID))
    }
}

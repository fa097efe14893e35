import Foundation
public import HaapiJOSE
public import HaapiWebAuthn

/// Verifies the person for a passkey ceremony with biometrics: a random secret is kept
/// under ``account``, bound to the enrolment, and releasing it is the verification.
///
/// Where biometrics cannot be used (none enrolled, none on the device) the person
/// counts as present but not verified, so ceremonies that require verification are
/// refused and the others go on; a cancelled or failed prompt cancels the ceremony.
public struct BiometricUserVerifier: UserVerifier {
    /// The biometric account that guards passkey ceremonies.
    public static let account = "haapi.passkey-verification"

    private let biometrics: any BiometricAuthenticator
    private let random: any RandomSource

    /// Verifies with `biometrics`.
    public init(_ biometrics: any BiometricAuthenticator, random: any RandomSource = SystemRandomSource()) {
        self.biometrics = biometrics
        self.random = random
    }

    public func verifyUser(reason: String) async -> UserVerificationResult {
        guard case .available = await biometrics.availability() else { return .present }
        do {
            if await !biometrics.hasSecret(account: Self.account) {
                try await biometrics.storeSecret(Data(random.bytes(32)), account: Self.account)
            }
            _ = try await biometrics.secret(account: Self.account, reason: reason)
            return .verified
        } catch .enrollmentChanged {
            // The old secret went with the old enrolment: guard with a new one next time.
            await biometrics.removeSecret(account: Self.account)
            return .cancelled
        } catch {
            return .cancelled
        }
    }
}

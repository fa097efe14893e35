import Foundation
import HaapiOnboarding
import HaapiWebAuthn
import Testing

@Suite("Passkeys verified by biometrics")
struct BiometricUserVerifierTests {
    @Test func recognisedBiometricsVerifyThePerson() async {
        let biometrics = SimulatedBiometricAuthenticator(defaultOutcome: .succeed)
        let verifier = BiometricUserVerifier(biometrics)
        #expect(await verifier.verifyUser(reason: "Sign in to Example") == .verified)
        // The prompt said what for, on the passkey account.
        let prompts = await biometrics.prompts
        #expect(prompts.map(\.reason) == ["Sign in to Example"])
        #expect(prompts.map(\.account) == [BiometricUserVerifier.account])
    }

    @Test(arguments: [SimulatedBiometricOutcome.cancel, .fail])
    func aCancelledOrFailedPromptCancelsTheCeremony(_ outcome: SimulatedBiometricOutcome) async {
        let verifier = BiometricUserVerifier(SimulatedBiometricAuthenticator(defaultOutcome: outcome))
        #expect(await verifier.verifyUser(reason: "Sign in") == .cancelled)
    }

    @Test func withoutBiometricsThePersonIsPresentButNotVerified() async {
        let biometrics = SimulatedBiometricAuthenticator(availability: .notEnrolled(.simulated))
        #expect(await BiometricUserVerifier(biometrics).verifyUser(reason: "Sign in") == .present)
        #expect(await biometrics.prompts.isEmpty)
    }
}

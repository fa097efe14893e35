import ArgumentParser
import Foundation
import HaapiApp
import HaapiOnboarding

/// `haapi app unlock`: the facade's unlock flow (seed 003's) on the secure store
/// `haapi onboard` created. With `--feature custom-forgot-pin-button`, "Forgot your
/// PIN?" ends the flow with `userForgotPIN` for the app to handle; without it, the
/// passcode is reset as the onboarding module does.
struct AppUnlockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unlock",
        abstract: "Unlock the secure store 'haapi onboard' created through the facade's unlock flow.",
        discussion: """
            Biometrics first when they were enabled (simulated: --biometric-answer), then the passcode. \
            "Forgot your PIN?" resets the passcode, or, with --feature custom-forgot-pin-button, ends the flow \
            with the userForgotPIN error for the app to handle (exit status 1, the person's message on standard error).
            """)

    @OptionGroup var secure: SecureStoreOptions
    @OptionGroup var app: AppOptions

    func run() async throws {
        let store = secure.secureStore()
        guard await store.exists() else {
            FileHandle.standardError.write(Data("haapi: no secure store at \(secure.storeURL.path): run 'haapi onboard' first\n".utf8))
            throw ExitCode(AppExitStatus.failure.rawValue)
        }
        let setup = HaapiKitUnlockSetup(
            store: store, policy: try secure.policy(), biometrics: secure.simulatedBiometrics(), lockout: try secure.lockout())
        try await app.run { kit async throws(HaapiKitError) in try await kit.unlockFlow(setup) }
    }
}

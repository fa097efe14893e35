import ArgumentParser
import Foundation
import HaapiClient
import HaapiOnboarding
import HaapiTerminal
import HaapiUI

/// `haapi unlock`: opens the secure store `haapi onboard` created, with the passcode
/// or the simulated biometrics, and shows the state of the tokens kept in it (or, with
/// `--sign-out`, signs that session out).
struct UnlockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unlock",
        abstract: "Unlock the secure store that 'haapi onboard' created, and show the state of the tokens kept in it.",
        discussion: """
            Biometrics are asked first when they were enabled (simulated: --biometric-answer decides how the \
            sensor answers); otherwise, or when they are cancelled or fail, the passcode. Wrong passcodes make \
            you wait longer each time, and --retry-limit of them wipe the store; the count survives restarts. \
            The tokens themselves are never shown. With --change the current passcode is asked (biometrics \
            only with --with-biometrics, which then generates the new one), then a new one and its confirmation; \
            the biometric copy, when there is one, is replaced. \
            With --sign-out the stored session is signed out: its tokens are revoked and its session ended at the \
            server that issued them (the one 'haapi onboard' signed in at; use 'haapi onboard --server URL' with a \
            running 'haapi dev-server' so that it is still there), and the tokens and the DPoP key are removed from \
            the store whether or not the server could be reached. \
            Exit status: 0 unlocked (or changed, or signed out on this device), 1 failure (no store, or not \
            everything could be removed), 3 cancelled, 5 locked (the store was wiped), 64 bad options.
            """
    )

    @ArgumentParser.Flag(help: "Change the passcode instead of showing the tokens.")
    var change = false

    @ArgumentParser.Flag(help: ArgumentHelp(
        "With --change: when biometrics were enabled, they release the current passcode, and a new one is generated and kept with them, asking nothing else (seed 002's newer change flow, for a passcode made with biometrics first)."))
    var withBiometrics = false

    @ArgumentParser.Flag(help: "Sign the stored session out: revoke it at the server and remove its tokens and key from the store.")
    var signOut = false

    @OptionGroup var secure: SecureStoreOptions
    @OptionGroup var terminal: TerminalOptions

    func validate() throws {
        if change, signOut { throw ValidationError("give --change or --sign-out, not both") }
        if withBiometrics, !change { throw ValidationError("--with-biometrics changes the passcode: give --change too") }
    }

    func run() async throws {
        let status = try await reportingFailures { @MainActor () async throws -> Int32 in
            let answerLines = try terminal.answerLines()
            let store = secure.secureStore()
            guard await store.exists() else {
                throw CommandFailure("no secure store at \(secure.storeURL.path): run 'haapi onboard' first")
            }
            // The screens use the same theme and language loading as every command; no request is made.
            let application = try terminal.application(
                try DemoCommand.demoConfiguration(URL(string: "http://127.0.0.1")!, consent: false, language: terminal.language)) {
                $0.addModule(.onboarding)
            }
            let session = PasscodeSession(
                change ? .change : .unlock, themeRegistry: application.themeRegistry, store: store, policy: try secure.policy(),
                biometrics: secure.simulatedBiometrics(), lockout: try secure.lockout(), changesWithBiometrics: withBiometrics,
                logger: LoginCommand.quietLogger)
            let runner = TerminalFlowRunner(encoder: terminal.encoder)
            let run = await runner.run(session, mode: terminal.runMode(answerLines: answerLines))
            if signOut, case .unlocked(let usedBiometrics)? = run.result {
                return await SignOutReport.signOut(store: store, usedBiometrics: usedBiometrics, terminal: terminal)
            }
            return await UnlockReport.report(run, store: store, json: terminal.json)
        }
        if status != 0 { throw ExitCode(status) }
    }
}

import ArgumentParser
import Foundation
import HaapiFlow
import HaapiTerminal
import HaapiWebAuthn

/// `--passkeys FILE`: the development passkey authenticator of `login` and `demo`.
struct PasskeyOptions: ParsableArguments {
    @ArgumentParser.Option(help: ArgumentHelp(
        "The passkeys of this terminal's development authenticator (its keys are NOT encrypted).",
        discussion: """
            A passkey registered in one run signs in the next one that uses the same file. The demo keeps its \
            server's users and their passkeys beside it (FILE without its extension, plus '-server.sqlite').
            """,
        valueName: "FILE"))
    var passkeys: String = PasskeyOptions.defaultFile

    /// `$XDG_DATA_HOME/haapi/passkeys.json`, else `~/.local/share/haapi/passkeys.json`.
    static var defaultFile: String { CommandFiles.data("passkeys.json") }

    /// Where the demo keeps its server's users, so that a passkey made in one run is
    /// still known to the next: `<FILE without extension>-server.sqlite`.
    func demoServerDatabase() throws -> String {
        try createFolder()
        return (passkeys as NSString).deletingPathExtension + "-server.sqlite"
    }

    private func createFolder() throws {
        let folder = URL(fileURLWithPath: passkeys).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("--passkeys \(passkeys): the folder cannot be created: \(error.localizedDescription)")
        }
    }

    /// The authenticator over `--passkeys`, asking the person through `prompt`.
    func authenticator(prompt: PasskeyPrompt) throws -> SoftwareAuthenticator {
        try createFolder()
        let file = URL(fileURLWithPath: passkeys)
        return SoftwareAuthenticator(store: FilePasskeyStore(fileURL: file), userVerifier: prompt)
    }
}

/// Asks the person at the terminal to confirm a passkey ceremony: the key `p` (or the
/// answer `passkey`) confirms; choosing another way on the screen cancels it.
actor PasskeyPrompt: UserVerifier {
    private var waiting: CheckedContinuation<UserVerificationResult, Never>?

    func verifyUser(reason: String) async -> UserVerificationResult {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume(returning: .cancelled)
                } else {
                    waiting?.resume(returning: .cancelled)
                    waiting = continuation
                }
            }
        } onCancel: {
            Task { await self.answer(.cancelled) }
        }
    }

    /// Answers the waiting ceremony; `false` when none waits.
    @discardableResult
    func answer(_ result: UserVerificationResult) -> Bool {
        guard let waiting else { return false }
        self.waiting = nil
        waiting.resume(returning: result)
        return true
    }

    /// The terminal command that confirms (the person's presence and verification).
    nonisolated var command: TerminalCommand {
        TerminalCommand(key: "p", name: "passkey", help: "passkey") {
            Task { await self.answer(.verified) }
        }
    }
}

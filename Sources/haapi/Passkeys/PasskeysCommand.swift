import ArgumentParser
import Foundation
import HaapiClient
import HaapiDevServer
import HaapiUI
import HaapiModel
import HaapiWebAuthn

/// `haapi passkeys`: the person's own passkeys on the embedded dev server, through its
/// passkey account API: sign in in the terminal, then list, rename, delete or add.
struct PasskeysCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "passkeys",
        abstract: "See, rename, delete and add your passkeys on the embedded dev server.",
        discussion: """
            Each subcommand signs in first, in the terminal (as 'haapi demo' does, with the same users and \
            passkeys: --passkeys FILE), asking for the 'passkeys' scope, then calls the dev server's passkey \
            account API with the sign-in's tokens. The last way to sign in to an account cannot be deleted. \
            Exit status: 0 done, 1 failure, 2 refused by the server, 3 sign-in cancelled.
            """,
        subcommands: [List.self, Rename.self, Delete.self, Add.self],
        defaultSubcommand: List.self)

    /// `haapi passkeys list`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Sign in, then list your passkeys.")
        @OptionGroup var options: PasskeysCommandOptions

        func run() async throws {
            try await options.signedIn { account in
                let list = try await account.passkeys()
                PasskeysCommandOptions.write(PasskeysCommand.table(list, language: Language(tag: options.terminal.language) ?? .english))
            }
        }
    }

    /// `haapi passkeys rename ID NAME`.
    struct Rename: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Sign in, then give one of your passkeys a name.")
        @Argument(help: "The passkey's ID (as 'list' shows it).") var id: String
        @Argument(help: "Its new name (1 to 64 characters).") var name: String
        @OptionGroup var options: PasskeysCommandOptions

        func run() async throws {
            try await options.signedIn { account in
                let passkey = try await account.rename(id, to: name)
                PasskeysCommandOptions.write("Renamed: \(passkey.id) is now \"\(passkey.name ?? name)\".\n")
            }
        }
    }

    /// `haapi passkeys delete ID`.
    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Sign in, then delete one of your passkeys.")
        @Argument(help: "The passkey's ID (as 'list' shows it).") var id: String
        @OptionGroup var options: PasskeysCommandOptions

        func run() async throws {
            try await options.signedIn { account in
                try await account.delete(id)
                PasskeysCommandOptions.write("Deleted: \(id). A device may still offer it until it learns it is gone.\n")
            }
        }
    }

    /// `haapi passkeys add [--name NAME]`.
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Sign in, then add a passkey of this terminal's development authenticator (--passkeys FILE).")
        @ArgumentParser.Option(help: "The new passkey's name.") var name: String?
        @OptionGroup var options: PasskeysCommandOptions

        func run() async throws {
            try await options.signedIn { account in
                let options = try await account.registrationOptions()
                guard let publicKey = options["publicKey"], let creation = try? publicKey.decoded(as: PublicKeyCredentialCreationOptionsJSON.self) else {
                    throw CommandFailure("the server's passkey options could not be read")
                }
                // The person asked for the passkey on the command line: that is their confirmation.
                let authenticator = SoftwareAuthenticator(
                    store: FilePasskeyStore(fileURL: URL(fileURLWithPath: self.options.passkeys.passkeys)), userVerifier: AutomaticUserVerifier())
                let response: RegistrationResponseJSON
                do {
                    response = try await authenticator.register(creation)
                } catch {
                    throw CommandFailure("the development authenticator made no passkey: \(error)")
                }
                guard let credential = try? JSONValue(encoding: response) else { throw CommandFailure("the new passkey could not be written") }
                let passkey = try await account.register(credential, name: name)
                PasskeysCommandOptions.write("Added: \(passkey.id)\(passkey.label.map { " (\($0))" } ?? "").\n")
            }
        }
    }

    /// The list as the terminal shows it: one block per passkey.
    static func table(_ list: AccountPasskeys, language: Language) -> String {
        guard !list.passkeys.isEmpty else { return "\(list.userName) has no passkey yet.\n" }
        var text = "Passkeys of \(list.userName) (\(list.rpID)):\n"
        for passkey in list.passkeys {
            text += "\n  \(passkey.label ?? "Passkey")\n"
            text += "    ID         \(passkey.id)\n"
            if passkey.name != nil, let provider = passkey.provider { text += "    Provider   \(provider)\n" }
            text += "    Created    \(LocaleDates.format(passkey.createdAt, language: language))\n"
            text += "    Last used  \(passkey.lastUsedAt.map { LocaleDates.format($0, language: language) } ?? "not yet")\n"
            text += "    Kind       \(passkey.backupEligible ? "synced to other devices" : "on one device only")\n"
        }
        if !list.otherWaysToSignIn, list.passkeys.count == 1 { text += "\nThis passkey is the only way to sign in: add another before deleting it.\n" }
        return text
    }
}

/// What every `haapi passkeys` subcommand takes: the terminal and the passkeys file.
struct PasskeysCommandOptions: ParsableArguments {
    @OptionGroup var terminal: TerminalOptions
    @OptionGroup var passkeys: PasskeyOptions

    /// Signs in on the embedded dev server asking for the account API's scope, then runs
    /// `body` with the person's account; a refusal of the API exits with status 2.
    func signedIn(_ body: @escaping @MainActor (PasskeyAccount) async throws -> Void) async throws {
        let status = try await reportingFailures { @MainActor () async throws -> LoginExitStatus in
            let login = try await DemoCommand.login(
                terminal: terminal, passkeys: passkeys, consent: false,
                scopes: DemoCommand.demoScopes + [PasskeyAccount.devServerScope], showsTokens: false
            ) { client, baseURL in
                let account = PasskeyAccount(client: client, endpoint: baseURL.appendingPathComponent(PasskeyAccount.devServerPath))
                do {
                    try await body(account)
                } catch let error as PasskeyAccountError {
                    let code: Int32 = [.client, .server, .foreignOrigin].contains(error.kind) ? 1 : 2
                    throw CommandFailure(Self.explained(error), exitCode: code)
                }
            }
            return login.status
        }
        if status != .tokens { throw ExitCode(status.rawValue) }
    }

    /// The API's refusal in words.
    static func explained(_ error: PasskeyAccountError) -> String {
        switch error.kind {
        case .lastCredential: "this passkey is the only way to sign in to the account: add another passkey first"
        case .notFound: "the account has no such passkey (see 'haapi passkeys list')"
        case .invalidRequest: "refused: \(error.detail)"
        default: error.description
        }
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

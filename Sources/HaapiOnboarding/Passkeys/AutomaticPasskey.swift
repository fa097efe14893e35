public import HaapiClient
public import HaapiFlow
import HaapiModel
public import HaapiWebAuthn

/// The automatic passkey right after a password sign-in, in an app: the server's options
/// for a conditional creation (`PasskeyAccount`), the device's credential
/// manager making the passkey without asking the person (a `WebAuthnHandler`
/// given a registration with `conditional` set: `PlatformWebAuthnHandler` on iOS 18 and
/// macOS 15), and the passkey stored with the account. Nothing is shown either way: the
/// person signed in already, and a device that declines says nothing.
///
/// ```swift
/// // After a password sign-in whose tokens have the account API's scope:
/// let account = PasskeyAccount(client: client, endpoint: URL(string: "/account/passkeys")!)
/// if case .added(let passkey) = await AutomaticPasskey.offer(account: account, handler: PlatformWebAuthnHandler { window }) {
///     logger.info("a passkey was added: \(passkey.id)")
/// }
/// ```
///
/// Call it once, at once after the sign-in: the server accepts an automatic passkey only
/// shortly after a password authentication (the dev server: `upgradeAfterPassword`).
public enum AutomaticPasskey {
    /// How the offer went.
    public enum Outcome: Sendable {
        /// The device made a passkey and the server stored it.
        case added(AccountPasskey)
        /// The server gave no options: not a password sign-in, too late, or no account API.
        case notOffered(PasskeyAccountError)
        /// The device made no passkey (its credential manager declined, or it cannot do conditional creation).
        case declined(WebAuthnCeremonyError)
        /// The device made one, which the server did not store.
        case notStored(PasskeyAccountError)
    }

    /// Offers the device an automatic passkey for the account of `account`'s tokens.
    public static func offer(account: PasskeyAccount, handler: any WebAuthnHandler) async -> Outcome {
        let publicKey: JSONValue
        let options: PublicKeyCredentialCreationOptionsJSON
        do {
            let answer = try await account.registrationOptions(conditional: true)
            guard let json = answer["publicKey"], let decoded = try? json.decoded(as: PublicKeyCredentialCreationOptionsJSON.self) else {
                return .notOffered(PasskeyAccountError(.server, detail: "the options are not creation options"))
            }
            (publicKey, options) = (json, decoded)
        } catch {
            return .notOffered(error)
        }
        let response: RegistrationResponseJSON
        do {
            response = try await handler.register(WebAuthnRegistration(options: options, json: publicKey, attachment: .platform, conditional: true))
        } catch {
            return .declined(error)
        }
        do {
            guard let credential = try? JSONValue(encoding: response) else {
                return .notStored(PasskeyAccountError(.client, detail: "the new passkey could not be written as JSON"))
            }
            return .added(try await account.register(credential))
        } catch {
            return .notStored(error)
        }
    }
}

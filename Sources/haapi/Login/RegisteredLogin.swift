import Foundation
import HaapiClient
import HaapiDevServer

/// What `haapi login --dcr-template` adds around a login: the port of the embedded dev
/// server when no `--issuer` is given, one line saying whether the client registered or
/// reused its registration, and `--forget-registration`.
struct RegisteredLogin {
    let options: RegistrationOptions
    let passkeys: PasskeyOptions

    /// The registration kept before the login; `nil` when there is none (or the file
    /// cannot be read: the login then says why).
    func kept() async -> RegisteredClient? {
        try? await options.store.load()
    }

    /// The registration at the embedded dev server, which keeps the clients it registers
    /// in the demo's database (beside the passkeys file). It should listen on the port of
    /// `kept`'s issuer, so that the kept registration (made at that issuer) is reused; when
    /// that port is taken, the client registers again at the new one.
    func embedded(kept: RegisteredClient?) throws -> EmbeddedRegistration {
        guard let registration = try options.dynamicRegistration() else {
            throw CommandFailure("--dcr-template is missing")
        }
        let port = kept.flatMap { $0.issuer.host == "127.0.0.1" ? $0.issuer.port : nil }
        return EmbeddedRegistration(registration: registration, port: port)
    }

    /// Says on standard error what the login did with the registration: registered a
    /// client, or reused the kept one. Nothing when no client was registered, or when the
    /// ID token names another client (`signedInAs`: attestation worked, so the registration
    /// was not used). With `afterAttestation`, the line says that attestation failed first.
    func report(before: RegisteredClient?, signedInAs: String?, afterAttestation: Bool) async {
        let after = await kept()
        if let signedInAs, signedInAs != after?.clientID { return }
        guard var line = Self.summary(before: before, after: after, file: options.file) else { return }
        if afterAttestation { line += "; attestation failed, so the client signed in as the registered one" }
        FileHandle.standardError.write(Data("haapi: \(line)\n".utf8))
    }

    /// The line ``report(before:signedInAs:afterAttestation:)`` prints.
    static func summary(before: RegisteredClient?, after: RegisteredClient?, file: String) -> String? {
        guard let after else { return nil }
        if let before, before.clientID == after.clientID {
            return "reused client \(after.clientID), registered from template \(after.templateClientID) (kept in \(file))"
        }
        let replaced = before.map { " (replacing \($0.clientID), unknown to this server)" } ?? ""
        return "registered client \(after.clientID) from template \(after.templateClientID), kept in \(file)\(replaced)"
    }

    /// Deletes the registration at the server (RFC 7592) and forgets it here.
    func forget(_ configuration: HaapiClientConfiguration) async throws {
        let client = HaapiClient(configuration: configuration, logger: LoginCommand.quietLogger)
        let line: String
        do throws(HaapiClientError) {
            if let deleted = try await client.deleteRegistration() {
                line = "deleted client \(deleted.clientID) at \(deleted.issuer.absoluteString) and forgot \(options.file)"
            } else if let other = await kept() {
                line = "the registration in \(options.file) was made at \(other.issuer.absoluteString), not at this server; nothing deleted"
            } else {
                line = "no registration is kept in \(options.file); nothing to delete"
            }
        } catch .registration(let error) where error.reason == .revoked {
            line = "the server no longer knew the registration; forgot \(options.file)"
        } catch {
            throw CommandFailure("deleting the registration: \(error). \(error.recoverySuggestion)")
        }
        FileHandle.standardError.write(Data("haapi: \(line)\n".utf8))
    }
}

/// A registration at the embedded dev server: what the client registers with, and the
/// port the kept registration was made at (`nil`: any free port).
struct EmbeddedRegistration {
    let registration: DynamicClientRegistration
    let port: Int?
}

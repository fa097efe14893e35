import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiModel
import HaapiOnboarding
import HaapiTesting
import HaapiWebAuthn
import Testing

/// An app's passkeys through the dev server's passkey account API (`PasskeyAccount`), and
/// the automatic passkey after a password sign-in (`AutomaticPasskey`), with the software
/// authenticator standing in for the device's.
@Suite("Passkey account and the automatic passkey in an app")
struct AutomaticPasskeyTests {
    /// A client signed in as demo, by password or by `passkey` on `authenticator`, asking for `scopes`.
    static func signedIn(
        _ server: TestDevServer, scopes: [String] = ["openid", "passkeys"], passkey authenticator: SoftwareAuthenticator? = nil
    ) async throws -> HaapiClient {
        let client = try server.client(configuration: try server.clientConfiguration(scopes: scopes))
        var operations = ClientOperationHandlers.standard()
        if let authenticator { operations.register(webAuthn: authenticator) }
        let driver = HaapiFlowDriver(client: client, clientOperations: operations)
        try await driver.start()
        guard case .selector(let selector)? = await driver.currentScreen?.model,
            let item = selector.items.first(where: {
                $0.actionModel.action.form?.href.url.path.hasSuffix(authenticator == nil ? "/username-password" : "/passkey1") == true
            })
        else { throw TestError("no authenticator to choose") }
        try await driver.select(selectorItemModel: item)
        if authenticator == nil {
            guard case .form(let form)? = await driver.currentScreen?.model, let login = form.buttons.first(where: { $0.type == .primary }) else {
                throw TestError("no password form")
            }
            try await driver.submit(
                interactionActionModel: login.actionModel,
                values: ["userName": DevServerConfiguration.demoUsername, "password": DevServerConfiguration.demoPassword])
        }
        guard case .tokens = await driver.result() else { throw TestError("the sign-in did not end with tokens") }
        return client
    }

    static func account(_ client: HaapiClient) throws -> PasskeyAccount {
        PasskeyAccount(client: client, endpoint: try #require(URL(string: "/account/passkeys")))
    }

    @Test func aPasswordSignInEndsWithAnAutomaticPasskey() async throws {
        try await TestDevServer.run { server in
            let account = try Self.account(try await Self.signedIn(server))
            let device = SoftwareAuthenticator(store: InMemoryPasskeyStore(), userVerifier: AutomaticUserVerifier())
            guard case .added(let passkey) = await AutomaticPasskey.offer(account: account, handler: device) else {
                Issue.record("no passkey was added")
                return
            }
            #expect(passkey.provider == "HaapiKit development authenticator")
            #expect(try await server.passkeys().count == 1)
            let list = try await account.passkeys()
            #expect(list.passkeys.map(\.id) == [passkey.id] && list.userName == "demo" && list.userID != nil && list.otherWaysToSignIn)

            // Signed in with that passkey now: no automatic one is offered (not a password sign-in).
            let again = try Self.account(try await Self.signedIn(server, passkey: device))
            guard case .notOffered(let refusal) = await AutomaticPasskey.offer(account: again, handler: device) else {
                Issue.record("an automatic passkey was offered after a passkey sign-in")
                return
            }
            #expect(refusal.kind == .upgradeNotAllowed && refusal.status == 403)
        }
    }

    @Test func aDeviceThatDeclinesAddsNothing() async throws {
        try await TestDevServer.run { server in
            let account = try Self.account(try await Self.signedIn(server))
            let declining = SoftwareAuthenticator(store: InMemoryPasskeyStore(), userVerifier: AutomaticUserVerifier(answering: .cancelled))
            guard case .declined = await AutomaticPasskey.offer(account: account, handler: declining) else {
                Issue.record("expected the device to decline")
                return
            }
            #expect(try await server.passkeys().isEmpty)
        }
    }

    @Test func theAccountIsManagedAndTheTokenGoesNowhereElse() async throws {
        try await TestDevServer.run { server in
            let client = try await Self.signedIn(server)
            let account = try Self.account(client)
            let added = try await account.register(try await Self.credential(for: account), name: "Phone")
            #expect(added.name == "Phone" && added.label == "Phone" && added.lastUsedAt == nil)
            let renamed = try await account.rename(added.id, to: "Work phone")
            #expect(renamed.name == "Work phone")
            #expect(try await account.passkeys().passkeys.map(\.name) == ["Work phone"])
            await #expect(throws: PasskeyAccountError.self) { try await account.rename("../../oauth/token", to: "x") }
            try await account.delete(added.id)
            #expect(try await account.passkeys().passkeys.isEmpty)
            do throws(PasskeyAccountError) {
                try await account.delete(added.id)
                Issue.record("a deleted passkey was deleted again")
            } catch {
                #expect(error.kind == .notFound && error.status == 404)
            }

            // Another origin (this machine, another port) is refused before anything is sent.
            let foreign = PasskeyAccount(client: client, endpoint: try #require(URL(string: "http://localhost:9/account/passkeys")))
            do throws(PasskeyAccountError) {
                _ = try await foreign.passkeys()
                Issue.record("the token went to another origin")
            } catch {
                #expect(error.kind == .foreignOrigin)
            }

            // A token without the scope: refused by the server, in words for the developer.
            let narrow = try Self.account(try await Self.signedIn(server, scopes: ["openid"]))
            do throws(PasskeyAccountError) {
                _ = try await narrow.passkeys()
                Issue.record("a token without the passkeys scope was accepted")
            } catch {
                #expect(error.kind == .insufficientScope && error.status == 403 && error.description.contains("passkeys"))
            }
        }
    }

    /// A new passkey of the software authenticator answering the account's options.
    static func credential(for account: PasskeyAccount) async throws -> JSONValue {
        let options = try await account.registrationOptions()
        let publicKey = try #require(options["publicKey"]).decoded(as: PublicKeyCredentialCreationOptionsJSON.self)
        let device = SoftwareAuthenticator(store: InMemoryPasskeyStore(), userVerifier: AutomaticUserVerifier())
        return try JSONValue(encoding: try await device.register(publicKey))
    }
}

import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import HaapiTesting
import HaapiWebAuthn
import Logging

/// The server the passkey tests run: `pw` (username and password, with `passkey1` as its
/// second factor when asked) and `passkey1`, the users `demo` and `alice`.
enum PasskeyServer {
    static func options(
        clock: WallClock = .system, logger: Logger? = nil, passkey: PasskeySettings = PasskeySettings(), secondFactor: Bool = false,
        maxAttempts: Int = 5, consent: Bool = false
    ) -> DevServer.Options {
        var options = TestDevServer.options(clock: clock) { configuration in
            configuration.authenticators = [
                AuthenticatorConfiguration(id: "pw", type: .usernamePassword, secondFactor: secondFactor ? "passkey1" : nil),
                AuthenticatorConfiguration(id: "passkey1", type: .passkey, maxAttempts: maxAttempts, passkey: passkey),
            ]
            configuration.users.append(UserConfiguration(username: "alice", password: "Wonderland1", name: "Alice Liddell"))
            if consent { configuration.clients[0].requiresConsent = true }
        }
        if let logger { options.logger = logger }
        return options
    }

    /// A software authenticator claiming `origin` (`https://<rpId>` by default).
    static func authenticator(
        origin: String? = nil, verifier: UserVerificationResult = .verified, store: InMemoryPasskeyStore = InMemoryPasskeyStore(),
        random: any RandomSource = SystemRandomSource()
    ) -> SoftwareAuthenticator {
        SoftwareAuthenticator(store: store, userVerifier: AutomaticUserVerifier(answering: verifier), origin: origin, random: random)
    }
}

extension Representation {
    /// The first action's client operation.
    var operation: ClientOperationActionModel? {
        actions.first?.clientOperation
    }

    /// The form action titled `title`.
    func form(titled title: String) -> FormActionModel? {
        actions.first { $0.title == title }?.form
    }
}

extension ClientOperationActionModel {
    /// The `publicKey` creation options in argument `member`.
    func creationOptions(_ member: String = "credentialCreationOptions") throws -> PublicKeyCredentialCreationOptionsJSON {
        try unwrap(arguments[member]?["publicKey"], "no \(member).publicKey").decoded(as: PublicKeyCredentialCreationOptionsJSON.self)
    }

    /// The `publicKey` request options.
    func requestOptions() throws -> PublicKeyCredentialRequestOptionsJSON {
        try unwrap(arguments["credentialRequestOptions"]?["publicKey"], "no credentialRequestOptions.publicKey")
            .decoded(as: PublicKeyCredentialRequestOptionsJSON.self)
    }

    /// The continue form.
    func continueForm() throws -> FormActionModel {
        try unwrap(continueActions.first?.form, "no continue form")
    }
}

extension ScriptedClient {
    /// Begins a flow, chooses `pw` and logs in: the step after the password (the offer
    /// for a user without a passkey).
    func passwordLogin(_ username: String = "demo", _ password: String = "Password1") async throws -> Representation {
        let login = try await select("pw")
        let form = try unwrap(login.form(.login), "no login form in \(login.jsonData())")
        return try await submit(form, ["userName": username, "password": password]).representation()
    }

    /// From the offer step: "Create a passkey", the ceremony on `authenticator`, and its
    /// answer; the server's reply.
    func createPasskey(from offer: Representation, with authenticator: SoftwareAuthenticator) async throws -> HTTPResult {
        let create = try unwrap(offer.form(titled: "Create a passkey"), "no Create a passkey in \(offer.jsonData())")
        let ceremony = try await submit(create, [:]).representation()
        let operation = try unwrap(ceremony.operation, "no client operation in \(ceremony.jsonData())")
        let credential = try await authenticator.register(try operation.creationOptions())
        return try await submitJSON(try operation.continueForm(), ["credential": try JSONValue(encoding: credential)])
    }

    /// Logs `username` in with the password and creates a passkey on `authenticator`; the
    /// server's reply (the code, when nothing else follows).
    @discardableResult
    func registerPasskey(
        _ username: String = "demo", _ password: String = "Password1", with authenticator: SoftwareAuthenticator
    ) async throws -> HTTPResult {
        try await createPasskey(from: try await passwordLogin(username, password), with: authenticator)
    }

    /// Begins a flow and chooses `passkey1`: the sign-in step.
    func passkeySignInStep() async throws -> Representation {
        try await select("passkey1")
    }

    /// Answers a sign-in step's ceremony with `authenticator` (after `change` to its
    /// options); the server's reply.
    func answer(
        _ step: Representation, with authenticator: SoftwareAuthenticator,
        changing change: (inout PublicKeyCredentialRequestOptionsJSON) -> Void = { _ in }
    ) async throws -> HTTPResult {
        let operation = try unwrap(step.actions.compactMap(\.clientOperation).first, "no client operation in \(step.jsonData())")
        var options = try operation.requestOptions()
        change(&options)
        let assertion = try await authenticator.authenticate(options)
        return try await submitJSON(try operation.continueForm(), ["credential": try JSONValue(encoding: assertion)])
    }

    /// `GET /dev/users/<username>/passkeys`: the list.
    func passkeys(of username: String = "demo") async throws -> [JSONValue] {
        let result = try await RawHTTP.shared.send("GET", url("/dev/users/\(username)/passkeys"))
        return try unwrap(result.json?["passkeys"]?.arrayValue, "no passkeys list: HTTP \(result.status) \(result.text)")
    }
}

extension HTTPResult {
    /// The authorization code of an `oauth-authorization-response`, or a failure naming what came instead.
    func code() throws -> String {
        try unwrap(try representation().authorizationResponse?.code, "expected the code, got HTTP \(status): \(text)")
    }
}

import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import HaapiTesting
import HaapiWebAuthn
import Testing

/// Creating a passkey after a password login and signing in with it, with the software
/// authenticator making real credentials.
@Suite("Passkeys end to end")
struct PasskeyFlowTests {
    @Test func offerCreateThenTheLoginGoesOn() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let client = ScriptedClient(baseURL: base)
            let offer = try await client.passwordLogin()
            #expect(offer.type == .registrationStep)
            let done = try await client.createPasskey(from: offer, with: PasskeyServer.authenticator())
            let tokens = try await client.exchange(code: try done.code())
            #expect(tokens.status == 200, "\(tokens.text)")
            let passkeys = try await client.passkeys()
            #expect(passkeys.count == 1)
            #expect(passkeys.first?["lastUsedAt"] == .null)
            #expect(passkeys.first?["algorithm"] == -7)
            // The next password login offers nothing: the user has a passkey.
            let next = try await client.passwordLogin()
            #expect(next.type == .oauthAuthorizationResponse)
        }
    }

    @Test func notNowGoesOnWithoutAPasskey() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let client = ScriptedClient(baseURL: base)
            let offer = try await client.passwordLogin()
            let done = try await client.submit(try #require(offer.form(titled: "Not now")), [:])
            _ = try done.code()
            #expect(try await client.passkeys().isEmpty)
        }
    }

    @Test func theSavedNoticeShowsOnTheNextStep() async throws {
        try await withServer(PasskeyServer.options(consent: true)) { _, base in
            let client = ScriptedClient(baseURL: base)
            let consent = try await client.registerPasskey(with: PasskeyServer.authenticator()).representation()
            #expect(consent.type == .userConsentStep)
            #expect(consent.messages.contains { $0.text == "Your passkey was saved. Next time, sign in with it." })
        }
    }

    @Test func anyDeviceRegistrationAnsweredAsCrossPlatform() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let client = ScriptedClient(baseURL: base)
            let offer = try await client.passwordLogin()
            let anyDevice = try #require(offer.form(titled: "Use another device or a security key"))
            let ceremony = try await client.submit(anyDevice, [:]).representation()
            let operation = try #require(ceremony.operation)
            let options = try operation.creationOptions("crossPlatformCredentialCreationOptions")
            #expect(options.authenticatorSelection?.authenticatorAttachment == "cross-platform")
            let credential = try await PasskeyServer.authenticator().register(options)
            let done = try await client.submitJSON(try operation.continueForm(), ["crossPlatformCredential": try JSONValue(encoding: credential)])
            _ = try done.code()
            #expect(try await client.passkeys().count == 1)
        }
    }

    @Test func aCeremonyAnswersInExactlyOneField() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let client = ScriptedClient(baseURL: base)
            let offer = try await client.passwordLogin()
            let ceremony = try await client.submit(try #require(offer.form(titled: "Use another device or a security key")), [:]).representation()
            let operation = try #require(ceremony.operation)
            let credential = try JSONValue(encoding: try await PasskeyServer.authenticator().register(try operation.creationOptions("platformCredentialCreationOptions")))
            let both = try await client.submitJSON(try operation.continueForm(), ["platformCredential": credential, "crossPlatformCredential": credential])
            #expect(try both.problem().type == .invalidInput)
            // The challenge was not spent by a malformed answer: the right one still counts.
            _ = try await client.submitJSON(try operation.continueForm(), ["platformCredential": credential]).code()
        }
    }

    @Test func signInWithAPasskeyDiscoverably() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let authenticator = PasskeyServer.authenticator()
            try await ScriptedClient(baseURL: base).registerPasskey(with: authenticator)
            let client = ScriptedClient(baseURL: base)
            let step = try await client.passkeySignInStep()
            #expect(try #require(step.operation).requestOptions().allowCredentials == [])
            let done = try await client.answer(step, with: authenticator)
            let tokens = try await client.exchange(code: try done.code())
            #expect(tokens.status == 200)
            let passkey = try #require(try await client.passkeys().first)
            #expect(passkey["lastUsedAt"]?.stringValue != nil)
            // The development authenticator's key is software; it verified the person.
            let claims = try CompactJWS(parsing: try #require(tokens.json?["id_token"]?.stringValue)).payloadClaims()
            #expect(claims["amr"] == ["swk", "user", "mfa"])
            #expect(claims["acr"] == "urn:se:curity:authentication:passkey:passkey1")
        }
    }

    @Test func aPasskeyThatOnlySawThePersonIsOneFactor() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let authenticator = PasskeyServer.authenticator(verifier: .present)
            try await ScriptedClient(baseURL: base).registerPasskey(with: authenticator)
            let client = ScriptedClient(baseURL: base)
            let done = try await client.answer(try await client.passkeySignInStep(), with: authenticator)
            let tokens = try await client.exchange(code: try done.code())
            let claims = try CompactJWS(parsing: try #require(tokens.json?["id_token"]?.stringValue)).payloadClaims()
            #expect(claims["amr"] == ["swk"])
        }
    }

    @Test func signInAsSecondFactorNamesTheUsersPasskeys() async throws {
        try await withServer(PasskeyServer.options(secondFactor: true)) { _, base in
            let authenticator = PasskeyServer.authenticator()
            // The offer comes before the second factor; the new passkey is then the second factor.
            let first = ScriptedClient(baseURL: base)
            let afterCreating = try await first.registerPasskey(with: authenticator).representation()
            #expect(afterCreating.metadata?.viewName == "authenticator/passkeys/authenticate/get")
            #expect(afterCreating.messages.contains { $0.text == "Your passkey was saved. Next time, sign in with it." })
            _ = try await first.answer(afterCreating, with: authenticator).code()

            let client = ScriptedClient(baseURL: base)
            let step = try await client.passwordLogin()
            let id = try #require(try await client.passkeys().first?["id"]?.stringValue)
            let allowed = try #require(step.operation).requestOptions().allowCredentials
            #expect(allowed?.map(\.id) == [id])
            #expect(allowed?.first?.transports?.isEmpty == false, "with the transports the client reported")
            #expect(step.messages.contains { $0.text == "demo" && $0.classList == [.userName] })
            _ = try await client.answer(step, with: authenticator).code()
        }
    }

    @Test func signInThroughAutofillOnThePasswordStep() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let authenticator = PasskeyServer.authenticator()
            try await ScriptedClient(baseURL: base).registerPasskey(with: authenticator)
            let client = ScriptedClient(baseURL: base)
            let login = try await client.select("pw")
            #expect(login.form(.login) != nil)
            let done = try await client.answer(login, with: authenticator)
            _ = try done.code()
        }
    }

    @Test func theAdminSurfaceListsCountsAndDeletes() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let client = ScriptedClient(baseURL: base)
            try await client.registerPasskey(with: PasskeyServer.authenticator())
            let passkey = try #require(try await client.passkeys().first)
            let id = try #require(passkey["id"]?.stringValue)
            #expect(try Base64URL.decode(id).isEmpty == false)
            #expect(passkey["createdAt"]?.stringValue != nil)
            #expect(passkey["signCount"]?.numberValue != nil)
            #expect(passkey["transports"]?.arrayValue != nil)
            #expect(Set(passkey.objectValue?.keys.map { $0 } ?? []) == ["id", "createdAt", "lastUsedAt", "signCount", "transports", "algorithm", "name"])

            let users = try await RawHTTP.shared.send("GET", client.url("/dev/users")).json?["users"]?.arrayValue ?? []
            #expect(users.first { $0["username"] == "demo" }?["passkeys"] == 1)
            #expect(users.first { $0["username"] == "alice" }?["passkeys"] == 0)

            #expect(try await client.dev("DELETE", "/dev/users/alice/passkeys/\(id)").status == 404, "not alice's")
            #expect(try await client.dev("DELETE", "/dev/users/demo/passkeys/\(id)").status == 204)
            #expect(try await client.dev("DELETE", "/dev/users/demo/passkeys/\(id)").status == 404)
            #expect(try await client.passkeys().isEmpty)
            #expect(try await client.dev("GET", "/dev/users/nobody/passkeys").status == 404)
        }
    }
}

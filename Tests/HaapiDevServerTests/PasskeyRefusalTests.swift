import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import HaapiTesting
import HaapiWebAuthn
import Testing

/// Every check the dev server makes of a passkey answer itself (challenge, stored
/// credential, owner, counter, duplicate) and the relying party's checks its
/// configuration drives (origins, user verification): each refusal names its check in
/// the problem's `detail`.
@Suite("Passkey answers the dev server refuses")
struct PasskeyRefusalTests {
    /// The check a refusal names, after checking it is the passkey problem.
    static func refusal(_ result: HTTPResult, title: String = "The passkey could not be verified") throws -> String? {
        let problem = try result.problem()
        #expect(problem.type == .authenticationFailed)
        #expect(problem.title == title)
        return problem.detail
    }

    @Test func aChallengeIsAnsweredOnce() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let authenticator = PasskeyServer.authenticator()
            try await ScriptedClient(baseURL: base).registerPasskey(with: authenticator)
            let client = ScriptedClient(baseURL: base)
            let operation = try #require(try await client.passkeySignInStep().operation)
            let assertion = try await authenticator.authenticate(try operation.requestOptions())
            var forged = assertion
            forged.response.signature = Base64URL.encode([UInt8](repeating: 7, count: 72))
            let first = try await client.submitJSON(try operation.continueForm(), ["credential": try JSONValue(encoding: forged)])
            #expect(try Self.refusal(first) == WebAuthnVerificationError.badSignature.description)
            let replayed = try await client.submitJSON(try operation.continueForm(), ["credential": try JSONValue(encoding: assertion)])
            #expect(try Self.refusal(replayed) == WebAuthnVerificationError.challengeReplayed.description)
            // A fresh step has a fresh challenge.
            let again = try await client.haapi("GET", client.url("/authn/authenticate/passkey1")).representation()
            _ = try await client.answer(again, with: authenticator).code()
        }
    }

    @Test func anExpiredChallengeIsRefused() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(PasskeyServer.options(clock: clock.clock, passkey: PasskeySettings(challengeLifetime: 60))) { _, base in
            let authenticator = PasskeyServer.authenticator()
            try await ScriptedClient(baseURL: base, clock: { clock.now }).registerPasskey(with: authenticator)
            let client = ScriptedClient(baseURL: base, clock: { clock.now })
            let step = try await client.passkeySignInStep()
            clock.advance(by: 61)
            let late = try await client.answer(step, with: authenticator)
            #expect(try Self.refusal(late) == WebAuthnVerificationError.challengeExpired.description)
        }
    }

    @Test func aChallengeOfAnotherSessionIsRefused() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let authenticator = PasskeyServer.authenticator()
            try await ScriptedClient(baseURL: base).registerPasskey(with: authenticator)
            let mine = ScriptedClient(baseURL: base)
            let other = ScriptedClient(baseURL: base)
            let myStep = try await mine.passkeySignInStep()
            let otherOperation = try #require(try await other.passkeySignInStep().operation)
            let assertion = try await authenticator.authenticate(try otherOperation.requestOptions())
            let answer = try await mine.submitJSON(try #require(myStep.operation).continueForm(), ["credential": try JSONValue(encoding: assertion)])
            #expect(try Self.refusal(answer) == WebAuthnVerificationError.challengeMismatch.description)
        }
    }

    @Test func anUnknownCredentialIsRefused() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let authenticator = PasskeyServer.authenticator()
            let client = ScriptedClient(baseURL: base)
            try await client.registerPasskey(with: authenticator)
            let id = try #require(try await client.passkeys().first?["id"]?.stringValue)
            #expect(try await client.dev("DELETE", "/dev/users/demo/passkeys/\(id)").status == 204)
            let answer = try await client.answer(try await client.passkeySignInStep(), with: authenticator)
            #expect(try Self.refusal(answer) == WebAuthnVerificationError.unknownCredential.description)
        }
    }

    @Test func aCredentialOfAnotherUserIsRefused() async throws {
        try await withServer(PasskeyServer.options(secondFactor: true)) { _, base in
            let demos = PasskeyServer.authenticator()
            let alices = PasskeyServer.authenticator()
            for (user, password, authenticator) in [("demo", "Password1", demos), ("alice", "Wonderland1", alices)] {
                let client = ScriptedClient(baseURL: base)
                let secondFactor = try await client.registerPasskey(user, password, with: authenticator).representation()
                _ = try await client.answer(secondFactor, with: authenticator).code()
            }
            let client = ScriptedClient(baseURL: base)
            let alicesSecondFactor = try await client.passwordLogin("alice", "Wonderland1")
            // Demo's authenticator answers with demo's passkey (the one it holds for the RP).
            let answer = try await client.answer(alicesSecondFactor, with: demos) { $0.allowCredentials = [] }
            #expect(try Self.refusal(answer) == WebAuthnVerificationError.credentialOfAnotherUser.description)
        }
    }

    @Test func aCounterGoingBackwardsIsRefused() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let store = InMemoryPasskeyStore()
            let authenticator = PasskeyServer.authenticator(store: store)
            let client = ScriptedClient(baseURL: base)
            try await client.registerPasskey(with: authenticator)
            _ = try await client.answer(try await client.passkeySignInStep(), with: authenticator).code()
            let stored = try #require(try await client.passkeys().first?["signCount"]?.numberValue?.intValue)
            #expect(stored > 0, "the software authenticator counts")
            await store.save(await store.passkeys().map { passkey in
                var cloned = passkey
                cloned.signCount = 0
                return cloned
            })
            let answer = try await client.answer(try await client.passkeySignInStep(), with: authenticator)
            let detail = try #require(try Self.refusal(answer))
            #expect(detail.hasPrefix("the signature counter went from \(stored) to "), "\(detail)")
        }
    }

    @Test func aCredentialIDIsRegisteredOnce() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            // Two authenticators with the same randomness make the same key and credential ID.
            let first = PasskeyServer.authenticator(random: SequenceRandomSource(seed: 28))
            let twin = PasskeyServer.authenticator(random: SequenceRandomSource(seed: 28))
            let client = ScriptedClient(baseURL: base)
            _ = try await client.registerPasskey(with: first).code()
            let answer = try await client.registerPasskey("alice", "Wonderland1", with: twin)
            #expect(try Self.refusal(answer, title: "The passkey could not be saved") == WebAuthnVerificationError.credentialAlreadyRegistered.description)
            #expect(try await client.passkeys(of: "alice").isEmpty)
            #expect(try await client.passkeys(of: "demo").count == 1)
        }
    }

    @Test func userVerificationMissingWhenRequiredIsRefused() async throws {
        try await withServer(PasskeyServer.options(passkey: PasskeySettings(userVerification: .required))) { _, base in
            let store = InMemoryPasskeyStore()
            let client = ScriptedClient(baseURL: base)
            try await client.registerPasskey(with: PasskeyServer.authenticator(store: store))
            // The same passkeys, behind a confirm key only (present, not verified).
            let unverified = PasskeyServer.authenticator(verifier: .present, store: store)
            let answer = try await client.answer(try await client.passkeySignInStep(), with: unverified) { $0.userVerification = "discouraged" }
            #expect(try Self.refusal(answer) == WebAuthnVerificationError.userNotVerified.description)
        }
    }

    @Test func anOriginNotConfiguredIsRefused() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let client = ScriptedClient(baseURL: base)
            let answer = try await client.registerPasskey(with: PasskeyServer.authenticator(origin: "http://localhost:8080"))
            #expect(
                try Self.refusal(answer, title: "The passkey could not be saved")
                    == WebAuthnVerificationError.originNotAllowed("http://localhost:8080").description)
        }
        let settings = PasskeySettings(origins: ["https://localhost", "http://localhost:8080"])
        try await withServer(PasskeyServer.options(passkey: settings)) { _, base in
            let client = ScriptedClient(baseURL: base)
            _ = try await client.registerPasskey(with: PasskeyServer.authenticator(origin: "http://localhost:8080")).code()
        }
    }

    @Test func refusalsCountAgainstMaxAttempts() async throws {
        try await withServer(PasskeyServer.options(maxAttempts: 2)) { _, base in
            let client = ScriptedClient(baseURL: base)
            let stranger = PasskeyServer.authenticator()
            try await ScriptedClient(baseURL: base).registerPasskey("alice", "Wonderland1", with: stranger)
            let id = try #require(try await client.passkeys(of: "alice").first?["id"]?.stringValue)
            _ = try await client.dev("DELETE", "/dev/users/alice/passkeys/\(id)")
            let first = try await client.answer(try await client.passkeySignInStep(), with: stranger)
            #expect(try first.problem().messages.map(\.text) == ["1 attempt left"])
            let retry = try await client.haapi("GET", client.url("/authn/authenticate/passkey1")).representation()
            let second = try await client.answer(retry, with: stranger)
            #expect(second.status == 429)
            #expect(try second.problem().type == .tooManyAttempts)
        }
    }

    @Test func aRefusalLogsTheCheckAndNoCredential() async throws {
        let capture = LogCapture()
        let clock = ManualWallClock(now: Date())
        let options = PasskeyServer.options(clock: clock.clock, logger: capture.logger(label: "passkeys"))
        try await withServer(options) { _, base in
            let authenticator = PasskeyServer.authenticator()
            try await ScriptedClient(baseURL: base, clock: { clock.now }).registerPasskey(with: authenticator)
            let client = ScriptedClient(baseURL: base, clock: { clock.now })
            let operation = try #require(try await client.passkeySignInStep().operation)
            let options = try operation.requestOptions()
            let assertion = try await authenticator.authenticate(options)
            clock.advance(by: 301)
            _ = try await client.submitJSON(try operation.continueForm(), ["credential": try JSONValue(encoding: assertion)])
            let refusals = capture.lines.filter { $0.contains("passkey refused") }
            #expect(refusals.count == 1)
            #expect(refusals.first?.contains(WebAuthnVerificationError.challengeExpired.description) == true)
            let secrets = [
                options.challenge, assertion.response.signature, assertion.response.clientDataJSON, assertion.response.authenticatorData,
            ]
            for secret in secrets {
                #expect(!capture.lines.contains { $0.contains(secret) }, "a challenge or credential reached the log")
            }
        }
    }
}

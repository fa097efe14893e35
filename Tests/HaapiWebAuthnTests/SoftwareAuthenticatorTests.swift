import Crypto
import Foundation
import HaapiJOSE
import HaapiModel
import HaapiTesting
import HaapiWebAuthn
import Testing

/// Counts how often the person is asked and answers a fixed result.
actor CountingVerifier: UserVerifier {
    let result: UserVerificationResult
    private(set) var reasons: [String] = []

    init(_ result: UserVerificationResult) {
        self.result = result
    }

    func verifyUser(reason: String) async -> UserVerificationResult {
        reasons.append(reason)
        return result
    }
}

/// A person who takes an hour to answer (on a test clock).
struct SlowVerifier: UserVerifier {
    let clock: TestClock

    func verifyUser(reason: String) async -> UserVerificationResult {
        try? await clock.sleep(for: .seconds(3600))
        return .verified
    }
}

@Suite struct SoftwareAuthenticatorTests {
    static let rpID = "login.example.com"
    static let origin = "https://login.example.com"
    let relyingParty = WebAuthnRelyingParty(id: rpID, allowedOrigins: [origin])
    let store = InMemoryPasskeyStore()
    let challenge = Array(repeating: UInt8(7), count: 32)
    let userHandle: [UInt8] = [1, 2, 3, 4]

    func creationOptions(
        rpID: String? = rpID, userHandle: [UInt8]? = nil, algorithms: [Int] = [-7, -257], userVerification: String = "required",
        exclude: [[UInt8]] = [], timeout: Int? = nil
    ) -> PublicKeyCredentialCreationOptionsJSON {
        PublicKeyCredentialCreationOptionsJSON(
            rp: .init(id: rpID, name: "Example"), user: .init(id: Base64URL.encode(userHandle ?? self.userHandle), name: "sam", displayName: "Sam"),
            challenge: Base64URL.encode(challenge), pubKeyCredParams: algorithms.map { .init(alg: $0) }, timeout: timeout,
            excludeCredentials: exclude.map { CredentialDescriptor(id: Base64URL.encode($0)) },
            authenticatorSelection: .init(residentKey: "required", userVerification: userVerification))
    }

    func requestOptions(rpID: String? = rpID, allow: [[UInt8]] = [], userVerification: String = "required") -> PublicKeyCredentialRequestOptionsJSON {
        PublicKeyCredentialRequestOptionsJSON(
            challenge: Base64URL.encode(challenge), rpId: rpID, allowCredentials: allow.map { CredentialDescriptor(id: Base64URL.encode($0)) },
            userVerification: userVerification)
    }

    func authenticator(_ verifier: any UserVerifier = AutomaticUserVerifier(), origin: String? = origin, clock: any Clock<Duration> = ContinuousClock())
        -> SoftwareAuthenticator
    {
        SoftwareAuthenticator(store: store, userVerifier: verifier, origin: origin, clock: clock)
    }

    func register(with authenticator: SoftwareAuthenticator, options: PublicKeyCredentialCreationOptionsJSON? = nil) async throws -> RegisteredCredential {
        let response = try await authenticator.register(options ?? creationOptions())
        return try relyingParty.verifyRegistration(
            response, expecting: RegistrationExpectation(challenge: challenge, userVerification: .required, userHandle: userHandle))
    }

    @Test func aRegistrationVerifiesWithTheRelyingParty() async throws {
        let response = try await authenticator().register(creationOptions())
        let credential = try relyingParty.verifyRegistration(
            response, expecting: RegistrationExpectation(challenge: challenge, userVerification: .required, userHandle: userHandle))
        #expect(credential.aaguid == SoftwareAuthenticator.aaguid)
        #expect(credential.signCount == 0)
        #expect(credential.userVerified && !credential.backupEligible)
        #expect(credential.algorithm == .es256)
        #expect(credential.transports == ["internal"])
        #expect(credential.id.count == 16)
        #expect(response.authenticatorAttachment == "platform")
        #expect(response.response.publicKeyAlgorithm == -7)
        let key = try COSEKey(cborBytes: credential.publicKey)
        #expect(response.response.publicKey == Base64URL.encode(key.subjectPublicKeyInfo))
        let object = try AttestationObject(bytes: try Base64URL.decode(response.response.attestationObject))
        #expect(response.response.authenticatorData == Base64URL.encode(object.authenticatorDataBytes))
        #expect(object.authenticatorData.flags == [.userPresent, .userVerified, .attestedCredentialData])
        let clientData = String(decoding: try Base64URL.decode(response.response.clientDataJSON), as: UTF8.self)
        #expect(clientData == #"{"type":"webauthn.create","challenge":"\#(Base64URL.encode(challenge))","origin":"https://login.example.com","crossOrigin":false}"#)
        #expect(try await store.passkeys().map(\.userName) == ["sam"])
    }

    @Test func assertionsVerifyAndTheCounterRisesEachTime() async throws {
        let authenticator = authenticator()
        var credential = try await register(with: authenticator)
        for expected: UInt32 in 1...3 {
            let response = try await authenticator.authenticate(requestOptions())
            #expect(response.response.userHandle == Base64URL.encode(userHandle))
            let result = try relyingParty.verifyAuthentication(
                response, expecting: AuthenticationExpectation(challenge: challenge, userVerification: .required), credential: credential)
            #expect(result.signCount == expected)
            #expect(result.userVerified)
            credential.signCount = result.signCount
        }
        #expect(try await store.passkeys().map(\.signCount) == [3])
    }

    @Test func aPasskeyInExcludeCredentialsIsAlreadyRegisteredAfterAskingThePerson() async throws {
        let first = try await register(with: authenticator())
        let verifier = CountingVerifier(.verified)
        await #expect(throws: WebAuthnCeremonyError.alreadyRegistered) {
            try await authenticator(verifier).register(creationOptions(exclude: [[0xEE], first.id]))
        }
        #expect(await verifier.reasons.count == 1)
        #expect(try await store.passkeys().count == 1)
    }

    @Test func cancellingWhenAnExcludedPasskeyIsFoundIsNotAllowed() async throws {
        let first = try await register(with: authenticator())
        await #expect(throws: WebAuthnCeremonyError.notAllowed(reason: "the person cancelled")) {
            try await authenticator(AutomaticUserVerifier(answering: .cancelled)).register(creationOptions(exclude: [first.id]))
        }
    }

    @Test func excludeCredentialsOfOtherAuthenticatorsDoNotStopARegistration() async throws {
        _ = try await register(with: authenticator(), options: creationOptions(exclude: [[1, 2, 3]]))
        #expect(try await store.passkeys().count == 1)
    }

    @Test func allowCredentialsChoosesThePasskeyAndOtherwiseTheNewestIsUsed() async throws {
        let authenticator = authenticator()
        let first = try await register(with: authenticator)
        let second = try await register(with: authenticator, options: creationOptions(userHandle: [9]))
        let named = try await authenticator.authenticate(requestOptions(allow: [[0xAB], first.id]))
        #expect(named.rawId == Base64URL.encode(first.id))
        let discoverable = try await authenticator.authenticate(requestOptions())
        #expect(discoverable.rawId == Base64URL.encode(second.id))
        #expect(discoverable.response.userHandle == Base64URL.encode([9]))
    }

    @Test func withoutAPasskeyForTheRelyingPartyTheCeremonyIsNotAllowed() async throws {
        _ = try await register(with: authenticator())
        let other = authenticator(origin: "https://other.example")
        await #expect(throws: WebAuthnCeremonyError.notAllowed(reason: "no passkey for other.example")) {
            try await other.authenticate(requestOptions(rpID: "other.example"))
        }
        await #expect(throws: WebAuthnCeremonyError.notAllowed(reason: "no passkey for login.example.com")) {
            try await authenticator().authenticate(requestOptions(allow: [[0xAB]]))
        }
    }

    @Test func aCancelledCeremonyIsNotAllowedAndKeepsNothing() async throws {
        let cancelling = authenticator(AutomaticUserVerifier(answering: .cancelled))
        await #expect(throws: WebAuthnCeremonyError.notAllowed(reason: "the person cancelled")) {
            try await cancelling.register(creationOptions())
        }
        #expect(try await store.passkeys().isEmpty)
        _ = try await register(with: authenticator())
        await #expect(throws: WebAuthnCeremonyError.notAllowed(reason: "the person cancelled")) {
            try await cancelling.authenticate(requestOptions())
        }
        #expect(try await store.passkeys().map(\.signCount) == [0])
    }

    @Test func presenceAloneIsNotEnoughWhenVerificationIsRequired() async throws {
        let present = authenticator(AutomaticUserVerifier(answering: .present))
        let refusal = WebAuthnCeremonyError.notAllowed(reason: "user verification is required, and the person was only present")
        await #expect(throws: refusal) { try await present.register(creationOptions()) }
        let response = try await present.register(creationOptions(userVerification: "preferred"))
        #expect(throws: WebAuthnVerificationError.userNotVerified) {
            try relyingParty.verifyRegistration(response, expecting: RegistrationExpectation(challenge: challenge, userVerification: .required))
        }
        let credential = try relyingParty.verifyRegistration(response, expecting: RegistrationExpectation(challenge: challenge, userVerification: .preferred))
        #expect(!credential.userVerified)
        await #expect(throws: refusal) { try await present.authenticate(requestOptions()) }
    }

    @Test func aCeremonyWaitingLongerThanItsTimeoutTimesOut() async throws {
        let clock = TestClock()
        let slow = authenticator(SlowVerifier(clock: clock), clock: clock)
        let ceremony = Task { try await slow.register(creationOptions(timeout: 30_000)) }
        let moved = try await clock.advanceToNextSleeper(within: .seconds(60))
        #expect(moved == .seconds(30))
        await #expect(throws: WebAuthnCeremonyError.timedOut) { try await ceremony.value }
        #expect(try await store.passkeys().isEmpty)
    }

    @Test func aSecondCeremonyWhileOneWaitsIsRefused() async throws {
        let clock = TestClock()
        let slow = authenticator(SlowVerifier(clock: clock), clock: clock)
        let first = Task { try await slow.register(creationOptions(timeout: 1000)) }
        try await waitUntil("the first ceremony asks the person") { clock.pendingDelays.count == 2 }
        await #expect(throws: WebAuthnCeremonyError.notAllowed(reason: "another passkey ceremony is in progress")) {
            try await slow.authenticate(requestOptions())
        }
        clock.advance(by: .seconds(1))
        await #expect(throws: WebAuthnCeremonyError.timedOut) { try await first.value }
    }

    @Test func withoutES256AmongTheAlgorithmsItIsNotSupported() async throws {
        await #expect(throws: WebAuthnCeremonyError.notSupported(reason: "the relying party accepts -257, -8; this authenticator makes ES256 (-7) keys")) {
            try await authenticator().register(creationOptions(algorithms: [-257, -8]))
        }
        // No parameters at all stand for ES256 and RS256.
        _ = try await register(with: authenticator(), options: creationOptions(algorithms: []))
    }

    @Test func anRPIDThatDoesNotFitTheOriginIsRefused() async throws {
        await #expect(throws: WebAuthnCeremonyError.invalidOptions(reason: "the RP ID example.org is not the host of the origin https://login.example.com or a parent domain of it")) {
            try await authenticator().register(creationOptions(rpID: "example.org"))
        }
        await #expect(throws: WebAuthnCeremonyError.invalidOptions(reason: "the RP ID ample.com is not the host of the origin https://login.example.com or a parent domain of it")) {
            try await authenticator().authenticate(requestOptions(rpID: "ample.com"))
        }
        await #expect(throws: WebAuthnCeremonyError.invalidOptions(reason: "the origin http://login.example.com is not secure (HTTPS, or HTTP on localhost)")) {
            try await authenticator(origin: "http://login.example.com").register(creationOptions())
        }
    }

    @Test func aParentDomainOrTheOriginsHostServesAsRPID() async throws {
        let sub = SoftwareAuthenticator(store: store, userVerifier: AutomaticUserVerifier(), origin: "https://a.login.example.com")
        let parent = WebAuthnRelyingParty(id: Self.rpID, allowedOrigins: ["https://a.login.example.com"])
        let response = try await sub.register(creationOptions())
        _ = try parent.verifyRegistration(response, expecting: RegistrationExpectation(challenge: challenge, userVerification: .required))
        let local = SoftwareAuthenticator(store: store, userVerifier: AutomaticUserVerifier(), origin: "http://localhost:8080")
        let localResponse = try await local.register(creationOptions(rpID: nil))
        let localParty = WebAuthnRelyingParty(id: "localhost", allowedOrigins: ["http://localhost:8080"])
        _ = try localParty.verifyRegistration(localResponse, expecting: RegistrationExpectation(challenge: challenge, userVerification: .required))
    }

    @Test func withoutAnOriginTheDefaultIsHTTPSOfTheRPID() async throws {
        let response = try await authenticator(origin: nil).register(creationOptions())
        _ = try relyingParty.verifyRegistration(response, expecting: RegistrationExpectation(challenge: challenge, userVerification: .required))
        await #expect(throws: WebAuthnCeremonyError.invalidOptions(reason: "the options name no RP ID, and the authenticator has no origin to take it from")) {
            try await authenticator(origin: nil).register(creationOptions(rpID: nil))
        }
    }

    @Test func aUserHandleMustBeOneTo64Bytes() async throws {
        let refusal = WebAuthnCeremonyError.invalidOptions(reason: "user.id must be 1 to 64 bytes in base64url")
        await #expect(throws: refusal) { try await authenticator().register(creationOptions(userHandle: Array(repeating: 1, count: 65))) }
        await #expect(throws: refusal) { try await authenticator().register(creationOptions(userHandle: [])) }
        _ = try await authenticator().register(creationOptions(userHandle: Array(repeating: 1, count: 64)))
    }

    @Test func credPropsIsAnsweredWhenAsked() async throws {
        var options = creationOptions()
        options.extensions = .object(["credProps": .bool(true)])
        let response = try await authenticator().register(options)
        #expect(response.clientExtensionResults == .object(["credProps": .object(["rk": .bool(true)])]))
    }

    @Test func theErrorsUseTheBrowsersNames() {
        #expect(WebAuthnCeremonyError.notAllowed(reason: "x").domExceptionName == "NotAllowedError")
        #expect(WebAuthnCeremonyError.timedOut.domExceptionName == "AbortError")
        #expect(WebAuthnCeremonyError.alreadyRegistered.domExceptionName == "InvalidStateError")
    }
}

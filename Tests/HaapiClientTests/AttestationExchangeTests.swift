import Crypto
import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel
import HaapiTesting
import Logging
import Testing

/// The attestation exchange against the mock server: challenge, development attester,
/// client attestation token, its reuse, and one typed error per way it fails.
@Suite struct AttestationExchangeTests {
    /// A mock server with attestation and a client authenticated by `authentication`
    /// (the mock's provider by default).
    static func setUp(
        clock: ManualWallClock = ManualWallClock(now: TestValues.start), authentication: ClientAuthentication? = nil,
        keyStore: any DPoPKeyStore = InMemoryDPoPKeyStore(), logger: Logger = .quiet("test")
    ) async throws -> (MockAuthorizationServer, MockAttestationServer, HaapiClient) {
        let server = await MockAuthorizationServer(clock: clock.clock)
        let attestation = await MockAttestationServer(on: server)
        let configuration = try TestValues.configuration {
            $0.clientAuthentication = authentication ?? .attestation(MockAttestationServer.provider())
        }
        return (server, attestation, try server.client(configuration: configuration, keyStore: keyStore, logger: logger))
    }

    /// The `AttestationError` that `error` carries, or an issue.
    static func attestationError(
        _ error: HaapiClientError?, sourceLocation: SourceLocation = #_sourceLocation
    ) -> AttestationError? {
        guard case .attestation(let failure) = error else {
            Issue.record("expected an attestation error, got \(String(describing: error))", sourceLocation: sourceLocation)
            return nil
        }
        return failure
    }

    @Test func theExchangeGivesTheTokenEndpointAClientAttestationToken() async throws {
        let (server, attestation, client) = try await Self.setUp()
        _ = try await client.start()
        let request = try #require(await server.transport.requests(to: TestValues.token.path).first)
        #expect(formValue("client_assertion_type", in: request.bodyText) == "urn:se:curity:attestation:client")
        #expect(formValue("client_id", in: request.bodyText) == TestValues.clientID)
        let tokens = await attestation.state.tokensIssued
        #expect(tokens.count == 1)
        #expect(formValue("client_assertion", in: request.bodyText) == tokens.first)
        // The device vouched for the challenge, the client and the client's DPoP key.
        let statement = try #require(await attestation.state.statements.first)
        #expect(statement.clientID == TestValues.clientID)
        #expect(statement.dpopKeyThumbprint == (try await client.dpopKeyThumbprint()))
        #expect(statement.issuedAt == TestValues.start)
        let challenge = try #require(await server.transport.requests(to: MockAttestationServer.catPath).first)
        #expect(challenge.method == "GET" && queryValue("client_id", in: challenge.url) == TestValues.clientID)
    }

    @Test func theTokenIsReusedUntilShortlyBeforeItExpires() async throws {
        let clock = ManualWallClock(now: TestValues.start)
        let (server, attestation, client) = try await Self.setUp(clock: clock)
        await server.state.setHaapiTokenLifetime(60)
        _ = try await client.start()
        clock.advance(by: 100)   // a new HAAPI token; the CAT (300 s, renewed 30 s early) still serves
        _ = try await client.start()
        clock.advance(by: 100)   // 200 s
        _ = try await client.start()
        #expect(await server.state.issuedHaapiTokens == 3)
        #expect(await attestation.state.challengesIssued == 1)
        clock.advance(by: 71)    // 271 s: a new HAAPI token, and the CAT is within its renewal margin
        _ = try await client.start()
        #expect(await server.state.issuedHaapiTokens == 4)
        #expect(await attestation.state.challengesIssued == 2)
        #expect(await attestation.state.certificatesIssued == 1, "the device certificate is kept")
        let assertions = await server.transport.requests(to: TestValues.token.path).compactMap { formValue("client_assertion", in: $0.bodyText) }
        let issued = await attestation.state.tokensIssued
        #expect(issued.count == 2)
        #expect(assertions == [issued.first, issued.first, issued.first, issued.last].compactMap { $0 })
    }

    @Test func anotherDPoPKeyGetsItsOwnToken() async throws {
        let server = await MockAuthorizationServer()
        let attestation = await MockAttestationServer(on: server)
        let provider = MockAttestationServer.provider()
        let configuration = try TestValues.configuration { $0.clientAuthentication = .attestation(provider) }
        _ = try await server.client(configuration: configuration).start()
        _ = try await server.client(configuration: configuration).start()
        #expect(await attestation.state.challengesIssued == 2)
        let keys = Set(await attestation.state.statements.map(\.dpopKeyThumbprint))
        #expect(keys.count == 2)
    }

    @Test func noChallengeEndpointIsNoChallenge() async throws {
        let (server, attestation, client) = try await Self.setUp()
        await attestation.state.setChallengeAnswer(.json(#"{"type":"not-found"}"#, status: 404, contentType: "application/problem+json"))
        let failure = Self.attestationError(await caught { try await client.start() })
        #expect(failure?.reason == .noChallenge(status: 404))
        #expect(failure?.request == "GET https://login.example.com/oauth/token/cat")
        #expect(await server.transport.requests(to: TestValues.token.path).isEmpty, "nothing is sent without authentication")
    }

    @Test(arguments: [
        (#"{"expires_in":120}"#, "application/json", "'challenge' is missing"),
        (#"{"challenge":""}"#, "application/json", "'challenge' is missing, empty"),
        (#"{"challenge":"a b"}"#, "application/json", "not printable ASCII"),
        (#"{"challenge":"abc","expires_in":-5}"#, "application/json", "'expires_in' is not a positive number"),
        (#"{"challenge":"abc","expires_in":"soon"}"#, "application/json", "'expires_in' is not a positive number"),
        ("challenge=abc", "text/plain", "not JSON"),
        ("[1,2]", "application/json", "not a JSON object"),
    ])
    func aMalformedChallengeAnswerIsMalformedChallenge(_ body: String, _ type: String, _ reason: String) async throws {
        let (_, attestation, client) = try await Self.setUp()
        await attestation.state.setChallengeAnswer(.json(body, contentType: type))
        let failure = Self.attestationError(await caught { try await client.start() })
        guard case .malformedChallenge(let text) = failure?.reason else {
            Issue.record("expected malformedChallenge, got \(String(describing: failure))")
            return
        }
        #expect(text.contains(reason), "\(text)")
    }

    @Test func aChallengeThatExpiresWhileTheDeviceAttestsIsNotSent() async throws {
        let clock = ManualWallClock(now: TestValues.start)
        let slow = SlowAttester(clock: clock, delay: 31, attester: DevelopmentDeviceAttester(certificateEndpoint: MockAttestationServer.certificateEndpoint))
        let (server, attestation, client) = try await Self.setUp(
            clock: clock, authentication: .attestation(AttestationTokenProvider(attester: slow)))
        await attestation.state.setLifetimes(challenge: 30, token: 300)
        let failure = Self.attestationError(await caught { try await client.start() })
        #expect(failure?.reason == .challengeExpired)
        #expect(failure?.request == "POST https://login.example.com/oauth/token/cat")
        #expect(await server.transport.requests(to: MockAttestationServer.catPath).map(\.method) == ["GET"])
    }

    @Test func theServerSayingTheChallengeExpiredIsChallengeExpired() async throws {
        let (_, attestation, client) = try await Self.setUp()
        await attestation.state.setTokenAnswer(.json(
            #"{"error":"expired_attestation_challenge","error_description":"the challenge expired"}"#, status: 400))
        let failure = Self.attestationError(await caught { try await client.start() })
        #expect(failure?.reason == .challengeExpired)
        #expect(failure?.isRetryable == true)
    }

    @Test func aReusedChallengeIsRejectedWithTheServersError() async throws {
        let clock = ManualWallClock(now: TestValues.start)
        let (server, attestation, client) = try await Self.setUp(clock: clock)
        await attestation.state.setFixedChallenge("the-same-challenge")
        await server.state.setHaapiTokenLifetime(60)
        _ = try await client.start()
        clock.advance(by: 280)   // the CAT is due for renewal; the broken server repeats its challenge
        let failure = Self.attestationError(await caught { try await client.start() })
        guard case .rejected(let oauth) = failure?.reason else {
            Issue.record("expected rejected, got \(String(describing: failure))")
            return
        }
        #expect(oauth.error == "invalid_attestation_challenge")
        #expect(oauth.errorDescription == "answered before")
    }

    @Test func aRefusedAttestationIsRejected() async throws {
        let (_, attestation, client) = try await Self.setUp()
        await attestation.state.setTokenAnswer(.json(
            #"{"error":"invalid_client_attestation","error_description":"the device certificate expired"}"#, status: 400))
        let failure = Self.attestationError(await caught { try await client.start() })
        #expect(failure?.reason == .rejected(OAuthError(
            error: "invalid_client_attestation", errorDescription: "the device certificate expired", endpoint: "attestation", status: 400)))
        #expect(failure?.description.contains("the server refused attestation") == true)
    }

    @Test(arguments: [
        (#"{"expires_in":300}"#, 200, "'cat' is missing"),
        (#"{"cat":"abc"}"#, 200, "'expires_in' is missing"),
        ("<html>", 200, "not JSON"),
    ])
    func aMalformedTokenAnswerIsMalformedToken(_ body: String, _ status: Int, _ reason: String) async throws {
        let (_, attestation, client) = try await Self.setUp()
        await attestation.state.setTokenAnswer(.json(body, status: status, contentType: body.hasPrefix("<") ? "text/html" : "application/json"))
        let failure = Self.attestationError(await caught { try await client.start() })
        guard case .malformedToken(let text) = failure?.reason else {
            Issue.record("expected malformedToken, got \(String(describing: failure))")
            return
        }
        #expect(text.contains(reason), "\(text)")
    }

    @Test func aServerErrorIsAnUnexpectedStatus() async throws {
        let (_, attestation, client) = try await Self.setUp()
        await attestation.state.setTokenAnswer(TransportResponse(status: 503, headers: ["Content-Type": "text/plain"], body: Data("busy".utf8)))
        let failure = Self.attestationError(await caught { try await client.start() })
        #expect(failure?.reason == .unexpectedStatus(503))
        #expect(failure?.isRetryable == true)
    }

    @Test func anUnavailableAttesterIsUnavailableBeforeAnyChallenge() async throws {
        let (server, _, client) = try await Self.setUp(authentication: .attestation(AttestationTokenProvider(attester: UnavailableAttester())))
        let failure = Self.attestationError(await caught { try await client.start() })
        #expect(failure?.reason == .unavailable("no attester on this test device"))
        #expect(await server.transport.requests(to: MockAttestationServer.catPath).isEmpty)
    }

    @Test func anAttesterWithoutACertificateSaysWhatAndWhere() async throws {
        let elsewhere = URL(string: "https://login.example.com/no/certificates/here")!
        let provider = AttestationTokenProvider(attester: DevelopmentDeviceAttester(certificateEndpoint: elsewhere))
        let (_, _, client) = try await Self.setUp(authentication: .attestation(provider))
        let failure = Self.attestationError(await caught { try await client.start() })
        guard case .attesterFailed(let text) = failure?.reason else {
            Issue.record("expected attesterFailed, got \(String(describing: failure))")
            return
        }
        #expect(text.contains("POST https://login.example.com/no/certificates/here"))
        #expect(text.contains("HTTP 404"))
    }

    @Test func aPlainHTTPCertificateEndpointIsRefused() async throws {
        let provider = AttestationTokenProvider(attester: DevelopmentDeviceAttester(
            certificateEndpoint: URL(string: "http://attester.example.com/dev/attester/certificates")!))
        let (_, _, client) = try await Self.setUp(authentication: .attestation(provider))
        let failure = Self.attestationError(await caught { try await client.start() })
        guard case .attesterFailed(let text) = failure?.reason else {
            Issue.record("expected attesterFailed, got \(String(describing: failure))")
            return
        }
        #expect(text.contains("not https"))
    }

    @Test func theStatementsClientDataHashCoversEveryField() {
        let base = AttestationStatement(challenge: "c", clientID: "a", issuedAt: TestValues.start, dpopKeyThumbprint: "k")
        var hashes: Set<Data> = [base.clientDataHash]
        for change in [{ (s: inout AttestationStatement) in s.challenge = "d" }, { $0.clientID = "b" },
                       { $0.issuedAt = TestValues.start.addingTimeInterval(1) }, { $0.dpopKeyThumbprint = "l" }] {
            var other = base
            change(&other)
            hashes.insert(other.clientDataHash)
        }
        #expect(hashes.count == 5)
        #expect(base.clientDataHash.count == 32)
        #expect(base.clientDataHash == AttestationStatement(challenge: "c", clientID: "a", issuedAt: TestValues.start, dpopKeyThumbprint: "k").clientDataHash)
    }
}

/// An attester on a device that cannot attest.
struct UnavailableAttester: DeviceAttester {
    func checkAvailable() async throws(HaapiClientError) {
        throw .attestation(AttestationError(.unavailable("no attester on this test device")))
    }

    func attest(_ statement: AttestationStatement, context: ClientAttestationContext) async throws(HaapiClientError) -> DeviceAttestation {
        throw .attestation(AttestationError(.attesterFailed("attest was called although the attester is unavailable")))
    }
}

/// An attester that takes `delay` seconds of the manual clock before the real one answers.
struct SlowAttester: DeviceAttester {
    let clock: ManualWallClock
    let delay: TimeInterval
    let attester: any DeviceAttester

    func attest(_ statement: AttestationStatement, context: ClientAttestationContext) async throws(HaapiClientError) -> DeviceAttestation {
        clock.advance(by: delay)
        return try await attester.attest(statement, context: context)
    }
}

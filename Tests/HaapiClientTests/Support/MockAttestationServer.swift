import Crypto
import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel

/// The attestation side of the mock server: `POST /dev/attester/certificates` certifies
/// device keys with an authority key, `GET /oauth/token/cat` hands out challenges and
/// `POST /oauth/token/cat` verifies development attestations (with HaapiJOSE, like the
/// dev server) and issues opaque tokens. ``State`` counts and scripts misbehaviour.
struct MockAttestationServer {
    actor State {
        var challengesIssued = 0
        var certificatesIssued = 0
        var tokensIssued: [String] = []
        var spent: Set<String> = []
        var challengeLifetime = 120
        var tokenLifetime = 300
        /// Issue this challenge every time instead of a fresh one (a broken server).
        var fixedChallenge: String?
        /// Answer the challenge request with this instead.
        var challengeAnswer: TransportResponse?
        /// Answer the attestation with this instead.
        var tokenAnswer: TransportResponse?
        /// The statements received, verified.
        var statements: [AttestationStatement] = []

        func set(_ change: (State) -> Void) { change(self) }
        func setFixedChallenge(_ value: String?) { fixedChallenge = value }
        func setChallengeAnswer(_ value: TransportResponse?) { challengeAnswer = value }
        func setTokenAnswer(_ value: TransportResponse?) { tokenAnswer = value }
        func setLifetimes(challenge: Int, token: Int) {
            challengeLifetime = challenge
            tokenLifetime = token
        }

        func nextChallenge() -> String {
            challengesIssued += 1
            return fixedChallenge ?? "challenge-\(challengesIssued)-\(UUID().uuidString)"
        }

        func certificateIssued() { certificatesIssued += 1 }

        /// Spends `challenge`; `false` when it was spent before.
        func spend(_ challenge: String) -> Bool { spent.insert(challenge).inserted }

        func issue(for statement: AttestationStatement) -> String {
            statements.append(statement)
            let token = "cat-\(tokensIssued.count + 1)-\(UUID().uuidString)"
            tokensIssued.append(token)
            return token
        }
    }

    static let authority = P256.Signing.PrivateKey()
    static let certificateEndpoint = URL(string: "https://login.example.com/dev/attester/certificates")!
    static let catPath = "/oauth/token/cat"
    let state = State()

    /// Installs the routes on `server`'s transport; its clock dates certificates and checks statements.
    init(on server: MockAuthorizationServer) async {
        let state = self.state
        let clock = server.clock
        let issuer = "https://login.example.com/dev/attester"
        await server.transport.route("POST", Self.certificateEndpoint.path) { request in
            guard let json = try? JSONValue.parse(request.body ?? Data()), let members = json["jwk"]?.objectValue,
                let jwk = try? JWK(members: members.compactMapValues { $0.stringValue.map(JWTClaimValue.string) }),
                let key = try? jwk.p256PublicKey()
            else { return .json(#"{"error":"invalid_request"}"#, status: 400) }
            await state.certificateIssued()
            let certificate = try DeviceCertificate(issuer: issuer, deviceKey: key, issuedAt: clock.now, lifetime: 86_400)
                .sign(with: Self.authority, jti: UUID().uuidString)
            return .json(#"{"certificate":"\#(certificate)","expires_in":86400}"#)
        }
        await server.transport.route("GET", Self.catPath) { request in
            if let answer = await state.challengeAnswer { return answer }
            guard queryValue("client_id", in: request.url) == TestValues.clientID else {
                return .json(#"{"error":"unauthorized_client"}"#, status: 400)
            }
            let challenge = await state.nextChallenge()
            return .json(#"{"challenge":"\#(challenge)","expires_in":\#(await state.challengeLifetime)}"#)
        }
        await server.transport.route("POST", Self.catPath) { request in
            if let answer = await state.tokenAnswer { return answer }
            let body = request.bodyText
            guard let challenge = formValue("challenge", in: body), let attestation = formValue("attestation", in: body),
                formValue("attestation_format", in: body) == DevelopmentAttestation.format
            else { return .json(#"{"error":"invalid_request"}"#, status: 400) }
            guard await state.spend(challenge) else {
                return .json(#"{"error":"invalid_attestation_challenge","error_description":"answered before"}"#, status: 400)
            }
            guard let (statement, _) = try? DevelopmentAttestation.verify(
                attestation, authority: Self.authority.publicKey, issuer: issuer, now: clock.now, allowedSkew: 60),
                statement.challenge == challenge, statement.clientID == formValue("client_id", in: body)
            else {
                return .json(#"{"error":"invalid_client_attestation","error_description":"not verified"}"#, status: 400)
            }
            let token = await state.issue(for: statement)
            return .json(#"{"cat":"\#(token)","expires_in":\#(await state.tokenLifetime)}"#)
        }
    }

    /// A provider with a new development attester of this server.
    static func provider(renewalMargin: TimeInterval = 30) -> AttestationTokenProvider {
        AttestationTokenProvider(attester: DevelopmentDeviceAttester(certificateEndpoint: certificateEndpoint), renewalMargin: renewalMargin)
    }
}

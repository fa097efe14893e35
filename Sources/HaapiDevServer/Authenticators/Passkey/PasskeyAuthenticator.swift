import Foundation
import HTTPTypes
import HaapiJOSE
import HaapiModel
import HaapiWebAuthn

/// Passkeys: a WebAuthn relying party (checks by HaapiWebAuthn's `WebAuthnRelyingParty`).
///
/// - Sign in: selecting it answers a `webauthn-authentication` client operation (see
///   ``signInStep(_:)``), answered with `POST /authn/authenticate/<id>` and a JSON body
///   `{"credential": <AuthenticationResponseJSON>}`; `GET .../<id>/cancel` goes back to the selector.
/// - Offer: after an authenticator of `offerRegistrationAfter` succeeds as first factor for a
///   user with no passkey, the flow shows ``offerStep(_:)``: `GET .../<id>/register` (this
///   device), `GET .../<id>/register-any-device`, `POST .../<id>/skip` ("Not now"); the
///   ceremonies answer `POST .../<id>/register` with `credential`, or `platformCredential` /
///   `crossPlatformCredential`, and their error actions lead back to `GET .../<id>/offer`.
/// - Autofill: the first-factor password step carries ``conditionalAction(_:)``, whose
///   credential is posted to `POST /authn/authenticate/<id>` like a sign-in.
///
/// Every challenge is 32 random bytes kept in the flow, answered once and only before
/// `challengeLifetime` ends (``PasskeyChallenge``). A refused answer logs one line naming
/// the check (never the credential) and counts against `maxAttempts`.
struct PasskeyAuthenticator: AuthenticatorHandler {
    let configuration: AuthenticatorConfiguration
    let environment: ServerEnvironment

    var settings: PasskeySettings { configuration.passkey }

    /// The RP ID for this server's issuer.
    var rpID: String { settings.relyingPartyID(issuer: environment.issuer) }

    /// The relying party that verifies answers.
    var relyingParty: WebAuthnRelyingParty {
        WebAuthnRelyingParty(id: rpID, allowedOrigins: Set(settings.allowedOrigins(rpID: rpID)))
    }

    /// The configured `hints` for the ceremonies' options, `nil` (left out) when there are none.
    var hints: [String]? { settings.hints.isEmpty ? nil : settings.hints }

    /// The ceremonies' `timeout`: the challenge lifetime in milliseconds.
    var timeoutMilliseconds: Int { Int(settings.challengeLifetime * 1000) }

    func start(_ flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        .step(try await signInStep(&flow))
    }

    func handle(_ request: AuthenticatorRequest, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        let offering = flow.step == .passkeyOffer(id)
        switch (request.action, request.method, offering) {
        case (nil, .post, false): return try await signIn(request.form, flow: &flow)
        case (nil, .get, false): return .step(try await signInStep(&flow))
        case ("cancel", .get, false): return .restart
        case ("offer", .get, true):
            flow.passkeyChallenge = nil
            return .step(offerStep(flow))
        case ("register", .get, true): return .step(try await registrationStep(anyDevice: false, flow: &flow))
        case ("register-any-device", .get, true): return .step(try await registrationStep(anyDevice: true, flow: &flow))
        case ("register", .post, true): return try await register(request.form, flow: &flow)
        case ("skip", .post, true): return .resumeLogin(notice: nil)
        case (_, _, true): throw .userError(flow.texts[.createPasskeyOrNotNow])
        default: throw .notFound("\(basePath)/\(request.action ?? "")", flow.texts)
        }
    }

    /// A fresh challenge for `purpose`, kept in the flow (replacing any other); base64url.
    func issueChallenge(_ purpose: PasskeyChallenge.Purpose, userHandle: [UInt8]? = nil, flow: inout FlowSession) -> String {
        let bytes = environment.random.bytes(32)
        flow.passkeyChallenge = PasskeyChallenge(
            bytes: bytes, purpose: purpose, expiresAt: environment.now.addingTimeInterval(settings.challengeLifetime),
            userHandle: userHandle)
        return Base64URL.encode(bytes)
    }

    /// A stored passkey as `allowCredentials` and `excludeCredentials` name it.
    static func descriptor(_ passkey: PasskeyRecord) -> CredentialDescriptor {
        CredentialDescriptor(id: passkey.id, transports: passkey.transports.isEmpty ? nil : passkey.transports)
    }
}

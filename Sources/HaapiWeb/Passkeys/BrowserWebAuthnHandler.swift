import Foundation
import HaapiFlow
import HaapiHTML
import HaapiModel
import HaapiWebAuthn

/// Runs a login's passkey ceremonies in its person's browser: the ceremony is put on
/// the session's page (the options exactly as the server sent them), the page's
/// script runs it with `navigator.credentials` and posts the credential, or the
/// browser's error, to `/passkey/<id>`; only that session's post is taken.
///
/// The wait lasts the options' `timeout` and half a minute for the answer to arrive,
/// at most ``WebHostConfiguration/passkeyTimeout``; then the ceremony has timed out.
/// A passkey the person picked from the user name field's autofill answers the sign-in
/// whose challenge it was made for without a second ceremony.
struct BrowserWebAuthnHandler: WebAuthnHandler {
    /// The session the ceremonies belong to.
    let owner: String
    let ceremonies: PasskeyCeremonies
    /// The longest wait.
    let maximumTime: Duration
    /// Tells the session's waits for the next screen that a ceremony is on its page.
    let shown: @Sendable @MainActor () -> Void

    /// A browser makes credentials on this device and on others (a phone, a security key).
    var attachments: Set<WebAuthnAttachment> { [.platform, .crossPlatform] }

    func register(_ request: WebAuthnRegistration) async throws(WebAuthnCeremonyError) -> RegistrationResponseJSON {
        let credential = try await run(.create, options: request.json, timeout: request.options.timeout)
        return try PasskeyAnswer.decode(RegistrationResponseJSON.self, credential)
    }

    func authenticate(_ request: WebAuthnAuthentication) async throws(WebAuthnCeremonyError) -> AuthenticationResponseJSON {
        let credential: String
        if let picked = await ceremonies.takeHeld(owner: owner, challenge: request.options.challenge) {
            credential = picked
        } else {
            credential = try await run(.get, options: request.json, timeout: request.options.timeout)
        }
        return try PasskeyAnswer.decode(AuthenticationResponseJSON.self, credential)
    }

    /// Shows the ceremony on the page and waits for the browser's answer.
    private func run(_ kind: HTMLPasskeyCeremony.Kind, options: JSONValue, timeout: Int?) async throws(WebAuthnCeremonyError) -> String {
        let ceremony = PasskeyCeremonies.Ceremony(id: WebCookies.randomToken(bytes: 16), kind: kind, optionsJSON: options.jsonString())
        let end = await ceremonies.run(ceremony, owner: owner, limit: Self.timeLimit(optionsTimeout: timeout, maximum: maximumTime), shown: shown)
        switch end {
        case .answered(.credential(let json)): return json
        case .answered(.failed(let error)): throw error
        case .timedOut: throw .timedOut
        case .cancelled: throw .notAllowed(reason: "the step moved on before the browser answered")
        }
    }

    /// How long to wait: the options' `timeout` (milliseconds) and 30 seconds, at most
    /// `maximum` (and at least one second).
    static func timeLimit(optionsTimeout: Int?, maximum: Duration) -> Duration {
        guard let optionsTimeout, optionsTimeout > 0 else { return max(maximum, .seconds(1)) }
        return max(min(.milliseconds(optionsTimeout) + .seconds(30), maximum), .seconds(1))
    }
}

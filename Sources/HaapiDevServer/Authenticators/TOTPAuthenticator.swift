import Foundation
import HTTPTypes
import HaapiModel

/// A time-based one-time password (RFC 6238) from the user's `totpSecret`.
///
/// First factor: `POST /authn/authenticate/<id>` `userName`, `totp`; as a second factor
/// only `totp`. Codes within `window` steps are accepted, each step only once per user.
struct TOTPAuthenticator: AuthenticatorHandler {
    let configuration: AuthenticatorConfiguration
    let environment: ServerEnvironment

    func start(_ flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        .step(step(flow))
    }

    func handle(_ request: AuthenticatorRequest, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        switch (request.action, request.method) {
        case (nil, .post): return try await verify(request.form, flow: &flow)
        case (nil, .get): return .step(step(flow))
        default: throw .notFound("\(basePath)/\(request.action ?? "")", flow.texts)
        }
    }

    private func verify(_ form: FormParameters, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        let texts = flow.texts
        var invalid: [InvalidField] = []
        let username = flow.subject ?? requiredField(form, "userName", texts[.usernameRequired], into: &invalid)
        let code = requiredField(form, "totp", texts[.totpCodeRequired], into: &invalid)
        let settings = configuration.totp
        if !code.isEmpty, code.count != settings.digits || !code.allSatisfy({ $0.isASCII && $0.isNumber }) {
            invalid.append(InvalidField(name: "totp", reason: .invalidValue, detail: texts[.totpDigits, String(settings.digits)]))
        }
        guard invalid.isEmpty else { throw .invalidInput(invalid, texts) }
        guard let user = await environment.users.user(named: username), let secretText = user.totpSecret,
            let secret = Base32.decode(secretText)
        else {
            return recordFailure(&flow)
        }
        let totp = TOTP(secret: secret, algorithm: settings.algorithm, digits: settings.digits, period: settings.period)
        guard let step = totp.matchingCounter(for: code, at: environment.now, window: settings.window),
            await environment.state.useTOTPStep(step, for: user.username)
        else {
            return recordFailure(&flow)
        }
        return .authenticated(username: user.username)
    }

    private func step(_ flow: FlowSession) -> Representation {
        let texts = flow.texts
        var fields: [Field] = []
        if flow.subject == nil { fields.append(Field(name: "userName", type: .username, label: texts[.username])) }
        fields.append(
            Field(name: "totp", type: .text, kind: .number, label: texts[.totpCode],
                  minLength: configuration.totp.digits, maxLength: configuration.totp.digits))
        return Representation(
            type: .authenticationStep, metadata: Metadata(viewName: "authenticator/totp/authenticate/get"),
            actions: [Build.form(.login, title: texts[.totpEnterCode], href: basePath, actionTitle: texts[.verify], fields: fields)],
            messages: flow.subject.map { [Build.message($0, .userName)] } ?? [])
    }
}

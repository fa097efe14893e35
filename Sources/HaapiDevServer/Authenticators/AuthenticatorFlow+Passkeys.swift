import HTTPTypes
import HaapiModel

/// Where the passkey authenticator joins other authenticators' steps: the offer to
/// create a passkey after a first factor, and passkey autofill on the password step.
extension AuthenticatorFlow {
    /// The offer step, when `authenticator` (which just succeeded as first factor for
    /// `user`) is one the passkey authenticator offers a passkey after and `user` has
    /// none; the flow then waits at ``FlowStep/passkeyOffer(_:)``.
    func passkeyOffer(after authenticator: AuthenticatorConfiguration, user: String, flow: inout FlowSession) async throws(HTTPFailure)
        -> Representation?
    {
        guard let passkey = environment.configuration.passkeyAuthenticator,
            environment.configuration.passkeyOfferTriggers(passkey).contains(authenticator.id),
            await environment.users.user(named: user) != nil,
            await environment.users.passkeys(of: user).isEmpty
        else { return nil }
        flow.step = .passkeyOffer(passkey.id)
        return PasskeyAuthenticator(configuration: passkey, environment: environment).offerStep(flow)
    }

    /// The passkey autofill action for a first-factor step, when the passkey authenticator
    /// offers autofill and may start this flow; its challenge is kept in the flow.
    func passkeyAutofill(_ flow: inout FlowSession) throws(HTTPFailure) -> Action? {
        guard flow.subject == nil, let passkey = environment.configuration.passkeyAuthenticator, passkey.passkey.autofill,
            firstFactors(for: flow).contains(passkey)
        else { return nil }
        return try PasskeyAuthenticator(configuration: passkey, environment: environment).conditionalAction(&flow)
    }

    /// Whether `request` is a passkey autofill answer: a POST of the passkey authenticator's
    /// main form while the flow holds an autofill challenge (from the password step).
    func acceptsPasskeyAutofill(_ config: AuthenticatorConfiguration, request: AuthenticatorRequest, flow: FlowSession) -> Bool {
        config.type == .passkey && request.action == nil && request.method == .post && flow.subject == nil
            && flow.passkeyChallenge?.purpose == .conditional
    }
}

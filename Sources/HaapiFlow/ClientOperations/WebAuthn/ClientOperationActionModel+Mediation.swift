public import HaapiModel

extension ClientOperationActionModel {
    /// Whether this is a passkey sign-in offered for autofill: a
    /// `webauthn-authentication` whose `credentialRequestOptions.mediation` is
    /// `conditional`. The flow never starts such an operation by itself.
    public var isConditionalMediation: Bool {
        guard name == .webauthnAuthentication, case .object(let options)? = arguments["credentialRequestOptions"] else { return false }
        return options["mediation"] == .string("conditional")
    }
}

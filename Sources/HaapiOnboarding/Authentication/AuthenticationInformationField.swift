/// One entry of the dynamic authentication screen (seed 002's
/// `FUIAuthenticationInformationField`; `FUIAuthenticationInformationField` is an alias).
public struct AuthenticationInformationField: Sendable, Hashable {
    /// The hint shown in the empty field, and its label.
    public var placeholder: String
    /// Whether the value is hidden while typed.
    public var isSecureText: Bool
    /// A value filled in beforehand (never for secure fields: it is ignored there).
    public var informationString: String?

    /// Creates a field.
    public init(placeholder: String, isSecureText: Bool, informationString: String?) {
        self.placeholder = placeholder
        self.isSecureText = isSecureText
        self.informationString = informationString
    }
}

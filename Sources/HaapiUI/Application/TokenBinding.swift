/// Whether the person's tokens are bound to the app's DPoP key (the HAAPI access
/// token always is).
public enum TokenBinding: Sendable, Hashable, CaseIterable {
    /// Tokens are DPoP-bound: the token endpoint gets a DPoP proof, and using or
    /// refreshing a token needs the same key.
    case dpopBound
    /// Tokens are plain bearer tokens.
    case unbound
}

/// The longest values the credential screens accept, so an over-long entry gets
/// a message at the field instead of reaching a server.
public enum CredentialLimits {
    /// The longest user name (characters).
    public static let username = 256
    /// The longest password or information field (characters).
    public static let secret = 1024
}

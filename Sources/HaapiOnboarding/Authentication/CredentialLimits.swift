/// The longest values the credential screens accept, so an over-long entry gets
/// a message at the field instead of reaching a server.
package enum CredentialLimits {
    /// The longest user name (characters).
    package static let username = 256
    /// The longest password or information field (characters).
    package static let secret = 1024
}

public import HaapiDevServer
import HaapiTesting
import Synchronization

/// Users who sign in with a password, each new to the server, for tests that need a
/// user to whom something happens only once per user (the offer to create a passkey
/// comes to a user without one): each login takes the next user.
///
/// ```swift
/// let users = PasswordUsers(count: 100)
/// try await TestDevServer.run(configuration: { $0.users += users.configurations }) { server in
///     try await driver.press(.login, ["userName": try users.next(), "password": PasswordUsers.password])
/// }
/// ```
public final class PasswordUsers: Sendable {
    /// The password of every one of them.
    public static let password = "Password1"
    /// The login names, in the order ``next()`` gives them.
    public let usernames: [String]
    private let taken = Mutex(0)

    /// Makes `count` users named `<prefix>-0`, `<prefix>-1`, ….
    public init(count: Int, prefix: String = "password-user") {
        usernames = (0..<max(0, count)).map { "\(prefix)-\($0)" }
    }

    /// The users as the dev server's configuration takes them.
    public var configurations: [UserConfiguration] {
        usernames.map { UserConfiguration(username: $0, password: Self.password, name: "User \($0.split(separator: "-").last ?? "")") }
    }

    /// The login name of the next user not given out yet.
    ///
    /// - Throws: `TestError` when all were given out.
    public func next() throws -> String {
        let index = taken.withLock { taken -> Int in
            defer { taken += 1 }
            return taken
        }
        guard index < usernames.count else { throw TestError("all \(usernames.count) password users were used; make more") }
        return usernames[index]
    }
}

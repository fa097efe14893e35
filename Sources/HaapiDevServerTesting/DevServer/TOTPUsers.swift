public import HaapiDevServer
import HaapiTesting
import Synchronization

/// Users who sign in with an authenticator app, each with a TOTP secret of its own, for
/// tests that sign in with TOTP many times within one 30-second period: the dev server
/// takes each code once per user, so each login takes the next user.
///
/// ```swift
/// let users = TOTPUsers(count: 100)
/// try await TestDevServer.run(configuration: { $0.users += users.configurations }) { server in
///     let user = try users.next()
///     try await driver.press(.login, ["userName": user.username, "totp": try server.totpCode(secret: user.secret)])
/// }
/// ```
public final class TOTPUsers: Sendable {
    /// One of the users: its login name and base32 secret.
    public struct User: Sendable, Hashable {
        public let username: String
        public let secret: String
    }

    /// The users, in the order ``next()`` gives them.
    public let users: [User]
    private let taken = Mutex(0)

    /// Makes `count` users named `totp-user-0`, `totp-user-1`, ….
    public init(count: Int) {
        users = (0..<max(0, count)).map { User(username: "totp-user-\($0)", secret: Self.secret($0)) }
    }

    /// The users as the dev server's configuration takes them.
    public var configurations: [UserConfiguration] {
        users.map { UserConfiguration(username: $0.username, totpSecret: $0.secret, name: "TOTP user \($0.username.split(separator: "-").last ?? "")") }
    }

    /// The next user not given out yet.
    ///
    /// - Throws: `TestError` when all were given out.
    public func next() throws -> User {
        let index = taken.withLock { taken -> Int in
            defer { taken += 1 }
            return taken
        }
        guard index < users.count else { throw TestError("all \(users.count) TOTP users were used; make more") }
        return users[index]
    }

    /// A base32 secret of 16 characters (80 bits) that differs for each index.
    static func secret(_ index: Int) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        var value = index
        var tail: [Character] = []
        for _ in 0..<8 {
            tail.append(alphabet[value % 32])
            value /= 32
        }
        return "HAAPIKIT" + String(tail)
    }
}

import Foundation
import HaapiJOSE
import Logging
import Synchronization

/// What every handler shares: configuration, injected clock and randomness, stores,
/// keys and the base URL (known once the socket is bound).
final class ServerEnvironment: Sendable {
    let configuration: DevServerConfiguration
    let clock: any DevServerClock
    let random: any RandomSource
    let logger: Logger
    let users: UserStore
    let state = ServerState()
    let tokens: TokenIssuer
    private let base: Mutex<URL>

    init(
        configuration: DevServerConfiguration, clock: any DevServerClock, random: any RandomSource, logger: Logger,
        users: UserStore
    ) {
        self.configuration = configuration
        self.clock = clock
        self.random = random
        self.logger = logger
        self.users = users
        self.tokens = TokenIssuer(random: random)
        self.base = Mutex(URL(string: "http://127.0.0.1")!)
    }

    var now: Date { clock.now }

    /// The URL the server is reached at, without a trailing slash.
    var baseURL: URL {
        get { base.withLock { $0 } }
        set { base.withLock { $0 = newValue } }
    }

    /// The `iss` of tokens and responses.
    var issuer: String {
        configuration.issuer ?? baseURL.absoluteString
    }

    /// The absolute URL of a server path (`/oauth/token`).
    func url(_ path: String) -> URL {
        URL(string: baseURL.absoluteString + path)!
    }

    /// A fresh random identifier (`byteCount` bytes, base64url).
    func identifier(_ byteCount: Int = 24) -> String {
        random.identifier(byteCount: byteCount)
    }

    /// A PBKDF2 hash of `password` that no password matches, for timing-safe misses.
    let decoyHash = "pbkdf2-sha256$1000$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"

    func authenticator(_ id: String) -> AuthenticatorConfiguration? {
        configuration.authenticator(id)
    }
}

import Foundation
import HaapiJOSE
import HaapiModel
import Logging
import Synchronization

/// What every handler shares: configuration, injected clock and randomness, stores,
/// keys and the base URL (known once the socket is bound).
final class ServerEnvironment: Sendable {
    let configuration: DevServerConfiguration
    let clock: WallClock
    let random: any RandomSource
    let logger: Logger
    let users: UserStore
    let state = ServerState()
    let tokens: TokenIssuer
    /// The development attester whose device certificates client attestation trusts.
    let attester: DevelopmentAttester
    /// How the server misbehaves on purpose, if it does (see ``HostileBehaviour``).
    let hostile: HostileBehaviour?
    /// The requests that reached the foreign origin a hostile server advertises.
    let hostileLog = HostileLog()
    /// Until the socket is bound: the loopback address without a port.
    private let base = Mutex(URL(string: "http://127.0.0.1")!)  // a constant that always parses

    init(
        configuration: DevServerConfiguration, clock: WallClock, random: any RandomSource, logger: Logger,
        users: UserStore, hostile: HostileBehaviour? = nil
    ) throws(DevServerError) {
        self.configuration = configuration
        self.clock = clock
        self.random = random
        self.logger = logger
        self.users = users
        self.hostile = hostile
        self.tokens = try TokenIssuer(random: random)
        self.attester = try DevelopmentAttester(random: random)
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

    /// The absolute URL of `path` on this server, its percent-encoding kept as given.
    ///
    /// Request paths reach it (the DPoP `htu` check), so it never traps: a path that is
    /// not an RFC 3986 absolute path (spaces, `#`, `?`, a bad `%` escape, non-ASCII, too
    /// long) is an ``InvalidRequestPath``, whose ``InvalidRequestPath/failure`` is a 4xx.
    /// `//host` stays a path of this server.
    func url(_ path: String) throws(InvalidRequestPath) -> URL {
        try RequestPath.validate(path)
        guard let url = URL(string: baseURL.absoluteString + path) else { throw InvalidRequestPath(reason: .unusable) }
        return url
    }

    /// ``url(_:)`` for a path this server made itself (`/oauth/token`, an authenticator's
    /// path): a failure is the server's own fault, a 500.
    func serverURL(_ path: String) throws(HTTPFailure) -> URL {
        do {
            return try url(path)
        } catch {
            logger.error("the server made an unusable path", metadata: ["reason": .string(error.description)])
            throw .unexpected("The dev server made an unusable URL")
        }
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

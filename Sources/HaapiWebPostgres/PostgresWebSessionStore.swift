public import Crypto
public import Foundation
public import HaapiWeb
public import Logging
import PostgresNIO
import Synchronization

/// Sessions in PostgreSQL (through postgres-nio's connection pool), shared by the hosts
/// of several machines behind a load balancer: any host continues any browser's login,
/// after a restart too. (The processes of one machine can share `SQLiteWebSessionStore`
/// instead.)
///
/// ```swift
/// let settings = try PostgresStoreSettings(url: url)
/// let sealer = WebSessionSealer(key: SymmetricKey(data: key), previousKeys: [SymmetricKey(data: previousKey)])
/// let store = try await PostgresWebSessionStore.connect(settings, sealer: sealer, logger: Logger(label: "haapi-web"))
/// let configuration = WebHostConfiguration(store: store)
/// // ... serve with a WebHost made with `configuration` ...
/// await store.close()
/// ```
///
/// ``connect(_:sealer:logger:)`` creates or migrates the schema, refuses a schema of a
/// newer version and records sealed with a key the sealer lacks. Records are sealed with
/// AES-GCM when the sealer has a key (give every host the same one); without one they are
/// stored as JSON, so protect the database as you would a credential store.
///
/// Every call waits at most the settings' `requestTimeout` and then throws a
/// `WebSessionStoreError` of kind `unavailable`, as it does when the server cannot be
/// reached. The pool opens connections again by itself when the server is back.
public final class PostgresWebSessionStore: WebSessionStore {
    /// The database's URL without the password: `postgres://user@host:port/database`.
    public let name: String
    /// How the store connects.
    public let settings: PostgresStoreSettings
    private let client: PostgresClient
    private let sealer: WebSessionSealer
    private let logger: Logger
    private let running: Task<Void, Never>
    private let closed = Atomic(false)

    private init(settings: PostgresStoreSettings, client: PostgresClient, sealer: WebSessionSealer, logger: Logger) {
        self.name = settings.name
        self.settings = settings
        self.client = client
        self.sealer = sealer
        self.logger = logger
        self.running = Task { await client.run() }
    }

    deinit { running.cancel() }

    /// Connects to the database of `settings`, creates or migrates the schema, and checks
    /// that every stored record is one `sealer` can read.
    ///
    /// Several hosts may start at once: one of them migrates while the others wait.
    ///
    /// - Parameters:
    ///   - settings: Where the database is and how to connect.
    ///   - sealer: How records are sealed; every host needs the same key.
    ///   - logger: Where the store and its connection pool log (never a password or a
    ///     record; the pool's lines at `debug` at most).
    /// - Throws: `WebSessionStoreError` of kind `configuration` when the credentials are
    ///   refused, the database does not exist, its schema is newer, or it holds records
    ///   sealed with a key `sealer` lacks; of kind `unavailable` when the server cannot
    ///   be reached within the connect timeout.
    public static func connect(
        _ settings: PostgresStoreSettings, sealer: WebSessionSealer, logger: Logger
    ) async throws(WebSessionStoreError) -> PostgresWebSessionStore {
        let name = settings.name
        let configuration = try settings.connectionConfiguration()
        // postgres-nio's trace lines show the messages it exchanges, session bodies among
        // them (the password never): it logs at debug at most.
        let logger = {
            var logger = logger
            logger.logLevel = max(logger.logLevel, .debug)
            return logger
        }()
        let storedKeyIDs = try await withDeadline(
            settings.connectTimeout + settings.requestTimeout,
            late: { WebSessionStoreError(.unavailable, store: name, reason: "the database did not answer in time when the store started") },
            cancelled: { WebSessionStoreError(.failed, store: name, reason: "starting the store was cancelled") }
        ) { () async -> Result<Set<String>, WebSessionStoreError> in
            do {
                let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
                do {
                    let stored = try await PostgresSchema.prepare(on: connection, store: name, logger: logger)
                    try? await connection.close()
                    return .success(stored)
                } catch {
                    try? await connection.close()
                    throw error
                }
            } catch {
                return .failure(PostgresFailure.storeError(error, doing: "starting the store", store: name))
            }
        }
        try sealer.check(storedKeyIDs: storedKeyIDs, store: name)
        let client = PostgresClient(configuration: settings.clientConfiguration, backgroundLogger: logger)
        logger.info("web session store ready", metadata: ["store": "\(name)", "schema": "\(PostgresSchema.version)", "keyID": "\(sealer.keyID)"])
        return PostgresWebSessionStore(settings: settings, client: client, sealer: sealer, logger: logger)
    }

    /// Parses `url` (see ``PostgresStoreSettings/init(url:)``) and connects, sealing
    /// records with `sealingKey` when given.
    public static func connect(url: String, sealingKey: SymmetricKey? = nil, logger: Logger) async throws(WebSessionStoreError) -> PostgresWebSessionStore {
        try await connect(try PostgresStoreSettings(url: url), sealer: WebSessionSealer(key: sealingKey), logger: logger)
    }

    /// Closes the pool's connections and waits until they are closed. Calls made after it
    /// fail; calls under way end. Closing again does nothing more.
    public func close() async {
        closed.store(true, ordering: .relaxed)
        running.cancel()
        await running.value
    }

    public func record(_ key: String) async throws(WebSessionStoreError) -> WebSessionRecord? {
        let row = try await perform("reading a session") { query in
            try await query("SELECT version, sending, body FROM haapi_web_session WHERE key = \(key)").first?
                .decode((Int, Date?, Data).self)
        }
        guard let (version, sending, body) = row else { return nil }
        // The version column is the record's; the sending column is a claim's mark since
        // the body was saved.
        var record = try sealer.open(body, key: key, store: name)
        record.version = version
        if let sending { record.sending = sending }
        return record
    }

    public func save(_ record: WebSessionRecord) async throws(WebSessionStoreError) {
        let body = try sealer.seal(record, store: name)
        let keyID = sealer.keyID
        let saved = try await perform("saving a session") { query in
            let rows: [PostgresRow]
            if record.version == 1 {
                rows = try await query(
                    """
                    INSERT INTO haapi_web_session (key, version, created_at, last_seen, key_id, body)
                    VALUES (\(record.key), 1, \(record.createdAt), \(record.lastSeen), \(keyID), \(body))
                    ON CONFLICT (key) DO NOTHING RETURNING 1
                    """)
            } else {
                rows = try await query(
                    """
                    UPDATE haapi_web_session SET version = \(record.version), last_seen = \(record.lastSeen), key_id = \(keyID), body = \(body),
                        sending = NULL
                    WHERE key = \(record.key) AND version = \(record.version - 1) RETURNING 1
                    """)
            }
            return rows.count == 1
        }
        guard saved else {
            throw WebSessionStoreError(.conflict, store: name, reason: "session version \(record.version) was not the next one")
        }
    }

    /// Writes the version and the sending mark alone: no record to encode or seal.
    public func claim(_ key: String, version: Int, sending: Date) async throws(WebSessionStoreError) {
        let claimed = try await perform("claiming a session") { query in
            try await query(
                """
                UPDATE haapi_web_session SET version = \(version), sending = \(sending)
                WHERE key = \(key) AND version = \(version - 1) RETURNING 1
                """
            ).count == 1
        }
        guard claimed else {
            throw WebSessionStoreError(.conflict, store: name, reason: "session version \(version) was not the next one")
        }
    }

    /// Reads the version column alone: no record to open.
    public func version(_ key: String) async throws(WebSessionStoreError) -> Int? {
        try await perform("reading a session's version") { query in
            try await query("SELECT version FROM haapi_web_session WHERE key = \(key)").first?.decode(Int.self)
        }
    }

    public func remove(_ key: String) async throws(WebSessionStoreError) {
        try await perform("removing a session") { query in
            _ = try await query("DELETE FROM haapi_web_session WHERE key = \(key)")
        }
    }

    /// Removes, in one statement, the sessions idle or older than `limits` allow (found
    /// through the indexes on `last_seen` and `created_at`), then those beyond the
    /// `maximumSessions` most recently seen.
    @discardableResult
    public func evict(now: Date, limits: SessionLimits) async throws(WebSessionStoreError) -> [String] {
        let idleBefore = now.addingTimeInterval(-limits.idleTimeout)
        let createdBefore = now.addingTimeInterval(-limits.maximumLifetime)
        let kept = max(limits.maximumSessions, 0)
        return try await perform("evicting sessions") { query in
            try await query(
                """
                WITH expired AS (
                    DELETE FROM haapi_web_session WHERE last_seen <= \(idleBefore) OR created_at <= \(createdBefore) RETURNING key
                ), excess AS (
                    DELETE FROM haapi_web_session WHERE key IN (
                        SELECT key FROM haapi_web_session WHERE last_seen > \(idleBefore) AND created_at > \(createdBefore)
                        ORDER BY last_seen DESC, key DESC OFFSET \(kept)
                    ) RETURNING key
                )
                SELECT key FROM expired UNION ALL SELECT key FROM excess
                """
            ).map { try $0.decode(String.self) }
        }
    }

    public func count() async throws(WebSessionStoreError) -> Int {
        try await perform("counting sessions") { query in
            try await query("SELECT count(*) FROM haapi_web_session").first?.decode(Int.self) ?? 0
        }
    }

    /// Runs `operation` on a connection of the pool within the request timeout, its errors
    /// as store errors; `operation` runs its statements with the `query` it is given.
    @discardableResult
    private func perform<T: Sendable>(
        _ doing: String, _ operation: @escaping @Sendable (_ query: (PostgresQuery) async throws -> [PostgresRow]) async throws -> T
    ) async throws(WebSessionStoreError) -> T {
        let (name, client, timeout, logger) = (name, client, settings.requestTimeout, logger)
        guard !closed.load(ordering: .relaxed) else {
            throw WebSessionStoreError(.failed, store: name, reason: "\(doing) failed: the store is closed")
        }
        let leased = LeaseFlag()
        do {
            return try await withDeadline(
                timeout,
                late: {
                    WebSessionStoreError(
                        .unavailable, store: name,
                        reason: leased.isSet
                            ? "\(doing) got no answer from the database within \(timeout)"
                            : "\(doing) got no connection to the database within \(timeout): it may be down or unreachable")
                },
                cancelled: { WebSessionStoreError(.failed, store: name, reason: "\(doing) was cancelled") }
            ) { () async -> Result<T, WebSessionStoreError> in
                do {
                    return .success(
                        try await client.withConnection { connection in
                            leased.set()
                            return try await operation { statement in try await connection.query(statement, logger: logger).collect() }
                        })
                } catch {
                    return .failure(PostgresFailure.storeError(error, doing: doing, store: name))
                }
            }
        } catch {
            logger.warning("web session store call failed", metadata: ["store": "\(name)", "kind": "\(error.kind)", "reason": "\(error.reason)"])
            throw error
        }
    }
}

/// Whether a call got a connection from the pool, to say why it timed out.
private final class LeaseFlag: Sendable {
    private let leased = Atomic(false)

    var isSet: Bool { leased.load(ordering: .relaxed) }

    func set() { leased.store(true, ordering: .relaxed) }
}

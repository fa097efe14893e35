import HaapiWeb
import Logging
import PostgresNIO

/// The store's tables, and the migrations that make them, applied at start.
///
/// `haapi_web_schema` lists the versions applied, one row each. Every host that starts
/// takes the same transaction-scoped advisory lock first, so of several hosts starting
/// at once one migrates and the others then find the schema done. A database whose
/// schema has a version this one does not know is refused: a newer HaapiWeb made it.
enum PostgresSchema {
    /// The advisory lock's key: "HAAPIWEB" in ASCII.
    static let lockKey: Int64 = 0x4841_4150_4957_4542

    /// The migrations, oldest first; version *n* is `migrations[n - 1]`. Never change one
    /// that has shipped: add another.
    static let migrations: [[PostgresQuery]] = [
        [
            """
            CREATE TABLE haapi_web_session (
                key text PRIMARY KEY,
                version bigint NOT NULL,
                created_at timestamptz NOT NULL,
                last_seen timestamptz NOT NULL,
                key_id text NOT NULL,
                body bytea NOT NULL
            )
            """,
            // (last_seen, key): the idle ones first, and the order eviction removes them in.
            "CREATE INDEX haapi_web_session_last_seen ON haapi_web_session (last_seen, key)",
            "CREATE INDEX haapi_web_session_created_at ON haapi_web_session (created_at)",
            "CREATE INDEX haapi_web_session_key_id ON haapi_web_session (key_id)",
        ],
        // A claim writes the version and this mark alone; a save clears it (the body has the record's own).
        ["ALTER TABLE haapi_web_session ADD COLUMN sending timestamptz"],
    ]

    /// The schema version this version of the store makes and reads.
    static var version: Int { migrations.count }

    /// Creates or migrates the schema on `connection`, in one transaction under the lock.
    ///
    /// - Returns: The ids of the keys the stored records are sealed with.
    /// - Throws: `WebSessionStoreError` of kind `configuration` when the schema is newer.
    static func prepare(on connection: PostgresConnection, store: String, logger: Logger) async throws -> Set<String> {
        try await connection.withTransaction(logger: logger) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(lockKey))", logger: logger)
            try await connection.query(
                "CREATE TABLE IF NOT EXISTS haapi_web_schema (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
                logger: logger)
            let found = try await connection.query("SELECT coalesce(max(version), 0) FROM haapi_web_schema", logger: logger)
                .collect().first?.decode(Int.self) ?? 0
            guard found <= version else {
                throw WebSessionStoreError(
                    .configuration, store: store,
                    reason: "its schema is version \(found), made by a newer version of HaapiWeb (this one knows versions up to \(version)): "
                        + "start that version")
            }
            for (index, statements) in migrations.enumerated() where index + 1 > found {
                for statement in statements { try await connection.query(statement, logger: logger) }
                try await connection.query("INSERT INTO haapi_web_schema (version) VALUES (\(index + 1))", logger: logger)
                logger.info("web session store schema migrated", metadata: ["store": "\(store)", "version": "\(index + 1)"])
            }
            return Set(try await connection.query("SELECT DISTINCT key_id FROM haapi_web_session", logger: logger).collect().map { try $0.decode(String.self) })
        }
    }
}

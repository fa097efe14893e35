import Crypto
import Foundation
import HaapiWeb
import HaapiWebPostgres
import HaapiWebSQLite
import Testing

/// The stores the conformance suite runs against.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case memory, sqlite, sealedSQLite, postgres

    var testDescription: String { rawValue }

    /// A new, empty store of this kind; `nil` (with a note) when it cannot run here.
    func makeStore() async throws -> (any WebSessionStore)? {
        switch self {
        case .memory: return InMemoryWebSessionStore()
        case .sqlite: return try SQLiteWebSessionStore(path: Self.temporaryPath())
        case .sealedSQLite: return try SQLiteWebSessionStore(path: Self.temporaryPath(), sealingKey: SymmetricKey(size: .bits256))
        case .postgres:
            // A sealed store on a database of its own; its pool closes when the test lets go of it.
            guard TestPostgres.url != nil else {
                print("note: \(TestPostgres.skipped)")
                return nil
            }
            return try await TestPostgres.freshStore(sealer: WebSessionSealer(key: SymmetricKey(size: .bits256)))
        }
    }

    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("haapi-web-\(UUID().uuidString).sqlite").path
    }
}

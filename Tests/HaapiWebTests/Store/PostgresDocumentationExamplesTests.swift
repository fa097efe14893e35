import Crypto
import Foundation
import HaapiWeb
import HaapiWebPostgres
import Logging
import Testing

/// The HaapiWebPostgres article's example (also `PostgresWebSessionStore`'s), compiled here
/// and run against the test database.
@Suite("HaapiWebPostgres documentation examples")
struct PostgresDocumentationExamplesTests {
    /// The article's lines, with the URL and the keys as parameters.
    func connectingExample(url: String, key: Data, previousKey: Data) async throws -> WebHostConfiguration {
        let settings = try PostgresStoreSettings(url: url)
        let sealer = WebSessionSealer(key: SymmetricKey(data: key), previousKeys: [SymmetricKey(data: previousKey)])
        let store = try await PostgresWebSessionStore.connect(settings, sealer: sealer, logger: Logger(label: "haapi-web"))
        let configuration = WebHostConfiguration(store: store)
        // ... serve with a WebHost made with `configuration` ...
        await store.close()
        return configuration
    }

    @Test(.enabled(if: TestPostgres.url != nil, "\(TestPostgres.skipped)"))
    func theConnectingExampleOpensAStore() async throws {
        let database = try await TestPostgres.freshDatabase()
        // Bounds that only end a test that went wrong: the suite shares two cores.
        let url = TestPostgres.url(database: database.database) + "?connect_timeout=60&request_timeout=120"
        let key = Data(repeating: 1, count: 32)
        let configuration = try await connectingExample(url: url, key: key, previousKey: Data(repeating: 2, count: 32))
        #expect(configuration.store.name == database.name)
    }
}

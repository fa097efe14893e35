import HaapiWeb
import HaapiWebPostgres
import Testing

/// The libpq URL parser: no database needed.
@Suite("PostgreSQL store settings")
struct PostgresStoreSettingsTests {
    @Test func aFullURLGivesEverySetting() throws {
        let settings = try PostgresStoreSettings(
            url: "postgresql://web%40eu:p%40ss%3Aw%2Frd@db.example.com:6432/haapi%20web?sslmode=require&connect_timeout=3&pool_size=7&request_timeout=9")
        #expect(settings.user == "web@eu")
        #expect(settings.password == "p@ss:w/rd")
        #expect(settings.host == "db.example.com")
        #expect(settings.port == 6432)
        #expect(settings.database == "haapi web")
        #expect(settings.tls == .require)
        #expect(settings.connectTimeout == .seconds(3))
        #expect(settings.poolSize == 7)
        #expect(settings.requestTimeout == .seconds(9))
        #expect(settings.name == "postgres://web%40eu@db.example.com:6432/haapi%20web")
    }

    @Test func leftOutPartsTakeTheirDefaults() throws {
        let settings = try PostgresStoreSettings(url: "postgres://haapi@localhost/sessions")
        #expect(settings == PostgresStoreSettings(host: "localhost", user: "haapi", database: "sessions"))
        #expect(settings.port == 5432)
        #expect(settings.password == nil)
        #expect(settings.tls == .prefer)
        #expect(settings.connectTimeout == .seconds(10))
        #expect(settings.requestTimeout == .seconds(15))
        #expect(settings.poolSize == 10)
        #expect(try PostgresStoreSettings(url: "postgres://haapi:@localhost/sessions").password == "", "an empty password is a password")
    }

    @Test func anIPv6HostIsWrittenInBrackets() throws {
        let settings = try PostgresStoreSettings(url: "postgres://haapi:pw@[::1]:5433/haapi?sslmode=disable")
        #expect(settings.host == "::1")
        #expect(settings.port == 5433)
        #expect(settings.tls == .disable)
        #expect(settings.name == "postgres://haapi@[::1]:5433/haapi")
        #expect(try PostgresStoreSettings(url: "postgres://haapi@[::1]/haapi?sslmode=verify-full").tls == .require)
    }

    @Test func theSettingsNeverShowThePassword() throws {
        let settings = try PostgresStoreSettings(url: "postgres://haapi:hunter2-secret@db:5432/haapi")
        #expect(settings.name == "postgres://haapi@db:5432/haapi")
        var dumped = ""
        dump(settings, to: &dumped)
        for shown in ["\(settings)", String(reflecting: settings), dumped] {
            #expect(!shown.contains("hunter2"), "\(shown)")
            #expect(shown.contains("postgres://haapi@db") || shown.contains("db"), "\(shown)")
        }
    }

    @Test(arguments: [
        ("mysql://haapi@db/haapi", "does not start with postgres:// or postgresql://"),
        ("haapi:hunter2@db/haapi", "does not start with postgres:// or postgresql://"),
        ("postgres://db/haapi", "names no user"),
        ("postgres://haapi:hunter2@/haapi", "names no host"),
        ("postgres://haapi:hunter2@db", "names no database"),
        ("postgres://haapi:hunter2@db/", "names no database"),
        ("postgres://haapi:hunter2@db/a/b", "more than one path segment"),
        ("postgres://haapi:hunter2@db:54x/haapi", "the port '54x', which is not a number from 1 to 65535"),
        ("postgres://haapi:hunter2@db:70000/haapi", "the port '70000'"),
        ("postgres://haapi:hunter2@[::1/haapi", "IPv6 address without its closing bracket"),
        ("postgres://haapi:hunter2%zz@db/haapi", "malformed percent escape in the password"),
        ("postgres://ha%zzapi:hunter2@db/haapi", "malformed percent escape in the user"),
        ("postgres://haapi:hunter2@db/haapi?sslmode=allow", "sslmode=allow, which is not one of disable, prefer, require or verify-full"),
        ("postgres://haapi:hunter2@db/haapi?connect_timeout=0", "connect_timeout=0, which is not a positive number of seconds"),
        ("postgres://haapi:hunter2@db/haapi?pool_size=many", "pool_size=many, which is not a positive number of connections"),
        ("postgres://haapi:hunter2@db/haapi?request_timeout=-1", "request_timeout=-1"),
        ("postgres://haapi@db/haapi?password=hunter2", "the parameter 'password', which is not one of sslmode"),
        ("postgres://haapi:hunter2@db/haapi#x", "has a fragment"),
    ])
    func aMalformedURLNamesWhatIsWrongAndNotThePassword(_ url: String, _ reason: String) {
        let error = #expect(throws: WebSessionStoreError.self) { try PostgresStoreSettings(url: url) }
        #expect(error?.kind == .configuration)
        #expect(error?.reason.contains(reason) == true, "\(error?.reason ?? "no error")")
        #expect(error?.description.contains("hunter2") == false, "\(error?.description ?? "")")
    }
}

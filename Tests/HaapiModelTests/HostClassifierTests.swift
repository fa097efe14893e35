import Foundation
import HaapiModel
import Testing

/// The one table of hosts every layer classifies alike (the client's https rule, the
/// flow's and the HTML renderer's URL policies, the facade and the dev server all call
/// ``HostClassifier``).
@Suite("HostClassifier: loopback hosts and URLs that may carry credentials")
struct HostClassifierTests {
    static let loopbackHosts: [(String, Bool)] = [
        ("127.0.0.1", true), ("127.255.255.255", true), ("127.1.2.3", true), ("localhost", true), ("LOCALHOST", true),
        ("::1", true), ("[::1]", true), ("0:0:0:0:0:0:0:1", true), ("0000:0000:0000:0000:0000:0000:0000:0001", true),
        ("::0:1", true),
        // Names that merely begin like a loopback host: the hole in the client's old rule ("127." prefix).
        ("127.evil.com", false), ("127.0.0.1.evil.com", false), ("127.example", false), ("localhost.evil.com", false),
        ("evil.localhost", false), ("localhost.", false), ("127.0.0.1.", false),
        // Other spellings resolvers read differently.
        ("126.0.0.1", false), ("128.0.0.1", false), ("127.0.0", false), ("127.1", false), ("01.0.0.1", false),
        ("0177.0.0.1", false), ("2130706433", false), ("0x7f.0.0.1", false), ("127.+1.0.1", false), ("127.0.0.256", false),
        ("127%2e0%2e0%2e1", false),
        // IPv6 that is not ::1.
        ("::", false), ("::2", false), ("::1:1", false), ("1::1", false), ("::1%eth0", false), ("[::1", false), ("::g1", false),
        ("0:0:0:0:0:0:0:0:1", false), (":::1", false), ("::ffff:127.0.0.1", false), ("0:0:0:0:0:0:1", false),
        ("", false),
    ]

    @Test(arguments: loopbackHosts)
    func loopback(_ host: String, _ expected: Bool) {
        #expect(HostClassifier.isLoopback(host) == expected)
    }

    static let serverURLs: [(String, Bool)] = [
        ("https://login.example.com/oauth", true), ("HTTPS://LOGIN.EXAMPLE.COM/", true),
        ("http://127.0.0.1:8443/oauth", true), ("http://localhost/", true), ("http://[::1]:8080/", true),
        ("http://127.evil.com/oauth", false), ("http://127.0.0.1.evil.com/", false), ("http://login.example.com/", false),
        ("http://127.0.0.1@evil.com/", false), ("https:///no-host", false), ("ftp://127.0.0.1/", false),
        ("file:///etc/passwd", false), ("javascript:alert(1)", false), ("/relative", false),
    ]

    @Test(arguments: serverURLs)
    func secureServerURL(_ text: String, _ expected: Bool) throws {
        let url = try #require(URL(string: text))
        #expect(HostClassifier.isSecureServerURL(url) == expected)
    }

    @Test func originsCompareSchemeHostAndPortWithDefaults() throws {
        func origin(_ text: String) throws -> Origin? { Origin(try #require(URL(string: text))) }
        #expect(try origin("https://Login.Example.com/oauth") == origin("https://login.example.com:443/authn?x=1"))
        #expect(try origin("http://127.0.0.1/a") == origin("http://127.0.0.1:80/b"))
        #expect(try origin("https://login.example.com/") != origin("http://login.example.com/"))
        #expect(try origin("https://login.example.com/") != origin("https://login.example.com:8443/"))
        #expect(try origin("https://login.example.com/") != origin("https://login.example.com.evil.io/"))
        #expect(try origin("https://login.example.com/") != origin("https://evil.io/login.example.com"))
        #expect(try origin("http://[::1]:8080/")?.description == "http://[::1]:8080")
        #expect(try origin("https://login.example.com:443/x")?.description == "https://login.example.com")
        #expect(try origin("bankid:///?x=1") == nil)
        #expect(try origin("custom://host/") == nil)
    }
}

import Foundation
import HaapiFlow
import Testing

/// One row of the policy table: a URL, a purpose, and the expected verdict.
struct PolicyCase: Sendable, CustomTestStringConvertible {
    var url: String
    var purpose: URLPurpose
    /// `nil` when allowed.
    var refusal: URLRefusal.Reason?

    init(_ url: String, _ purpose: URLPurpose, _ refusal: URLRefusal.Reason? = nil) {
        self.url = url
        self.purpose = purpose
        self.refusal = refusal
    }

    var testDescription: String { "\(purpose): \(url) → \(refusal.map(\.rawValue) ?? "allowed")" }
}

/// The same rows for both web purposes (external browser and links).
private func web(_ url: String, _ refusal: URLRefusal.Reason? = nil) -> [PolicyCase] {
    [PolicyCase(url, .externalBrowser, refusal), PolicyCase(url, .link, refusal)]
}

/// The whole table: every purpose against allowed and refused URLs.
let policyTable: [PolicyCase] = [
    // BankID app launch: bankid: only.
    PolicyCase("bankid:///?autostarttoken=7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6&redirect=null", .bankIDApp),
    PolicyCase("BankID:///?autostarttoken=x", .bankIDApp),
    PolicyCase("file:///etc/passwd", .bankIDApp, .schemeNotAllowed),
    PolicyCase("javascript:alert(1)", .bankIDApp, .schemeNotAllowed),
    PolicyCase("data:text/html,<script>alert(1)</script>", .bankIDApp, .schemeNotAllowed),
    PolicyCase("https://app.bankid.com/?autostarttoken=x", .bankIDApp, .schemeNotAllowed),
    PolicyCase("http://127.0.0.1:8080/", .bankIDApp, .schemeNotAllowed),
    PolicyCase("/relative/path", .bankIDApp, .schemeNotAllowed),
]
    // External browser and links: https, or http to a loopback host.
    + web("https://login.example.com/authn?x=1")
    + web("HTTPS://LOGIN.EXAMPLE.COM/")
    + web("http://127.0.0.1:51234/haapi/cb?x=1")
    + web("http://127.200.3.4/")
    + web("http://localhost:3000/")
    + web("http://LocalHost/")
    + web("http://[::1]:8080/cb")
    + web("http://[0:0:0:0:0:0:0:1]/")
    + web("http://[::0:1]/")
    + web("http://example.com/", .httpNotLoopback)
    + web("http://127.0.0.1.evil.com/", .httpNotLoopback)
    + web("http://localhost.evil.com/", .httpNotLoopback)
    + web("http://evil.localhost/", .httpNotLoopback)
    + web("http://127.0.0.1@evil.com/", .httpNotLoopback)
    + web("http://128.0.0.1/", .httpNotLoopback)
    + web("http://0127.0.0.1/", .httpNotLoopback)
    + web("http://127.1/", .httpNotLoopback)
    + web("http://127.0.0.256/", .httpNotLoopback)
    + web("http://[::2]/", .httpNotLoopback)
    + web("http://[::ffff:127.0.0.1]/", .httpNotLoopback)
    + web("http://127%2e0%2e0%2e1/", .httpNotLoopback)
    + web("https:///no-host", .missingHost)
    + web("http:///no-host", .missingHost)
    + web("bankid:///?autostarttoken=7c40b5c9", .schemeNotAllowed)
    + web("file:///etc/passwd", .schemeNotAllowed)
    + web("javascript:alert(1)", .schemeNotAllowed)
    + web("data:text/html,<script>alert(1)</script>", .schemeNotAllowed)
    + web("ftp://example.com/", .schemeNotAllowed)
    + web("intent://scan/#Intent;scheme=zxing;end", .schemeNotAllowed)
    + web("/relative/path", .schemeNotAllowed)

@Suite("URLPolicy: which URLs are opened for which purpose")
struct URLPolicyTests {
    @Test(arguments: policyTable)
    func verdict(_ row: PolicyCase) throws {
        let url = try #require(URL(string: row.url), "not a URL: \(row.url)")
        do {
            try URLPolicy.check(url, for: row.purpose)
            #expect(row.refusal == nil, "allowed, expected \(row.refusal?.rawValue ?? "")")
        } catch {
            #expect(error.reason == row.refusal, "\(error)")
            #expect(error.purpose == row.purpose)
            #expect(error.scheme == url.scheme?.lowercased())
        }
        #expect(URLPolicy.allows(url, for: row.purpose) == (row.refusal == nil))
    }

    @Test func theTableCoversEveryPurposeAndEveryReason() {
        for purpose in URLPurpose.allCases {
            #expect(policyTable.contains { $0.purpose == purpose && $0.refusal == nil }, "\(purpose) has no allowed row")
            #expect(policyTable.contains { $0.purpose == purpose && $0.refusal != nil }, "\(purpose) has no refused row")
        }
        for reason in [URLRefusal.Reason.schemeNotAllowed, .missingHost, .httpNotLoopback] {
            #expect(policyTable.contains { $0.refusal == reason }, "no row refused for \(reason)")
        }
    }

    @Test func bankIDURLsAreForTheAppOnly() throws {
        let url = try #require(URL(string: "bankid:///?autostarttoken=7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6&redirect=null"))
        #expect(URLPolicy.allows(url, for: .bankIDApp))
        #expect(throws: URLRefusal(purpose: .externalBrowser, scheme: "bankid", host: nil, reason: .schemeNotAllowed)) {
            try URLPolicy.check(url, for: .externalBrowser)
        }
        #expect(throws: URLRefusal(purpose: .link, scheme: "bankid", host: nil, reason: .schemeNotAllowed)) {
            try URLPolicy.check(url, for: .link)
        }
    }

    @Test func aRefusalNamesSchemeAndHostButNeverTheQueryOrPath() throws {
        let url = try #require(URL(string: "http://user:hunter2@evil.example:8080/steal/path?autostarttoken=SECRET-TOKEN#frag"))
        let refusal = try #require(throws: URLRefusal.self) { try URLPolicy.check(url, for: .externalBrowser) }
        #expect(refusal == URLRefusal(purpose: .externalBrowser, scheme: "http", host: "evil.example", reason: .httpNotLoopback))
        for secret in ["SECRET-TOKEN", "hunter2", "user", "steal", "frag", "8080"] {
            #expect(!refusal.description.contains(secret), "\(refusal.description)")
        }
        #expect(refusal.description.contains("external browser") && refusal.description.contains("evil.example"))
        let file = try #require(throws: URLRefusal.self) {
            try URLPolicy.check(try #require(URL(string: "file:///etc/passwd?x=SECRET")), for: .bankIDApp)
        }
        #expect(!file.description.contains("passwd") && !file.description.contains("SECRET"))
        #expect(file.description.contains("scheme file") && file.description.contains("BankID"))
    }
}

import Foundation
import HaapiModel
import Testing

/// One row of the policy table: a URL, a purpose, and the verdict.
struct PolicyCase: Sendable, CustomTestStringConvertible {
    var url: String
    var purpose: URLPurpose
    /// `nil` when allowed.
    var refusal: URLRefusedError.Reason?

    init(_ url: String, _ purpose: URLPurpose, _ refusal: URLRefusedError.Reason? = nil) {
        self.url = url
        self.purpose = purpose
        self.refusal = refusal
    }

    var testDescription: String { "\(purpose): \(url.debugDescription) → \(refusal.map(\.rawValue) ?? "allowed")" }
}

/// The same row for the external browser and a step's links, which allow the same URLs.
private func web(_ url: String, _ refusal: URLRefusedError.Reason? = nil) -> [PolicyCase] {
    [PolicyCase(url, .externalBrowser, refusal), PolicyCase(url, .link, refusal)]
}

private func pageLink(_ url: String, _ refusal: URLRefusedError.Reason? = nil) -> PolicyCase { PolicyCase(url, .pageLink, refusal) }
private func pageImage(_ url: String, _ refusal: URLRefusedError.Reason? = nil) -> PolicyCase { PolicyCase(url, .pageImage, refusal) }

/// The flow's purposes, under ``URLPolicy/standard``.
let flowTable: [PolicyCase] = [
    PolicyCase("bankid:///?autostarttoken=7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6&redirect=null", .bankIDApp),
    PolicyCase("BankID:///?autostarttoken=x", .bankIDApp),
    PolicyCase("file:///etc/passwd", .bankIDApp, .schemeNotAllowed),
    PolicyCase("javascript:alert(1)", .bankIDApp, .schemeNotAllowed),
    PolicyCase("data:text/html,<script>alert(1)</script>", .bankIDApp, .schemeNotAllowed),
    PolicyCase("https://app.bankid.com/?autostarttoken=x", .bankIDApp, .schemeNotAllowed),
    PolicyCase("http://127.0.0.1:8080/", .bankIDApp, .schemeNotAllowed),
    PolicyCase("/relative/path", .bankIDApp, .schemeNotAllowed),
    PolicyCase("bankid:///?autostarttoken=x y", .bankIDApp, .unsafeCharacters),
    PolicyCase("https://example.com/terms", .embeddedPage),
    PolicyCase("http://127.0.0.1:8080/terms", .embeddedPage, .schemeNotAllowed),
    PolicyCase("http://example.com/terms", .embeddedPage, .schemeNotAllowed),
    PolicyCase("javascript:alert(1)", .embeddedPage, .schemeNotAllowed),
    PolicyCase("https://bank@evil.example/", .embeddedPage, .userInfo),
]
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
    + web("http://128.0.0.1/", .httpNotLoopback)
    + web("http://0127.0.0.1/", .httpNotLoopback)
    + web("http://127.1/", .httpNotLoopback)
    + web("http://127.0.0.256/", .httpNotLoopback)
    + web("http://[::2]/", .httpNotLoopback)
    + web("http://[::ffff:127.0.0.1]/", .httpNotLoopback)
    + web("http://127%2e0%2e0%2e1/", .httpNotLoopback)
    + web("http://127.0.0.1@evil.com/", .userInfo)
    + web("https://login.example.com@evil.example/", .userInfo)
    + web("https:///no-host", .missingHost)
    + web("http:///no-host", .missingHost)
    + web("https:evil.example", .missingHost)
    + web("bankid:///?autostarttoken=7c40b5c9", .schemeNotAllowed)
    + web("file:///etc/passwd", .schemeNotAllowed)
    + web("javascript:alert(1)", .schemeNotAllowed)
    + web("data:text/html,<script>alert(1)</script>", .schemeNotAllowed)
    + web("ftp://example.com/", .schemeNotAllowed)
    + web("intent://scan/#Intent;scheme=zxing;end", .schemeNotAllowed)
    + web("/relative/path", .schemeNotAllowed)
    + web("https://example.com/a b", .unsafeCharacters)
    + web("https://exämple.com/", .unsafeCharacters)
    + web(" https://example.com/", .unsafeCharacters)

/// The web host's page purposes, under a policy whose links may also open `bankid:`.
let pageTable: [PolicyCase] = [
    pageLink("https://login.example.com/authn"), pageLink("HTTPS://Example.com"), pageLink("https://example.com:8443/a?b=c#d"),
    pageLink("http://localhost:8080/cb"), pageLink("http://127.0.0.1/x"), pageLink("http://127.1.2.3:9/"), pageLink("http://[::1]:80/"),
    pageLink("/login/step"), pageLink("/"), pageLink("bankid:///?autostarttoken=abc&redirect=null"), pageLink("BankID:///"),
    pageLink("javascript:alert(1)", .schemeNotAllowed), pageLink("JaVaScRiPt:alert(1)", .schemeNotAllowed),
    pageLink(" javascript:alert(1)", .unsafeCharacters), pageLink("java\tscript:alert(1)", .unsafeCharacters),
    pageLink("java\nscript:alert(1)", .unsafeCharacters), pageLink("\u{0}javascript:alert(1)", .unsafeCharacters),
    pageLink("javascript\u{0}:alert(1)", .unsafeCharacters), pageLink("jav&#x09;ascript:alert(1)", .notOwnPath),
    pageLink("vbscript:msgbox(1)", .schemeNotAllowed), pageLink("data:text/html,<script>alert(1)</script>", .schemeNotAllowed),
    pageLink("data:image/png;base64,iVBORw0KGgo=", .schemeNotAllowed), pageLink("file:///etc/passwd", .schemeNotAllowed),
    pageLink("blob:https://example.com/1", .schemeNotAllowed), pageLink("//evil.example/x", .notOwnPath),
    pageLink("/\\evil.example", .unsafeCharacters), pageLink("\\\\evil.example", .unsafeCharacters),
    pageLink("http://example.com/", .httpNotLoopback), pageLink("http://127.0.0.1.evil.example/", .httpNotLoopback),
    pageLink("http://localhost.evil.example/", .httpNotLoopback), pageLink("https://user@evil.example/", .userInfo),
    pageLink("https:evil.example", .missingHost), pageLink("https://", .missingHost), pageLink("ftp://example.com/", .schemeNotAllowed),
    pageLink("tel:123", .schemeNotAllowed), pageLink("", .notOwnPath), pageLink("relative/path", .notOwnPath),
    pageLink("?query", .notOwnPath), pageLink("#fragment", .notOwnPath), pageLink("https://exämple.com/", .unsafeCharacters),
    pageLink("https://example.com/a b", .unsafeCharacters), pageLink("intent://scan/#Intent;scheme=zxing;end", .schemeNotAllowed),

    pageImage("data:image/png;base64,iVBORw0KGgo="), pageImage("DATA:IMAGE/JPEG;BASE64,/9j/4AAQ"), pageImage("data:image/gif;base64,R0lGODlh"),
    pageImage("https://cdn.example.com/logo.png"), pageImage("/assets/bankid.svg"),
    pageImage("data:image/svg+xml;base64,PHN2Zz4=", .notImageData), pageImage("data:image/png,rawbytes", .notImageData),
    pageImage("data:image/png;base64,iVBOR\"><script>", .notImageData), pageImage("data:text/html;base64,PHNjcmlwdD4=", .notImageData),
    pageImage("data:image/png;base64,", .notImageData), pageImage("data:image/png;charset=utf-8;base64,AAAA", .notImageData),
    pageImage("javascript:alert(1)", .schemeNotAllowed), pageImage("bankid:///", .schemeNotAllowed), pageImage("bankid_logo", .notOwnPath),
    pageImage("http://example.com/a.png", .httpNotLoopback),

    PolicyCase("/login", .pagePath), PolicyCase("https://example.com/login", .pagePath, .notOwnPath),
    PolicyCase("//evil.example/", .pagePath, .notOwnPath), PolicyCase("javascript:alert(1)", .pagePath, .notOwnPath),
    PolicyCase("/a\tb", .pagePath, .unsafeCharacters),
]

@Suite("URLPolicy: which URLs are used for which purpose")
struct URLPolicyTests {
    static let pagePolicy = try! URLPolicy(extraSchemes: ["bankid"])

    @Test(arguments: flowTable)
    func flowVerdict(_ row: PolicyCase) {
        expectVerdict(row, under: .standard)
    }

    @Test(arguments: pageTable)
    func pageVerdict(_ row: PolicyCase) {
        expectVerdict(row, under: Self.pagePolicy)
    }

    private func expectVerdict(_ row: PolicyCase, under policy: URLPolicy) {
        do {
            try policy.check(row.url, for: row.purpose)
            #expect(row.refusal == nil, "allowed, expected \(row.refusal?.rawValue ?? "")")
        } catch {
            #expect(error.reason == row.refusal, "\(error)")
            #expect(error.purpose == row.purpose)
        }
        #expect(policy.allowed(row.url, for: row.purpose) == (row.refusal == nil ? row.url : nil))
    }

    @Test func theTablesCoverEveryPurposeAndEveryReason() {
        let rows = flowTable + pageTable
        for purpose in URLPurpose.allCases {
            #expect(rows.contains { $0.purpose == purpose && $0.refusal == nil }, "\(purpose) has no allowed row")
            #expect(rows.contains { $0.purpose == purpose && $0.refusal != nil }, "\(purpose) has no refused row")
        }
        for reason in [URLRefusedError.Reason.schemeNotAllowed, .missingHost, .httpNotLoopback, .unsafeCharacters, .userInfo, .notOwnPath, .notImageData] {
            #expect(rows.contains { $0.refusal == reason }, "no row refused for \(reason)")
        }
    }

    @Test func aFoundationURLIsCheckedByItsText() throws {
        let url = try #require(URL(string: "http://example.com/cb"))
        #expect(throws: URLRefusedError(purpose: .externalBrowser, scheme: "http", host: "example.com", reason: .httpNotLoopback)) {
            try URLPolicy.standard.check(url, for: .externalBrowser)
        }
        try URLPolicy.standard.check(try #require(URL(string: "https://example.com/cb")), for: .externalBrowser)
    }

    @Test func appSchemesOnlyForPageLinksAndOnlyWhenConfigured() {
        #expect(URLPolicy.standard.allowed("bankid:///", for: .pageLink) == nil)
        #expect(Self.pagePolicy.allowed("bankid:///", for: .pageLink) == "bankid:///")
        #expect(Self.pagePolicy.allowed("bankid:///", for: .externalBrowser) == nil)
        #expect(Self.pagePolicy.allowed("bankid:///", for: .pageImage) == nil)
    }

    @Test func bankIDURLsAreForTheAppOnly() {
        let url = "bankid:///?autostarttoken=7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6&redirect=null"
        #expect(URLPolicy.standard.allowed(url, for: .bankIDApp) == url)
        for purpose in [URLPurpose.externalBrowser, .link, .embeddedPage] {
            #expect(throws: URLRefusedError(purpose: purpose, scheme: "bankid", host: nil, reason: .schemeNotAllowed)) {
                try URLPolicy.standard.check(url, for: purpose)
            }
        }
    }

    @Test func aRefusalNamesSchemeAndHostButNeverTheUserPathOrQuery() throws {
        let url = "http://user:hunter2@evil.example:8080/steal/path?autostarttoken=SECRET-TOKEN#frag"
        let refusal = try #require(throws: URLRefusedError.self) { try URLPolicy.standard.check(url, for: .externalBrowser) }
        #expect(refusal == URLRefusedError(purpose: .externalBrowser, scheme: "http", host: "evil.example", reason: .userInfo))
        for secret in ["SECRET-TOKEN", "hunter2", "user:", "steal", "frag", "8080"] {
            #expect(!refusal.description.contains(secret), "\(refusal.description)")
        }
        #expect(refusal.description.contains("external browser") && refusal.description.contains("evil.example"))
        let file = try #require(throws: URLRefusedError.self) { try URLPolicy.standard.check("file:///etc/passwd?x=SECRET", for: .bankIDApp) }
        #expect(!file.description.contains("passwd") && !file.description.contains("SECRET"))
        #expect(file.description.contains("scheme file") && file.description.contains("BankID"))
    }

    @Test func aURLWithUnsafeCharactersNamesNoHost() throws {
        let refusal = try #require(throws: URLRefusedError.self) {
            try URLPolicy.standard.check("https://evil.example\u{1B}[2J/", for: .link)
        }
        #expect(refusal.host == nil && refusal.reason == .unsafeCharacters)
    }

    @Test(arguments: ["javascript", "JavaScript", "data", "file", "vbscript", "https", "bad scheme", "1abc", ""])
    func refusesDangerousOrMalformedExtraSchemes(_ scheme: String) {
        #expect(throws: URLPolicyError.self) { try URLPolicy(extraSchemes: [scheme]) }
    }
}

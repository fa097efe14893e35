import HaapiHTML
import Testing

@Suite("URL policy")
struct URLPolicyTests {
    static let allowedLinks = [
        "https://login.example.com/authn", "HTTPS://Example.com", "https://example.com:8443/a?b=c#d",
        "http://localhost:8080/cb", "http://127.0.0.1/x", "http://127.1.2.3:9/", "http://[::1]:80/", "/login/step",
        "/", "bankid:///?autostarttoken=abc&redirect=null", "BankID:///",
    ]
    static let refusedLinks = [
        "javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)", "java\nscript:alert(1)",
        "\u{0}javascript:alert(1)", "javascript\u{0}:alert(1)", "jav&#x09;ascript:alert(1)", "vbscript:msgbox(1)",
        "data:text/html,<script>alert(1)</script>", "data:image/png;base64,iVBORw0KGgo=", "file:///etc/passwd",
        "blob:https://example.com/1", "//evil.example/x", "/\\evil.example", "\\\\evil.example", "http://example.com/",
        "http://127.0.0.1.evil.example/", "http://localhost.evil.example/", "https://user@evil.example/", "https:evil.example",
        "https://", "ftp://example.com/", "tel:123", "", "relative/path", "?query", "#fragment", "https://exämple.com/",
        "https://example.com/a b", "intent://scan/#Intent;scheme=zxing;end",
    ]
    static let allowedImages = [
        "data:image/png;base64,iVBORw0KGgo=", "DATA:IMAGE/JPEG;BASE64,/9j/4AAQ", "data:image/gif;base64,R0lGODlh",
        "https://cdn.example.com/logo.png", "/assets/bankid.svg",
    ]
    static let refusedImages = [
        "data:image/svg+xml;base64,PHN2Zz4=", "data:image/png,rawbytes", "data:image/png;base64,iVBOR\"><script>",
        "data:text/html;base64,PHNjcmlwdD4=", "javascript:alert(1)", "bankid:///", "bankid_logo", "http://example.com/a.png",
        "data:image/png;base64,", "data:image/png;charset=utf-8;base64,AAAA",
    ]

    let policy = try! URLPolicy(extraSchemes: ["bankid"])

    @Test(arguments: allowedLinks)
    func allowsLink(_ url: String) {
        #expect(policy.linkURL(url) == url)
    }

    @Test(arguments: refusedLinks)
    func refusesLink(_ url: String) {
        #expect(policy.linkURL(url) == nil)
    }

    @Test(arguments: allowedImages)
    func allowsImage(_ url: String) {
        #expect(policy.imageURL(url) == url)
    }

    @Test(arguments: refusedImages)
    func refusesImage(_ url: String) {
        #expect(policy.imageURL(url) == nil)
    }

    @Test func appSchemesOnlyWhenConfigured() {
        #expect(URLPolicy.standard.linkURL("bankid:///") == nil)
        #expect(policy.linkURL("bankid:///") == "bankid:///")
    }

    @Test func formActionsAndScriptsOnlyOwnPaths() {
        #expect(policy.formAction("/login") == "/login")
        #expect(policy.formAction("https://example.com/login") == nil)
        #expect(policy.formAction("//evil.example/") == nil)
        #expect(policy.scriptPath("javascript:alert(1)") == nil)
    }

    @Test(arguments: ["javascript", "JavaScript", "data", "file", "vbscript", "https", "bad scheme", "1abc", ""])
    func refusesDangerousOrMalformedExtraSchemes(_ scheme: String) {
        #expect(throws: URLPolicyError.self) { try URLPolicy(extraSchemes: [scheme]) }
    }
}

import Foundation
import Testing
@testable import HaapiModel

@Suite("Relative hrefs")
struct HrefResolutionTests {
    static let base = URL(string: "https://idp.example:8443/dev/authn/authenticate/username?x=1")!

    @Test(arguments: [
        ("/dev/authn/register", "https://idp.example:8443/dev/authn/register"),
        ("password", "https://idp.example:8443/dev/authn/authenticate/password"),
        ("../select", "https://idp.example:8443/dev/authn/select"),
        ("?resend=true", "https://idp.example:8443/dev/authn/authenticate/username?resend=true"),
        ("//other.example/x", "https://other.example/x"),
        ("https://elsewhere.example/a?b=c#d", "https://elsewhere.example/a?b=c#d"),
        ("bankid:///?autostarttoken=1", "bankid:///?autostarttoken=1"),
    ])
    func resolvesAgainstTheDocumentURL(href: String, expected: String) throws {
        let document: JSONValue = ["type": "authentication-step", "links": [["href": .string(href), "rel": "manage"]]]
        let step = try HaapiDecoder(baseURL: Self.base).decode(Representation.self, from: document.serialized())
        #expect(step.links.first?.href.absoluteString == expected)
    }

    /// The short way for paths from the root gives what Foundation's resolution gives.
    @Test(arguments: [
        "https://idp.example:8443/dev/authn/authenticate/username?x=1",
        "https://idp.example", "http://user:pw@idp.example/a/b/", "https://[::1]:8443/x#top",
        "https://idp.example/?only=query", "HTTPS://IDP.Example:443/Case",
    ])
    func absolutePathsResolveAsFoundationDoes(base: String) throws {
        let baseURL = try #require(URL(string: base))
        let references = [
            "/", "/a", "/a/b/", "/dev/authn/authenticate/htmlSql/forgot-password", "/a?b=c&d=%20e", "/a#frag",
            "/a/./b", "/a/../b", "/.", "/..", "/a/.", "/a/..", "/a/.b/..c/...", "/a?q=/./../", "/a#/../x",
            "//other.example/x", "/a%2Eb/%2e%2e/c", "/a%zz", "/a|b", "/caf\u{E9}", "/a/b;p=1?q", "/a//b",
        ]
        for reference in references {
            let foundation = URL(string: reference, relativeTo: baseURL)?.absoluteURL
            let ours = HrefResolver.resolve(reference, against: ResolutionBase(baseURL))
            #expect(ours?.absoluteString == foundation?.absoluteString, "\(reference) against \(base)")
        }
        #expect(HrefResolver.isPlainAbsolutePath("/dev/authn/authenticate"))
        #expect(!HrefResolver.isPlainAbsolutePath("/a/../b") && !HrefResolver.isPlainAbsolutePath("//host/a"))
    }

    /// What the decoder keeps as text without making a `URL` is what Foundation reads
    /// unchanged; whatever Foundation would change is left to it.
    @Test(arguments: [
        ("https://idp.example/a?b=c#d", true), ("https://idp.example:8443", true), ("http://127.0.0.1:8080/x/", true),
        ("https://idp.example/a;b=c,d/!$&'()*+=:@x?q=/?#f/?", true), ("https://idp.example/%2Fa%c3%a9", true),
        ("data:image/png;base64,iVBORw0KGgo+/=", true), ("bankid:?autostarttoken=1", true), ("urn:x:y", true),
        ("https://x/~a_b-c.d", true),
        ("HTTPS://idp.example/a", false), ("https://IDP.example/a", true), ("https://u@idp.example/a", false),
        ("https://[::1]:8443/a", false), ("https:///a", false), ("http:a", false), ("https://x:/a", false),
        ("https://x:123456/a", false), ("https://x/a#b#c", false), ("https://x/a%zz", false), ("https://x/a%2", false),
        ("https://x/a|b", false), ("https://x/[a]", false), ("bankid:///?autostarttoken=1", false),
    ])
    func plainAbsoluteURLsAreKeptAsFoundationReadsThem(href: String, isPlain: Bool) throws {
        #expect(HrefResolver.isPlainAbsoluteURL(href) == isPlain)
        if isPlain { #expect(URL(string: href)?.absoluteString == href) }
        let resolved = HrefResolver.resolve(href, against: ResolutionBase(Self.base))
        let foundation = URL(string: href).flatMap { $0.scheme?.hasPrefix("http") == true && ($0.host ?? "").isEmpty ? nil : $0 }
        #expect(resolved?.absoluteString == foundation?.absoluteString, "\(href)")
        #expect(resolved.map { $0.url.absoluteString == $0.absoluteString } ?? true)
    }

    @Test func anHrefIsTextAndAURL() throws {
        let href = try #require(Href(string: "https://idp.example/a?b=c"))
        #expect(href.url == URL(string: "https://idp.example/a?b=c"))
        #expect(href == Href(URL(string: "https://idp.example/a?b=c")!))
        #expect(href.scheme == "https" && "\(href)" == "https://idp.example/a?b=c")
        #expect(Href(string: "HTTPS://IDP.example/")?.scheme == "https" && Href(string: "Data:image/png;base64,AA")?.scheme == "data")
        #expect(Href(string: "/a:b")?.scheme == nil && Href(string: "x+y.z-1:w")?.scheme == "x+y.z-1")
        #expect(Href(string: "https:///typo") == nil && Href(string: "a b") == nil && Href(string: "") == nil)
        let saved = try JSONEncoder().encode([href])
        #expect(String(decoding: saved, as: UTF8.self) == #"["https:\/\/idp.example\/a?b=c"]"#)
        #expect(try JSONDecoder().decode([Href].self, from: saved) == [href])
        // A screen model saved when hrefs were Foundation URLs.
        let old = try JSONEncoder().encode([URL(string: "https://idp.example/old")!])
        #expect(try JSONDecoder().decode([Href].self, from: old) == [Href(string: "https://idp.example/old")!])
    }

    @Test func everyHrefKindIsResolved() throws {
        let step = try HaapiDecoder(baseURL: Self.base).decode(Representation.self, from: Array(#"""
            {"type":"authentication-step","actions":[
              {"template":"client-operation","kind":"login","model":{"name":"external-browser-flow",
               "arguments":{"href":"/launch"},
               "continueActions":[{"template":"form","kind":"continue","model":{"href":"resume","method":"GET",
                 "fields":[{"name":"_resume_nonce","type":"context"}]}}]}}]}
            """#.utf8))
        let operation = try #require(step.actions.first?.clientOperation)
        #expect(operation.typedArguments == .externalBrowserFlow(href: URL(string: "https://idp.example:8443/launch")!))
        #expect(operation.continueActions.first?.form?.href.absoluteString == "https://idp.example:8443/dev/authn/authenticate/resume")
        #expect(operation.continueActions.first?.form?.fields.first?.type == .context)
    }

    @Test func withoutABaseURLRelativeHrefsStayRelative() throws {
        let step = try HaapiDecoder().decode(Representation.self, from: Array(#"{"type":"x","links":[{"href":"/a/b","rel":"manage"}]}"#.utf8))
        #expect(step.links.first?.href.absoluteString == "/a/b")
        #expect(step.type == .unknown("x"))
    }
}

@Suite("Model details")
struct ModelDetailTests {
    @Test func unknownValuesAreKept() throws {
        let text = #"""
            {"type":"future-step","flavour":"new",
             "messages":[{"text":"hi","classList":["sparkle","info"]}],
             "actions":[{"template":"form","kind":"teleport","model":{"href":"/t","method":"PATCH",
               "fields":[{"name":"when","type":"datetime","step":15},{"name":"n","type":"text","kind":"range"}]}}]}
            """#
        let step = try HaapiDecoder().decode(Representation.self, from: Array(text.utf8))
        #expect(step.type == .unknown("future-step"))
        #expect(step.additionalMembers == ["flavour": "new"])
        #expect(step.messages.first?.classList == [.unknown("sparkle"), .info])
        let form = try #require(step.actions.first?.form)
        #expect(step.actions.first?.kind == .unknown("teleport"))
        #expect(form.method == .unknown("PATCH"))
        #expect(form.fields[0].type == .unknown("datetime"))
        #expect(form.fields[0].additionalMembers == ["step": 15])
        #expect(form.fields[1].kind == .unknown("range"))
        #expect(try HaapiDecoder().decode(Representation.self, from: step.jsonData()) == step)
    }

    @Test func fieldAttributes() throws {
        let text = #"""
            {"name":"terms","type":"checkbox","label":"I agree","labelKey":"consent.terms","checked":true,"readonly":true,
             "required":false,"value":"yes"}
            """#
        let field = try HaapiDecoder().decode(Field.self, from: Array(text.utf8))
        #expect(field.type == .checkbox)
        #expect(field.checked == true && field.readonly == true)
        #expect(!field.isRequired)
        #expect(field.labelKey == "consent.terms")
        let text2 = #"{"name":"otp","type":"text","kind":"number","minLength":6,"maxLength":6,"placeholderKey":"otp.hint"}"#
        let otp = try HaapiDecoder().decode(Field.self, from: Array(text2.utf8))
        #expect(otp.kind == .number && otp.minLength == 6 && otp.maxLength == 6 && otp.isRequired)
        #expect(otp.placeholderKey == "otp.hint")
    }

    @Test func pollingTimingAndAuthorizationResponse() throws {
        let polling = try HaapiDecoder().decode(Representation.self, from: Array(#"""
            {"type":"polling-step","properties":{"status":"pending","recipientOfCommunication":"+46 70 *** 12",
             "maxWaitTime":180,"maxWaitRemainingTime":170.5,"interval":2,"qrStart":"x"}}
            """#.utf8))
        #expect(polling.pollingProperties == PollingProperties(
            status: .pending, recipientOfCommunication: "+46 70 *** 12", maxWaitTime: 180, maxWaitRemainingTime: 170.5,
            interval: 2, additionalMembers: ["qrStart": "x"]))
        let response = try HaapiDecoder().decode(Representation.self, from: Array(#"""
            {"type":"oauth-authorization-response","properties":{"code":"c","state":"s","iss":"https://idp","session_state":"z"}}
            """#.utf8))
        #expect(response.authorizationResponse == AuthorizationResponseProperties(
            code: "c", state: "s", iss: "https://idp", additionalMembers: ["session_state": "z"]))
        let other = try HaapiDecoder().decode(Representation.self, from: Array(#"{"type":"authentication-step","properties":{"x":1}}"#.utf8))
        #expect(other.properties == .other(["x": 1]))
    }

    @Test func oauthErrorProblemAndKeys() throws {
        let problem = try HaapiDecoder().decode(Problem.self, from: Array(#"""
            {"type":"https://curity.se/problems/error-authorization-response","title":"Denied","titleKey":"err.denied",
             "error":"access_denied","error_description":"The user said no","status":400}
            """#.utf8))
        #expect(problem.type == .errorAuthorizationResponse)
        #expect(problem.error == "access_denied" && problem.errorDescription == "The user said no")
        #expect(problem.titleKey == "err.denied" && problem.status == 400)
        let document = try HaapiDecoder().decode(problem.jsonData())
        #expect(document.problem == problem)
        let unknown = try HaapiDecoder().decode(Array(#"{"type":"https://example.com/problems/new"}"#.utf8))
        #expect(unknown.problem?.type == .unknown("https://example.com/problems/new"))
    }

    @Test func dataURLs() {
        #expect(DataURL("data:,hello%20world")?.data == Array("hello world".utf8))
        #expect(DataURL("data:,hello")?.mediaType == "text/plain")
        #expect(DataURL("data:image/png;base64,iVBO")?.data == [0x89, 0x50, 0x4E])
        #expect(DataURL("data:image/png;base64,***") == nil)
        #expect(DataURL("https://x") == nil)
    }
}

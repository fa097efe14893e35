import Foundation
import HaapiClient
import HaapiTesting
import HaapiWeb
import Testing

/// The web host's HTTP rules, checked without a browser: security headers, cookies,
/// CSRF, sessions that recover, languages.
@MainActor
@Suite("Web host over HTTP")
struct WebHostHTTPTests {
    let http = URLSessionTransport(defaultTimeout: WebFixture.patience)

    func get(_ url: URL, cookie: String? = nil, language: String? = nil) async throws -> TransportResponse {
        var headers = TransportHeaders()
        if let cookie { headers["Cookie"] = cookie }
        if let language { headers["Accept-Language"] = language }
        return try await http.send(TransportRequest(method: "GET", url: url, headers: headers))
    }

    func post(_ url: URL, _ body: String, cookie: String?) async throws -> TransportResponse {
        var headers: TransportHeaders = ["Content-Type": "application/x-www-form-urlencoded"]
        if let cookie { headers["Cookie"] = cookie }
        return try await http.send(TransportRequest(method: "POST", url: url, headers: headers, body: Data(body.utf8)))
    }

    static func text(_ response: TransportResponse) -> String { PlainBrowser.text(response) }

    static func cookie(_ response: TransportResponse) throws -> String { try PlainBrowser.cookie(response) }

    static func csrf(in html: String) throws -> String { try PlainBrowser.csrf(in: html) }

    @Test func everyPageHasANonceCSPAndNoInlineAnything() async throws {
        try await WebFixture.run { web in
            let page = try await get(web.baseURL)
            #expect(page.status == 200)
            let csp = try #require(page.headers["Content-Security-Policy"])
            #expect(!csp.contains("unsafe-inline") && !csp.contains("unsafe-eval"))
            #expect(csp.contains("frame-ancestors 'none'"))
            let nonce = try #require(csp.components(separatedBy: "'nonce-").dropFirst().first?.split(separator: "'").first)
            let html = Self.text(page)
            #expect(html.contains(#"<script src="/haapi.js" nonce="\#(nonce)""#), "the one script carries the nonce")
            #expect(html.components(separatedBy: "<script").count == 2, "one script element")
            #expect(!html.contains(" style=\"") && !html.contains(" onclick="))
            #expect(page.headers["X-Content-Type-Options"] == "nosniff")
            #expect(page.headers["Referrer-Policy"] == "no-referrer")
            #expect(page.headers["Cache-Control"] == "no-store")
            let again = try await get(web.baseURL, cookie: try Self.cookie(page))
            #expect(again.headers["Content-Security-Policy"] != csp, "a fresh nonce per response")
        }
    }

    @Test func theSessionCookieIsHttpOnlyLaxAndSecurePrefixedUnderTLS() async throws {
        try await WebFixture.run { web in
            let set = try #require(try await get(web.baseURL).headers["Set-Cookie"])
            #expect(set.hasPrefix("haapi_session="))
            #expect(set.contains("HttpOnly") && set.contains("SameSite=Lax") && set.contains("Path=/") && !set.contains("Secure"))
        }
        try await WebFixture.run(WebHostConfiguration(secureCookies: true)) { web in
            let set = try #require(try await get(web.baseURL).headers["Set-Cookie"])
            #expect(set.hasPrefix("__Host-haapi_session=") && set.contains("; Secure"))
        }
    }

    @Test func aPostWithAStaleTokenShowsTheStepAgainWithAMessage() async throws {
        try await WebFixture.run { web in
            let page = try await get(web.baseURL)
            let cookie = try Self.cookie(page)
            let refused = try await post(web.baseURL, "_csrf=stale&_control=option-0", cookie: cookie)
            #expect(refused.status == 303)
            #expect(refused.headers["Location"] == "/")
            let shown = Self.text(try await get(web.baseURL, cookie: cookie))
            #expect(shown.contains("This page was out of date, so nothing was sent."))
            #expect(shown.contains("Username and password"), "the same step, not an error page")
            let later = Self.text(try await get(web.baseURL, cookie: cookie))
            #expect(!later.contains("This page was out of date"), "the message is shown once")
        }
    }

    @Test func aPostWithoutACookieStartsANewSignInWithAMessage() async throws {
        try await WebFixture.run { web in
            let refused = try await post(web.baseURL, "_csrf=x&_control=option-0", cookie: nil)
            #expect(refused.status == 303)
            let cookie = try Self.cookie(refused)
            let shown = Self.text(try await get(web.baseURL, cookie: cookie))
            #expect(shown.contains("Your session had expired, so the sign-in started again."))
        }
    }

    @Test func aValidPostMovesToTheNextStep() async throws {
        try await WebFixture.run { web in
            let page = try await get(web.baseURL)
            let cookie = try Self.cookie(page)
            let token = try Self.csrf(in: Self.text(page))
            let chosen = try await post(web.baseURL, "_csrf=\(token)&_control=option-0", cookie: cookie)
            #expect(chosen.status == 303)
            let form = Self.text(try await get(web.baseURL, cookie: cookie))
            #expect(form.contains(#"type="password""#), "the password form: \(form.prefix(300))")
        }
    }

    @Test(arguments: [("nl-BE,nl;q=0.9,en;q=0.5", "nl", "Inloggen"), ("sv", "sv", "Logga in"), ("is, fy;q=0.8", "en", "Sign in"), ("de-AT, en;q=0.5", "de", "Anmelden")])
    func theLanguageFollowsAcceptLanguage(header: String, code: String, title: String) async throws {
        try await WebFixture.run { web in
            let html = Self.text(try await get(web.baseURL, language: header))
            #expect(html.contains(#"<html lang="\#(code)" dir="ltr">"#), "\(html.prefix(120))")
            #expect(html.contains("<title>\(title)</title>"))
        }
    }

    @Test func langInTheQueryIsKeptForTheSession() async throws {
        try await WebFixture.run { web in
            let first = try await get(web.baseURL.appendingPathComponent("").appending(queryItems: [URLQueryItem(name: "lang", value: "sv")]))
            let cookie = try Self.cookie(first)
            #expect(Self.text(first).contains(#"lang="sv""#))
            let again = Self.text(try await get(web.baseURL, cookie: cookie, language: "nl"))
            #expect(again.contains(#"lang="sv""#), "the session's choice wins over Accept-Language")
        }
    }
}

import Foundation
import HaapiClient
import HaapiDevServer

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A minimal browser for the web host: GET and form POST over its own URLSession
/// (no cookie store: the session cookie is kept and sent by hand; redirects are not
/// followed: a 303 is answered with a GET of `/`, as a browser does).
struct Browser: Sendable {
    let baseURL: URL
    private let transport: URLSessionTransport

    init(baseURL: URL) {
        self.baseURL = baseURL
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        transport = URLSessionTransport(configuration: configuration)
    }

    /// `GET /` with the session cookie (none for a new browser).
    func get(cookie: String?) async throws -> TransportResponse {
        var headers: TransportHeaders = ["Accept": "text/html", "Accept-Language": "en"]
        if let cookie { headers["Cookie"] = cookie }
        return try await transport.send(TransportRequest(method: "GET", url: baseURL, headers: headers))
    }

    /// `POST /` with `fields`, form-encoded as a browser sends them.
    func post(_ fields: [(name: String, value: String)], cookie: String) async throws -> TransportResponse {
        let headers: TransportHeaders = [
            "Accept": "text/html", "Accept-Language": "en", "Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie,
        ]
        return try await transport.send(
            TransportRequest(method: "POST", url: baseURL, headers: headers, body: Data(PercentEncoding.encode(fields).utf8)))
    }

    /// The `name=value` part of the response's `Set-Cookie`, if it sets one.
    static func cookie(in response: TransportResponse) -> String? {
        response.headers["Set-Cookie"].flatMap { $0.split(separator: ";").first.map(String.init) }
    }
}

/// What a page's one form offers, read from its HTML as a browser would: the CSRF
/// token, the text inputs, and the submit buttons (`_control`) with their text.
struct PageForm {
    var csrf = ""
    /// Text inputs by name, with their `type`.
    var inputs: [(name: String, type: String)] = []
    /// Submit buttons: their `_control` value and their visible text, in page order.
    var buttons: [(value: String, text: String)] = []

    init(html: String) {
        var rest = html[...]
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            if rest.hasPrefix("input ") {
                let tag = rest.prefix { $0 != ">" }
                let name = Self.attribute("name", in: tag) ?? ""
                let type = Self.attribute("type", in: tag) ?? "text"
                if name == "_csrf" {
                    csrf = Self.attribute("value", in: tag) ?? ""
                } else if !name.isEmpty, type != "hidden", type != "checkbox" {
                    inputs.append((name, type))
                }
            } else if rest.hasPrefix("button ") {
                let tag = rest.prefix { $0 != ">" }
                guard Self.attribute("name", in: tag) == "_control", let value = Self.attribute("value", in: tag) else { continue }
                let body = rest[tag.endIndex...].dropFirst()
                let end = body.range(of: "</button>")?.lowerBound ?? body.endIndex
                buttons.append((value, Self.text(body[..<end])))
            }
        }
    }

    /// The first submit button: the copy of the screen's primary button that Enter presses.
    var primaryButton: String? { buttons.first?.value }

    /// The button whose text contains `label`.
    func button(labelled label: String) -> String? {
        buttons.first { $0.text.contains(label) }?.value
    }

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let range = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[range.upperBound...].prefix { $0 != "\"" }
        return String(value).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The text of an element's content, tags left out.
    private static func text(_ html: Substring) -> String {
        var out = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { out.append(character) }
        }
        return out
    }
}

/// One browser's login through the web host, from its first `GET /` to the result page.
struct WebLoginRun {
    /// Requests the browser sent to the web host.
    var browserRequests = 0
    /// The page's last HTML.
    var html = ""
    /// The session cookie.
    var cookie: String?

    /// The text the result page shows after a successful login.
    static let signedIn = "You are signed in"

    /// The first screen of a new browser (a `GET /` without cookie).
    mutating func open(_ browser: Browser) async throws {
        let page = try await browser.get(cookie: nil)
        browserRequests += 1
        guard page.status == 200, let cookie = Browser.cookie(in: page) else {
            throw BenchmarkFailure("GET / answered \(page.status) without a session cookie")
        }
        self.cookie = cookie
        html = String(decoding: page.body, as: UTF8.self)
    }

    /// Signs in as the demo user: chooses "Username and password" when the page is the
    /// authenticator picker, fills in the form when it asks for a password, and reloads
    /// `/` after each 303, until the result page shows.
    mutating func signIn(_ browser: Browser) async throws {
        if cookie == nil { try await open(browser) }
        guard let cookie else { return }
        for _ in 0..<12 {
            if html.contains(Self.signedIn) { return }
            let form = PageForm(html: html)
            guard !form.csrf.isEmpty else { throw BenchmarkFailure("a page without the CSRF token: \(html.prefix(400))") }
            var fields: [(name: String, value: String)] = [("_csrf", form.csrf)]
            if let password = form.inputs.first(where: { $0.type == "password" }) {
                guard let user = form.inputs.first(where: { $0.type != "password" }), let primary = form.primaryButton else {
                    throw BenchmarkFailure("a password form without a user name field or button")
                }
                fields += [
                    (user.name, DevServerConfiguration.demoUsername), (password.name, DevServerConfiguration.demoPassword),
                    ("_control", primary),
                ]
            } else if let choice = form.button(labelled: "Username and password") {
                fields.append(("_control", choice))
            } else if !form.buttons.isEmpty, html.contains("Username and password") == false, form.inputs.isEmpty {
                // A page that only continues (a redirect step shown as a button): press it.
                fields.append(("_control", form.primaryButton ?? ""))
            } else {
                throw BenchmarkFailure("a page the benchmark cannot fill in: \(html.prefix(600))")
            }
            let posted = try await browser.post(fields, cookie: cookie)
            browserRequests += 1
            guard posted.status == 303 else { throw BenchmarkFailure("POST / answered \(posted.status), not 303") }
            var page = try await browser.get(cookie: cookie)
            browserRequests += 1
            // After the password the flow still exchanges the code: a page shown before it
            // ended is the password form again; a browser would reload (counted as requests).
            var reloads = 0
            let sentPassword = form.inputs.contains { $0.type == "password" }
            while sentPassword, !String(decoding: page.body, as: UTF8.self).contains(Self.signedIn), reloads < 200
            {
                try await Task.sleep(for: .milliseconds(1))
                page = try await browser.get(cookie: cookie)
                browserRequests += 1
                reloads += 1
            }
            guard page.status == 200 else { throw BenchmarkFailure("GET / answered \(page.status)") }
            html = String(decoding: page.body, as: UTF8.self)
        }
        if !html.contains(Self.signedIn) { throw BenchmarkFailure("no result page after 12 posts: \(html.prefix(600))") }
    }
}

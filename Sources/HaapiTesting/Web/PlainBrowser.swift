public import Foundation
public import HaapiClient

/// A browser without a browser, for tests of web sign-in pages (`HaapiWeb`): one
/// session cookie, the page it shows, and buttons pressed by their titles as plain
/// form posts. Behind several hosts, ``rotation`` sends each request to the next.
///
/// ```swift
/// var browser = try await PlainBrowser.open(host)
/// try await browser.press("Username and password")
/// try await browser.press("Login", ["textField-userName": "demo", "textField-password": "Password1"])
/// ```
@MainActor
public struct PlainBrowser {
    /// How long a request waits for an answer: a bound that only ends a test that went wrong.
    public static let patience: TimeInterval = 180

    /// The host's address (a restarted host may get another port; cookies ignore ports).
    public var base: URL
    /// Hosts that take turns (several behind one load balancer): each request goes to
    /// the next; empty, every request goes to ``base``.
    public var rotation: [URL] = []
    /// The session cookie (`name=value`).
    public var cookie: String
    /// The last page loaded.
    public var page: String
    private let http = URLSessionTransport(defaultTimeout: PlainBrowser.patience)

    /// Creates a browser with a session `cookie` showing `page`.
    public init(base: URL, cookie: String, page: String) {
        self.base = base
        self.cookie = cookie
        self.page = page
    }

    /// Opens the host's page as a new browser.
    ///
    /// - Throws: `TestError` when the host gives no session cookie.
    public static func open(_ base: URL) async throws -> PlainBrowser {
        let response = try await URLSessionTransport(defaultTimeout: patience).send(TransportRequest(method: "GET", url: base))
        return PlainBrowser(base: base, cookie: try cookie(response), page: text(response))
    }

    /// Loads `path` (the sign-in page by default; a whole URL as it is) with the cookie.
    @discardableResult
    public mutating func reload(_ path: String = "") async throws -> TransportResponse {
        let base = nextBase()
        let address = path.hasPrefix("http") ? URL(string: path) : path.isEmpty ? base : base.appendingPathComponent(path)
        guard let url = address else { throw TestError("not a URL: \(path)") }
        let response = try await http.send(TransportRequest(method: "GET", url: url, headers: ["Cookie": cookie]))
        page = Self.text(response)
        return response
    }

    /// Presses the `occurrence`th button reading `title` (with `fields`) and loads the
    /// page after; returns the post's own answer.
    ///
    /// - Throws: `TestError` when the page has no such button.
    @discardableResult
    public mutating func press(_ title: String, occurrence: Int = 1, _ fields: [String: String] = [:]) async throws -> TransportResponse {
        let body = try form(pressing: title, occurrence: occurrence, fields)
        let answer = try await post(body, to: nextBase())
        try await reload()
        return answer
    }

    /// Posts `body` (url-encoded) to `host` with the cookie; returns the post's own answer.
    public func post(_ body: String, to host: URL) async throws -> TransportResponse {
        try await http.send(TransportRequest(
            method: "POST", url: host, headers: ["Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie], body: Data(body.utf8)))
    }

    /// The host of the next request (see ``rotation``).
    public mutating func nextBase() -> URL {
        guard let next = rotation.first else { return base }
        rotation = Array(rotation.dropFirst()) + [next]
        return next
    }

    /// The form a press of the `occurrence`th button reading `title` posts (with `fields`), url-encoded.
    ///
    /// - Throws: `TestError` when the page has no such button or no CSRF token.
    public func form(pressing title: String, occurrence: Int = 1, _ fields: [String: String] = [:]) throws -> String {
        let controls = Self.controls(titled: title, in: page)
        guard controls.count >= occurrence else { throw TestError("no button reading \(title) in \(page.suffix(1500))") }
        var form = fields
        form["_csrf"] = try Self.csrf(in: page)
        form["_control"] = controls[occurrence - 1]
        return form.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&")
    }

    /// The `_control` values of the visible buttons reading `title`, in page order.
    public static func controls(titled title: String, in page: String) -> [String] {
        page.components(separatedBy: "<button").dropFirst().compactMap { part in
            guard !part.contains("aria-hidden=\"true\""),
                let value = part.components(separatedBy: "value=\"").dropFirst().first?.prefix(while: { $0 != "\"" }),
                let text = part.components(separatedBy: "</button>").first?.replacingOccurrences(of: "<bdi>", with: "")
                    .replacingOccurrences(of: "</bdi>", with: "").split(separator: ">").last,
                text.trimmingCharacters(in: .whitespaces) == title
            else { return nil }
            return String(value)
        }
    }

    /// A response's body as text.
    public nonisolated static func text(_ response: TransportResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    /// The session cookie a new browser is given (`name=value`).
    ///
    /// - Throws: `TestError` when the response sets none.
    public nonisolated static func cookie(_ response: TransportResponse) throws -> String {
        guard let set = response.headers["Set-Cookie"] else { throw TestError("a new browser gets a cookie (status \(response.status))") }
        return String(set.split(separator: ";")[0])
    }

    /// The CSRF token every form of `html` carries.
    ///
    /// - Throws: `TestError` when the page has none.
    public nonisolated static func csrf(in html: String) throws -> String {
        let marker = #"name="_csrf" value=""#
        guard let range = html.range(of: marker) else { throw TestError("every form carries the CSRF token: \(html.suffix(800))") }
        return String(html[range.upperBound...].prefix { $0 != "\"" })
    }
}

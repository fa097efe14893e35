import Foundation
import HaapiClient
import HaapiTesting
import Testing

/// A browser without a browser: one cookie, the page it shows, and buttons
/// pressed by their titles as plain form posts.
@MainActor
struct PlainBrowser {
    /// The host's address (a restarted host may get another port; cookies ignore ports).
    var base: URL
    /// Hosts that take turns (several behind one load balancer): each request goes to
    /// the next; empty, every request goes to ``base``.
    var rotation: [URL] = []
    var cookie: String
    var page: String
    private let http = URLSessionTransport(defaultTimeout: WebFixture.patience)

    /// Opens the host's page as a new browser.
    static func open(_ base: URL) async throws -> PlainBrowser {
        let response = try await URLSessionTransport(defaultTimeout: WebFixture.patience).send(TransportRequest(method: "GET", url: base))
        return PlainBrowser(base: base, cookie: try WebHostHTTPTests.cookie(response), page: WebHostHTTPTests.text(response))
    }

    /// Loads `path` (the sign-in page by default; a whole URL as it is) with the cookie.
    @discardableResult
    mutating func reload(_ path: String = "") async throws -> TransportResponse {
        let base = nextBase()
        let url = path.hasPrefix("http") ? try #require(URL(string: path)) : path.isEmpty ? base : base.appendingPathComponent(path)
        let response = try await http.send(TransportRequest(method: "GET", url: url, headers: ["Cookie": cookie]))
        page = WebHostHTTPTests.text(response)
        return response
    }

    /// Presses the `occurrence`th button reading `title` (with `fields`) and loads the
    /// page after; returns the post's own answer.
    @discardableResult
    mutating func press(_ title: String, occurrence: Int = 1, _ fields: [String: String] = [:]) async throws -> TransportResponse {
        let controls = Self.controls(titled: title, in: page)
        #expect(controls.count >= occurrence, "a button reading \(title) in \(page.suffix(1500))")
        guard controls.count >= occurrence else { return TransportResponse(status: 0) }
        let body = try form(pressing: title, occurrence: occurrence, fields)
        let answer = try await post(body, to: nextBase())
        try await reload()
        return answer
    }

    /// Posts `body` (url-encoded) to `host` with the cookie; returns the post's own answer.
    func post(_ body: String, to host: URL) async throws -> TransportResponse {
        try await http.send(TransportRequest(
            method: "POST", url: host, headers: ["Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie], body: Data(body.utf8)))
    }

    /// The host of the next request (see ``rotation``).
    mutating func nextBase() -> URL {
        guard let next = rotation.first else { return base }
        rotation = Array(rotation.dropFirst()) + [next]
        return next
    }

    /// The form a press of the `occurrence`th button reading `title` posts (with `fields`), url-encoded.
    func form(pressing title: String, occurrence: Int = 1, _ fields: [String: String] = [:]) throws -> String {
        let controls = Self.controls(titled: title, in: page)
        guard controls.count >= occurrence else { throw TestFailure("no button reading \(title) in \(page.suffix(1500))") }
        var form = fields
        form["_csrf"] = try WebHostHTTPTests.csrf(in: page)
        form["_control"] = controls[occurrence - 1]
        return form.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&")
    }

    /// The `_control` values of the visible buttons reading `title`, in page order.
    static func controls(titled title: String, in page: String) -> [String] {
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
}

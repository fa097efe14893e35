import Foundation
import HaapiClient
import HaapiTesting
import Testing

extension PlainBrowser {
    /// The passkey ceremony's data on the page: kind, answer path and options (unescaped).
    struct Ceremony {
        var kind: String
        var answerPath: String
        var optionsJSON: String
    }

    /// The ceremony on the page, or `nil`.
    var ceremony: Ceremony? {
        guard let start = page.range(of: #"<div id="hui-passkey""#) else { return nil }
        let tag = page[start.lowerBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> String? {
            guard let range = tag.range(of: " \(name)=\"") else { return nil }
            return Self.unescaped(String(tag[range.upperBound...].prefix { $0 != "\"" }))
        }
        guard let kind = attribute("data-haapi-passkey"), let path = attribute("data-haapi-passkey-answer"),
            let options = attribute("data-haapi-passkey-options")
        else { return nil }
        return Ceremony(kind: kind, answerPath: path, optionsJSON: options)
    }

    /// `text` with HTMLWriter's character references read back.
    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Posts `fields` to `path` as the page's script does (with the page's CSRF token
    /// unless `csrf` is `false`), then loads the page; returns the post's own answer.
    @discardableResult
    mutating func post(_ path: String, _ fields: [String: String], csrf: Bool = true) async throws -> TransportResponse {
        var form = fields
        if csrf { form["_csrf"] = try WebHostHTTPTests.csrf(in: page) }
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let body = form.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")" }.joined(separator: "&")
        let url = try #require(URL(string: path, relativeTo: base)?.absoluteURL)
        let answer = try await URLSessionTransport(defaultTimeout: WebFixture.patience).send(TransportRequest(
            method: "POST", url: url, headers: ["Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie], body: Data(body.utf8)))
        try await reload()
        return answer
    }
}

import Foundation
import HaapiClient
import HaapiModel
import HaapiTesting

/// One HTTP answer as the tests see it.
struct HTTPResult: Sendable {
    var url: URL
    var status: Int
    /// Header names lower-cased.
    var headers: [String: String]
    var body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }

    func header(_ name: String) -> String? { headers[name.lowercased()] }

    var json: JSONValue? { try? JSONValue.parse(body) }

    /// The body as a HAAPI document, hrefs resolved against the request URL.
    func document() throws -> HaapiDocument {
        try HaapiDecoder(baseURL: url).decode(body)
    }

    func representation() throws -> Representation {
        guard case .representation(let r) = try document() else {
            throw TestError("expected a representation, got HTTP \(status): \(text)")
        }
        return r
    }

    func problem() throws -> Problem {
        guard case .problem(let p) = try document() else {
            throw TestError("expected a problem, got HTTP \(status): \(text)")
        }
        return p
    }
}

/// Sends requests with HaapiClient's `URLSessionTransport`, never following redirects.
final class RawHTTP: Sendable {
    static let shared = RawHTTP()

    private let transport = URLSessionTransport(defaultTimeout: 180, maximumResponseSize: 64 << 20)

    func send(_ method: String, _ url: URL, headers: [String: String] = [:], body: [UInt8]? = nil) async throws -> HTTPResult {
        let response = try await transport.send(
            TransportRequest(method: method, url: url, headers: TransportHeaders(headers.map { .init(name: $0.key, value: $0.value) }),
                             body: body.map { Data($0) }))
        var fields: [String: String] = [:]
        for field in response.headers { fields[field.name.lowercased()] = field.value }
        return HTTPResult(url: url, status: response.status, headers: fields, body: Array(response.body))
    }
}

/// `application/x-www-form-urlencoded` encoding.
func formEncode(_ pairs: [(String, String)]) -> [UInt8] {
    Array(pairs.map { "\(percentEncode($0.0))=\(percentEncode($0.1))" }.joined(separator: "&").utf8)
}

func percentEncode(_ text: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
}

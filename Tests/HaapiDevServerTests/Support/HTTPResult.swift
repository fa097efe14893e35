import Foundation
import HaapiModel
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
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
            throw TestFailure("expected a representation, got HTTP \(status): \(text)")
        }
        return r
    }

    func problem() throws -> Problem {
        guard case .problem(let p) = try document() else {
            throw TestFailure("expected a problem, got HTTP \(status): \(text)")
        }
        return p
    }
}

/// Sends requests with URLSession, never following redirects.
final class RawHTTP: NSObject, URLSessionTaskDelegate, Sendable {
    static let shared = RawHTTP()

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func send(_ method: String, _ url: URL, headers: [String: String] = [:], body: [UInt8]? = nil) async throws -> HTTPResult {
        var request = URLRequest(url: url)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body { request.httpBody = Data(body) }
        let session = URLSession(configuration: .ephemeral, delegate: self, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw TestFailure("not HTTP") }
        var fields: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            if let k = key as? String, let v = value as? String { fields[k.lowercased()] = v }
        }
        return HTTPResult(url: url, status: http.statusCode, headers: fields, body: Array(data))
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

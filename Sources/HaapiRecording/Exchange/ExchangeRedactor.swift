import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel

/// Turns what a recorder saw into ``RecordedExchange``s with every secret replaced by
/// a `redacted-<kind>-<n>` placeholder: passwords and codes typed into forms, client
/// secrets and assertions, PKCE verifiers, authorization codes, access, refresh and ID
/// tokens, `Authorization` credentials, DPoP proofs, cookies and session ids.
///
/// The same secret always gets the same placeholder, so a replay can tell that the app
/// sent back what the server gave it. After the fields it knows are replaced, every
/// secret it found is also replaced wherever else it occurs (a code in a link, a
/// password echoed in a URL), plain or percent-encoded.
struct ExchangeRedactor {
    /// Form and query fields whose values are secrets.
    static let secretFieldNames: Set<String> = [
        "password", "passcode", "pin", "otp", "totp", "code", "secret", "client_secret", "client_assertion",
        "code_verifier", "refresh_token", "token", "subject_token", "device_secret",
    ]
    /// JSON members (anywhere in a body) whose string values are secrets.
    static let secretJSONMembers: Set<String> = [
        "access_token", "refresh_token", "id_token", "code", "client_secret", "device_secret", "password",
        "registration_access_token", "software_statement",
    ]
    /// Headers whose values are secrets (lower-case).
    static let secretHeaders: Set<String> = ["dpop", "cookie", "set-cookie", "session-id", "set-session-id"]
    /// Headers kept out of a recording: they say nothing about the exchange.
    static let droppedHeaders: Set<String> = ["content-length", "date", "connection", "host", "server", "keep-alive"]
    /// Secrets shorter than this are replaced only where they were found, not everywhere.
    static let minimumSweepLength = 6
    /// What every placeholder starts with.
    static let placeholderPrefix = "redacted-"

    private var placeholders: [String: String] = [:]
    private var counts: [String: Int] = [:]
    private var secretFields = ExchangeRedactor.secretFieldNames

    /// The recorded exchanges for `raw`, redacted.
    static func redact(_ raw: [TransportTap.Exchange]) -> [RecordedExchange] {
        var redactor = ExchangeRedactor()
        for exchange in raw { redactor.learnFields(from: exchange.response) }
        var exchanges: [RecordedExchange] = []
        for (index, exchange) in raw.enumerated() {
            exchanges.append(RecordedExchange(
                number: index + 1, request: redactor.request(exchange.request), response: redactor.response(exchange.response)))
        }
        return exchanges.map { redactor.sweep($0) }
    }

    // MARK: Finding secrets

    /// Adds the names of password fields a HAAPI step declares.
    private mutating func learnFields(from response: TransportResponse) {
        guard MediaType.isJSON(response.mediaType ?? ""), let json = try? JSONValue.parse(response.body) else { return }
        Self.visit(json) { object in
            if object["type"]?.stringValue == "password", let name = object["name"]?.stringValue { secretFields.insert(name) }
        }
    }

    private static func visit(_ value: JSONValue, _ body: ([String: JSONValue]) -> Void) {
        switch value {
        case .object(let members):
            body(members)
            for member in members.values { visit(member, body) }
        case .array(let items):
            for item in items { visit(item, body) }
        default: break
        }
    }

    /// The placeholder for `secret`, the same one each time.
    private mutating func placeholder(for secret: String, kind: String) -> String {
        if secret.hasPrefix(Self.placeholderPrefix) { return secret }
        if let known = placeholders[secret] { return known }
        let count = (counts[kind] ?? 0) + 1
        counts[kind] = count
        let name = "\(Self.placeholderPrefix)\(kind.replacingOccurrences(of: "_", with: "-"))-\(count)"
        placeholders[secret] = name
        return name
    }

    // MARK: Requests and responses

    private mutating func request(_ request: TransportRequest) -> RecordedRequest {
        var url = request.url.absoluteString
        for pair in FormFields.query(of: request.url) where secretFields.contains(pair[0]) && !pair[1].isEmpty {
            url = url.replacingOccurrences(of: PercentEncoding.encode(pair[1]), with: placeholder(for: pair[1], kind: pair[0]))
        }
        var form: [[String]]?
        var body: String?
        if let data = request.body, !data.isEmpty {
            let text = String(decoding: data, as: UTF8.self)
            if MediaType.base(request.headers["Content-Type"] ?? "") == MediaType.formURLEncoded {
                form = FormFields.decode(text).map { pair in
                    secretFields.contains(pair[0]) && !pair[1].isEmpty ? [pair[0], placeholder(for: pair[1], kind: pair[0])] : pair
                }
            } else {
                // A JSON body (a registration's software statement) is kept as sent; its secret
                // members become placeholders here and the sweep replaces them.
                if MediaType.isJSON(request.headers["Content-Type"] ?? ""), let json = try? JSONValue.parse(data) {
                    _ = redacted(json)
                }
                body = text
            }
        }
        let nonce = request.headers[HeaderName.dpop].flatMap { try? CompactJWS(parsing: $0).payloadClaims()["nonce"]?.stringValue }
        return RecordedRequest(method: request.method, url: url, headers: headers(request.headers), form: form, body: body, dpopNonce: nonce)
    }

    private mutating func response(_ response: TransportResponse) -> RecordedResponse {
        var recorded = RecordedResponse(status: response.status, headers: headers(response.headers))
        if MediaType.isJSON(response.mediaType ?? ""), let json = try? JSONValue.parse(response.body) {
            if let idToken = json["id_token"]?.stringValue, let claims = try? CompactJWS(parsing: idToken).payloadClaims() {
                recorded.idTokenClaims = .object(claims.mapValues(JSONValue.init(claim:)))
            }
            recorded.json = redacted(json)
        } else if !response.body.isEmpty {
            recorded.text = String(decoding: response.body, as: UTF8.self)
        }
        return recorded
    }

    private mutating func headers(_ headers: TransportHeaders) -> [String: String] {
        var kept: [String: String] = [:]
        for field in headers {
            let name = field.name.lowercased()
            if Self.droppedHeaders.contains(name) { continue }
            if name == "authorization" || name == "proxy-authorization" {
                let parts = field.value.split(separator: " ", maxSplits: 1).map(String.init)
                let scheme = parts.count == 2 ? parts[0] : "Unknown"
                let credentials = parts.count == 2 ? parts[1] : field.value
                if scheme.lowercased() == "basic", let decoded = Data(base64Encoded: credentials).map({ String(decoding: $0, as: UTF8.self) }),
                    let colon = decoded.firstIndex(of: ":")
                {
                    _ = placeholder(for: String(decoded[decoded.index(after: colon)...]), kind: "client-secret")
                }
                kept[field.name] = "\(scheme) \(placeholder(for: credentials, kind: scheme.lowercased() == "basic" ? "client-credentials" : "access-token"))"
            } else if Self.secretHeaders.contains(name) {
                kept[field.name] = placeholder(for: field.value, kind: name == "dpop" ? "dpop-proof" : name.hasSuffix("session-id") ? "session-id" : "cookie")
            } else {
                kept[field.name] = field.value
            }
        }
        return kept
    }

    private mutating func redacted(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members):
            var result: [String: JSONValue] = [:]
            for (name, member) in members {
                if Self.secretJSONMembers.contains(name), let secret = member.stringValue, !secret.isEmpty {
                    result[name] = .string(placeholder(for: secret, kind: name))
                } else {
                    result[name] = redacted(member)
                }
            }
            return .object(result)
        case .array(let items): return .array(items.map { redacted($0) })
        default: return value
        }
    }

    // MARK: The sweep

    /// `exchange` with every known secret replaced wherever it still occurs.
    private func sweep(_ exchange: RecordedExchange) -> RecordedExchange {
        let secrets = placeholders.filter { $0.key.count >= Self.minimumSweepLength }.sorted { $0.key.count > $1.key.count }
        guard !secrets.isEmpty else { return exchange }
        func clean(_ text: String) -> String {
            var text = text
            for (secret, placeholder) in secrets where text.contains(secret) || text.contains(PercentEncoding.encode(secret)) {
                text = text.replacingOccurrences(of: secret, with: placeholder)
                text = text.replacingOccurrences(of: PercentEncoding.encode(secret), with: placeholder)
            }
            return text
        }
        var result = exchange
        result.request.url = clean(result.request.url)
        result.request.headers = result.request.headers.mapValues(clean)
        result.request.form = result.request.form?.map { $0.map(clean) }
        result.request.body = result.request.body.map(clean)
        result.response.headers = result.response.headers.mapValues(clean)
        result.response.json = result.response.json.map { $0.mapStrings(clean) }
        result.response.text = result.response.text.map(clean)
        result.response.idTokenClaims = result.response.idTokenClaims.map { $0.mapStrings(clean) }
        return result
    }
}

extension JSONValue {
    /// The value with `transform` applied to every string in it (not to member names).
    func mapStrings(_ transform: (String) -> String) -> JSONValue {
        switch self {
        case .string(let text): .string(transform(text))
        case .array(let items): .array(items.map { $0.mapStrings(transform) })
        case .object(let members): .object(members.mapValues { $0.mapStrings(transform) })
        default: self
        }
    }
}

extension JSONValue {
    /// The JSON value of a JWT claim.
    init(claim: JWTClaimValue) {
        switch claim {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .int(let value): self = .number(JSONNumber(Int(value)))
        case .double(let value): self = JSONNumber(value).map(JSONValue.number) ?? .null
        case .string(let value): self = .string(value)
        case .array(let items): self = .array(items.map(JSONValue.init(claim:)))
        case .object(let members): self = .object(members.mapValues(JSONValue.init(claim:)))
        }
    }

    /// The JWT claim of this value (numbers with a fraction as doubles).
    var claim: JWTClaimValue {
        switch self {
        case .null: .null
        case .bool(let value): .bool(value)
        case .number(let number): number.intValue.map { .int(Int64($0)) } ?? .double(number.doubleValue)
        case .string(let value): .string(value)
        case .array(let items): .array(items.map(\.claim))
        case .object(let members): .object(members.mapValues(\.claim))
        }
    }
}

import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel

/// The matching half of ``ReplayTransport``: whether a request the app sent stands for
/// the recorded one, and what differs when it does not.
///
/// It compares the method, the URL, the query and form fields, the `Authorization`
/// scheme and the session header. Values the app makes afresh on every run are
/// learnt instead (``substitutions``: this run's `state` and `nonce`) or checked
/// (the PKCE verifier against this run's challenge, DPoP proofs as a server would,
/// all by one key, and a pushed request's `dpop_jkt` against that key).
struct ReplayMatcher: Sendable {
    /// The recorded client's ID, which Basic credentials must name.
    let clientID: String
    /// Recorded values of `state` and `nonce` and this run's in their place.
    private(set) var substitutions: [String: String] = [:]
    private var codeChallenge: String?
    private var proofKey: String?
    /// The `dpop_jkt` of the request being matched, checked against its proof's key.
    private var sentKeyThumbprint: String?

    /// A matcher for a recording of the client `clientID`.
    init(clientID: String) {
        self.clientID = clientID
    }

    /// What differs between `sent` and `recorded`; empty when `sent` stands for it.
    ///
    /// - Parameters:
    ///   - served: The placeholders the replayed server handed out so far (they must come back unchanged).
    ///   - now: The time DPoP proofs are checked against.
    mutating func differences(between sent: TransportRequest, and recorded: RecordedRequest, served: Set<String>, now: Date) -> [String] {
        var differences: [String] = []
        if sent.method.uppercased() != recorded.method.uppercased() {
            differences.append("method: recorded \(recorded.method), sent \(sent.method)")
        }
        guard let recordedURL = URL(string: recorded.url) else { return ["the recorded URL \(recorded.url) is not a URL"] }
        if Self.origin(sent.url) != Self.origin(recordedURL) || sent.url.path != recordedURL.path {
            differences.append("URL: recorded \(Self.origin(recordedURL))\(recordedURL.path), sent \(Self.origin(sent.url))\(sent.url.path)")
        }
        differences += compareFields("query", recorded: FormFields.query(of: recordedURL), sent: FormFields.query(of: sent.url), served: served)
        let sentBody = sent.body.map { String(decoding: $0, as: UTF8.self) } ?? ""
        if let form = recorded.form {
            differences += compareFields("form", recorded: form, sent: FormFields.decode(sentBody), served: served)
        } else if let body = recorded.body, body != sentBody {
            differences.append("body: recorded \(body.debugDescription), sent \(sentBody.debugDescription)")
        } else if recorded.body == nil, !sentBody.isEmpty {
            differences.append("body: none recorded, sent \(sentBody.count) bytes")
        }
        differences += compareHeaders(sent.headers, with: recorded.headers, served: served)
        differences += checkProof(of: sent, recorded: recorded, now: now)
        if let thumbprint = sentKeyThumbprint, thumbprint != proofKey {
            differences.append("dpop_jkt: not the thumbprint of this run's DPoP key")
        }
        sentKeyThumbprint = nil
        return differences
    }

    /// Fields compared by name: re-derived ones checked, redacted ones by who made them.
    private mutating func compareFields(_ kind: String, recorded: [[String]], sent: [[String]], served: Set<String>) -> [String] {
        var differences: [String] = []
        var sentValues = Dictionary(sent.map { ($0[0], $0.count > 1 ? $0[1] : "") }, uniquingKeysWith: { first, _ in first })
        for pair in recorded {
            let (name, value) = (pair[0], pair.count > 1 ? pair[1] : "")
            guard let sentValue = sentValues.removeValue(forKey: name) else {
                differences.append("\(kind) \(name): recorded \(Self.shown(value)), not sent")
                continue
            }
            switch name {
            case "state", "nonce":
                if sentValue.isEmpty { differences.append("\(kind) \(name): sent empty") }
                substitutions[value] = sentValue
            case "code_challenge":
                codeChallenge = sentValue
            case "dpop_jkt":
                sentKeyThumbprint = sentValue
            case "code_verifier":
                if let codeChallenge, !PKCE.matches(verifier: sentValue, challenge: codeChallenge) {
                    differences.append("\(kind) code_verifier: does not hash to this run's code_challenge (PKCE S256)")
                }
            default:
                if let problem = Self.compare(value, sentValue, served: served) { differences.append("\(kind) \(name): \(problem)") }
            }
        }
        for name in sentValues.keys.sorted() {
            differences.append("\(kind) \(name): not recorded, sent \(Self.shown(sentValues[name] ?? ""))")
        }
        return differences
    }

    /// Why `sent` does not stand for `recorded`, or `nil` when it does.
    private static func compare(_ recorded: String, _ sent: String, served: Set<String>) -> String? {
        if recorded.hasPrefix(ExchangeRedactor.placeholderPrefix) && !served.contains(recorded) {
            return sent.isEmpty ? "recorded a secret (\(recorded)), sent nothing" : nil
        }
        return recorded == sent ? nil : "recorded \(shown(recorded)), sent \(shown(sent))"
    }

    private static func shown(_ value: String) -> String {
        value.hasPrefix(ExchangeRedactor.placeholderPrefix) ? value : "\"\(value)\""
    }

    private func compareHeaders(_ sent: TransportHeaders, with recorded: [String: String], served: Set<String>) -> [String] {
        var differences: [String] = []
        let recordedHeaders = TransportHeaders(recorded.sorted { $0.key < $1.key }.map { TransportHeaders.Field(name: $0.key, value: $0.value) })
        for name in ["Accept", "Content-Type"] {
            guard let value = recordedHeaders[name] else { continue }
            if MediaType.base(sent[name] ?? "") != MediaType.base(value) {
                differences.append("header \(name): recorded \"\(value)\", sent \"\(sent[name] ?? "nothing")\"")
            }
        }
        if let value = recordedHeaders[HeaderName.sessionID], let problem = Self.compare(value, sent[HeaderName.sessionID] ?? "", served: served) {
            differences.append("header Session-Id: \(problem)")
        }
        if let value = recordedHeaders["Authorization"] {
            let recordedParts = value.split(separator: " ", maxSplits: 1).map(String.init)
            let sentParts = (sent["Authorization"] ?? "").split(separator: " ", maxSplits: 1).map(String.init)
            if sentParts.count != 2 || sentParts[0].lowercased() != recordedParts[0].lowercased() {
                differences.append("header Authorization: recorded scheme \(recordedParts[0]), sent \(sentParts.first ?? "nothing")")
            } else if sentParts[0].lowercased() == "basic" {
                let decoded = Data(base64Encoded: sentParts[1]).map { String(decoding: $0, as: UTF8.self) } ?? ""
                let clientID = decoded.split(separator: ":", maxSplits: 1).first.map { String($0).removingPercentEncoding ?? String($0) }
                if clientID != self.clientID {
                    differences.append("header Authorization: Basic credentials for \(clientID ?? "nobody"), recorded for \(self.clientID)")
                }
            } else if recordedParts.count == 2, let problem = Self.compare(recordedParts[1], sentParts[1], served: served) {
                differences.append("header Authorization: \(problem)")
            }
        } else if sent["Authorization"] != nil {
            differences.append("header Authorization: none recorded, sent one")
        }
        return differences
    }

    /// The request's DPoP proof, checked as a server would.
    private mutating func checkProof(of sent: TransportRequest, recorded: RecordedRequest, now: Date) -> [String] {
        let recordedProof = recorded.headers.contains { $0.key.lowercased() == "dpop" }
        guard let proof = sent.headers[HeaderName.dpop] else { return recordedProof ? ["header DPoP: recorded a proof, sent none"] : [] }
        guard recordedProof else { return ["header DPoP: none recorded, sent a proof"] }
        let authorization = (sent.headers["Authorization"] ?? "").split(separator: " ", maxSplits: 1).map(String.init)
        let token = authorization.count == 2 && authorization[0].lowercased() == "dpop" ? authorization[1] : nil
        do {
            let verified = try DPoPProofVerifier().verify(
                proof, method: sent.method, url: sent.url, now: now, accessToken: token, expectedNonce: recorded.dpopNonce)
            if let proofKey, proofKey != verified.jkt { return ["header DPoP: signed by another key than the earlier proofs"] }
            proofKey = verified.jkt
            return []
        } catch {
            return ["header DPoP: \(error)"]
        }
    }

    private static func origin(_ url: URL) -> String {
        "\(url.scheme ?? "")://\(url.host ?? "")\(url.port.map { ":\($0)" } ?? "")"
    }
}

import Crypto
import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel

/// Plays a recorded login back with no server: each request the app sends must match
/// the next recorded one, and gets the recorded answer.
///
/// Matching compares the method, the URL, the query and form fields, the
/// `Authorization` scheme and the session header. Values the app makes afresh on every
/// run are not compared but checked against what the replayed server said: `state`
/// and `nonce` (answers carry the new ones: the authorization response's `state`, and
/// an ID token signed again with the new `nonce` by a key the replayed `jwks_uri`
/// serves), the PKCE verifier (it must hash to this run's `code_challenge`), and DPoP
/// proofs (signed, for this method and URL, with this run's access token and the
/// replayed server's nonce, all by one key). Redacted values the app typed
/// (passwords, codes) need only be present; redacted values the server gave (tokens,
/// codes, session ids) must come back unchanged.
///
/// A mismatch fails the request with a ``ReplayMismatch`` naming the step and listing
/// the differences; ``finish()`` throws it again (and fails when recorded steps were
/// not reached), so end every replaying test with it.
///
/// ```swift
/// let replay = try ReplayTransport(contentsOf: Bundle.module.url(forResource: "password-login", withExtension: nil)!)
/// let client = HaapiClient(configuration: try replay.folder.clientConfiguration(), transport: replay)
/// // ... drive the login as the recording did ...
/// try await replay.finish()
/// ```
public actor ReplayTransport: HTTPTransport {
    /// The recording played back.
    public nonisolated let folder: RecordedFolder
    private let clock: WallClock
    private let signer = JWTSigner(privateKey: P256.Signing.PrivateKey(), keyID: "haapi-replay")
    private var position = 0
    /// The first mismatch found, if any (the request it refused failed with it).
    public private(set) var mismatch: ReplayMismatch?
    /// Placeholders the replayed server handed out: the app must send them back as they are.
    private var served: Set<String> = []
    /// Recorded values of `state` and `nonce` and this run's in their place.
    private var substitutions: [String: String] = [:]
    private var codeChallenge: String?
    private var proofKey: String?

    /// A replay of `folder`, checking DPoP proof times against `clock` (give the app's clock).
    public init(folder: RecordedFolder, clock: WallClock = .system) {
        self.folder = folder
        self.clock = clock
    }

    /// A replay of the recorded folder at `url`.
    ///
    /// - Throws: ``RecordedFolderError`` when the folder is missing or not a recording.
    public init(contentsOf url: URL, clock: WallClock = .system) throws(RecordedFolderError) {
        self.init(folder: try RecordedFolder(contentsOf: url), clock: clock)
    }

    /// How many recorded exchanges were played.
    public var played: Int { position }

    /// Throws the first mismatch, or a mismatch when recorded exchanges were not reached.
    public func finish() throws(ReplayMismatch) {
        if let mismatch { throw mismatch }
        guard position == folder.exchanges.count else {
            let next = folder.exchanges[position]
            throw ReplayMismatch(step: next.number, request: Self.title(next.request), differences: [
                "the app stopped after \(position) of \(folder.exchanges.count) recorded requests; the next was never sent",
            ])
        }
    }

    public func send(_ request: TransportRequest) async throws -> TransportResponse {
        if let mismatch { throw mismatch }
        guard position < folder.exchanges.count else {
            throw fail(ReplayMismatch(step: position + 1, request: "\(request.method) \(request.url.path)", differences: [
                "the recording ends after \(folder.exchanges.count) requests, but the app sent another",
            ]))
        }
        let recorded = folder.exchanges[position]
        let differences = await compare(request, with: recorded.request)
        guard differences.isEmpty else {
            throw fail(ReplayMismatch(step: recorded.number, request: Self.title(recorded.request), differences: differences))
        }
        position += 1
        return try serve(recorded.response, now: clock.now)
    }

    private func fail(_ found: ReplayMismatch) -> ReplayMismatch {
        mismatch = found
        return found
    }

    static func title(_ request: RecordedRequest) -> String {
        "\(request.method) \(URL(string: request.url)?.path ?? request.url)"
    }

    // MARK: Comparing

    private func compare(_ sent: TransportRequest, with recorded: RecordedRequest) async -> [String] {
        var differences: [String] = []
        if sent.method.uppercased() != recorded.method.uppercased() {
            differences.append("method: recorded \(recorded.method), sent \(sent.method)")
        }
        guard let recordedURL = URL(string: recorded.url) else { return ["the recorded URL \(recorded.url) is not a URL"] }
        if Self.origin(sent.url) != Self.origin(recordedURL) || sent.url.path != recordedURL.path {
            differences.append("URL: recorded \(Self.origin(recordedURL))\(recordedURL.path), sent \(Self.origin(sent.url))\(sent.url.path)")
        }
        differences += compareFields("query", recorded: FormFields.query(of: recordedURL), sent: FormFields.query(of: sent.url))
        let sentBody = sent.body.map { String(decoding: $0, as: UTF8.self) } ?? ""
        if let form = recorded.form {
            differences += compareFields("form", recorded: form, sent: FormFields.decode(sentBody))
        } else if let body = recorded.body, body != sentBody {
            differences.append("body: recorded \(body.debugDescription), sent \(sentBody.debugDescription)")
        } else if recorded.body == nil, !sentBody.isEmpty {
            differences.append("body: none recorded, sent \(sentBody.count) bytes")
        }
        differences += compareHeaders(sent.headers, with: recorded.headers)
        differences += await checkProof(of: sent, recorded: recorded)
        return differences
    }

    /// Fields compared by name: re-derived ones checked, redacted ones by who made them.
    private func compareFields(_ kind: String, recorded: [[String]], sent: [[String]]) -> [String] {
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

    private func compareHeaders(_ sent: TransportHeaders, with recorded: [String: String]) -> [String] {
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
                if clientID != folder.index.clientID {
                    differences.append("header Authorization: Basic credentials for \(clientID ?? "nobody"), recorded for \(folder.index.clientID)")
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
    private func checkProof(of sent: TransportRequest, recorded: RecordedRequest) async -> [String] {
        let recordedProof = recorded.headers.contains { $0.key.lowercased() == "dpop" }
        guard let proof = sent.headers[HeaderName.dpop] else { return recordedProof ? ["header DPoP: recorded a proof, sent none"] : [] }
        guard recordedProof else { return ["header DPoP: none recorded, sent a proof"] }
        let authorization = (sent.headers["Authorization"] ?? "").split(separator: " ", maxSplits: 1).map(String.init)
        let token = authorization.count == 2 && authorization[0].lowercased() == "dpop" ? authorization[1] : nil
        do {
            let verified = try DPoPProofVerifier().verify(
                proof, method: sent.method, url: sent.url, now: clock.now, accessToken: token, expectedNonce: recorded.dpopNonce)
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

    // MARK: Serving

    private func serve(_ recorded: RecordedResponse, now: Date) throws -> TransportResponse {
        var headers = TransportHeaders()
        for (name, value) in recorded.headers.sorted(by: { $0.key < $1.key }) {
            headers.add(name: name, value: substituted(value))
            if value.hasPrefix(ExchangeRedactor.placeholderPrefix) { served.insert(value) }
        }
        guard var json = recorded.json else {
            return TransportResponse(status: recorded.status, headers: headers, body: Data((recorded.text ?? "").utf8))
        }
        json = json.mapStrings(substituted)
        Self.collectPlaceholders(in: json, into: &served)
        if case .object(var members) = json {
            if members["keys"] != nil, members["keys"]?.arrayValue != nil {
                members["keys"] = .array([JSONValue(claim: .object(signer.publicJWK.members))])
            }
            if let claims = recorded.idTokenClaims {
                members["id_token"] = .string(try idToken(claims.mapStrings(substituted), now: now))
            }
            json = .object(members)
        }
        return TransportResponse(status: recorded.status, headers: headers, body: Data(json.jsonString().utf8))
    }

    private func substituted(_ text: String) -> String {
        var result = text
        for (recorded, current) in substitutions where result.contains(recorded) {
            result = result.replacingOccurrences(of: recorded, with: current)
        }
        return result
    }

    /// The recorded claims signed by the replay's key, issued now for as long as the original.
    private func idToken(_ claims: JSONValue, now date: Date) throws -> String {
        guard case .object(var members) = claims.claim else { throw RecordedFolderError(path: "idTokenClaims", reason: "not an object") }
        let now = Int64(date.timeIntervalSince1970)
        let issued = members["iat"]?.numberValue.map { Int64($0) } ?? now
        let expires = members["exp"]?.numberValue.map { Int64($0) } ?? issued + 300
        members["iat"] = .int(now)
        members["exp"] = .int(now + max(expires - issued, 60))
        if members["auth_time"] != nil { members["auth_time"] = .int(now) }
        return try signer.sign(members)
    }

    private static func collectPlaceholders(in value: JSONValue, into found: inout Set<String>) {
        switch value {
        case .string(let text) where text.hasPrefix(ExchangeRedactor.placeholderPrefix): found.insert(text)
        case .array(let items): for item in items { collectPlaceholders(in: item, into: &found) }
        case .object(let members): for member in members.values { collectPlaceholders(in: member, into: &found) }
        default: break
        }
    }
}

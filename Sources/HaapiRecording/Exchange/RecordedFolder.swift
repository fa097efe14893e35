public import Foundation
public import HaapiClient
import HaapiModel

/// A recorded login on disk: `exchange.json` (the index), numbered
/// `NNN-request.json` / `NNN-response.json` files, and a `README.md` listing the
/// steps. ``TransportTap`` writes one; ``ReplayTransport`` plays one back.
public struct RecordedFolder: Sendable, Hashable {
    /// The index.
    public var index: RecordedExchangeIndex
    /// The exchanges, in order.
    public var exchanges: [RecordedExchange]

    /// A recording of `exchanges`, made by an app configured with `configuration`.
    public init(configuration: HaapiClientConfiguration, exchanges: [RecordedExchange], recordedAt: Date = Date()) {
        var endpoints: RecordedExchangeIndex.Endpoints?
        if case .explicit(let explicit) = configuration.endpoints {
            endpoints = RecordedExchangeIndex.Endpoints(
                authorization: explicit.authorizationEndpoint.absoluteString, token: explicit.tokenEndpoint.absoluteString,
                revocation: explicit.revocationEndpoint?.absoluteString, jwks: explicit.jwksURI?.absoluteString)
        }
        index = RecordedExchangeIndex(
            format: RecordedExchangeIndex.currentFormat, recordedAt: recordedAt,
            issuer: configuration.endpoints.issuer.absoluteString, clientID: configuration.clientID,
            redirectURI: configuration.redirectURI.absoluteString, scopes: configuration.scopes,
            acrValues: configuration.acrValues.isEmpty ? nil : configuration.acrValues,
            extraParameters: configuration.extraAuthorizationParameters.isEmpty ? nil : configuration.extraAuthorizationParameters,
            maxAge: configuration.maxAge.map { Int($0) }, prompt: configuration.prompt.isEmpty ? nil : configuration.prompt.map(\.rawValue),
            pushedAuthorizationRequests: configuration.pushedAuthorizationRequests == .never ? nil : configuration.pushedAuthorizationRequests,
            endpoints: endpoints,
            steps: exchanges.map { exchange in
                RecordedExchangeIndex.Step(
                    number: exchange.number, request: exchange.requestFileName, response: exchange.responseFileName,
                    summary: Self.summary(of: exchange))
            })
        self.exchanges = exchanges
    }

    /// Reads the folder at `url`.
    ///
    /// - Throws: ``RecordedFolderError`` naming the file that is missing or not in the format.
    public init(contentsOf url: URL) throws(RecordedFolderError) {
        let indexURL = url.appendingPathComponent("exchange.json")
        index = try Self.decode(RecordedExchangeIndex.self, from: indexURL)
        guard index.format == RecordedExchangeIndex.currentFormat else {
            throw RecordedFolderError(path: indexURL.path, reason: "format \"\(index.format)\" is not \(RecordedExchangeIndex.currentFormat)")
        }
        var exchanges: [RecordedExchange] = []
        for (position, step) in index.steps.enumerated() {
            guard step.number == position + 1 else {
                throw RecordedFolderError(path: indexURL.path, reason: "steps[\(position)] is number \(step.number), expected \(position + 1)")
            }
            exchanges.append(RecordedExchange(
                number: step.number,
                request: try Self.decode(RecordedRequest.self, from: url.appendingPathComponent(step.request)),
                response: try Self.decode(RecordedResponse.self, from: url.appendingPathComponent(step.response))))
        }
        self.exchanges = exchanges
    }

    /// Writes the folder: the index, one request and one response file per exchange, and the README.
    ///
    /// - Throws: ``RecordedFolderError`` naming the file that could not be written.
    public func write(to url: URL) throws(RecordedFolderError) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw RecordedFolderError(path: url.path, reason: "cannot create the folder (\(error.localizedDescription))")
        }
        try Self.write(Self.encode(index), to: url.appendingPathComponent("exchange.json"))
        for exchange in exchanges {
            try Self.write(Self.encode(exchange.request), to: url.appendingPathComponent(exchange.requestFileName))
            try Self.write(Self.encode(exchange.response), to: url.appendingPathComponent(exchange.responseFileName))
        }
        try Self.write(Data(readme.utf8), to: url.appendingPathComponent("README.md"))
    }

    /// The README: where and when it was recorded, and a table of the steps.
    public var readme: String {
        var lines = [
            "# Recorded HAAPI login",
            "",
            "Recorded \(ISO8601DateFormatter().string(from: index.recordedAt)) against `\(index.issuer)` as client `\(index.clientID)`.",
            "Passwords, codes, tokens, client secrets, DPoP proofs, cookies and session ids are replaced by `redacted-…` placeholders.",
            "Replay it in a test with `ReplayTransport(folder:)` (HaapiRecording); show its screens with `haapi preview <folder>`.",
            "",
            "| # | request | answer |",
            "|---|---|---|",
        ]
        for (step, exchange) in zip(index.steps, exchanges) {
            let request = "\(exchange.request.method) \(URL(string: exchange.request.url)?.path ?? exchange.request.url)"
            let answer = step.summary.components(separatedBy: " → ").last ?? step.summary
            lines.append("| [\(step.number)](\(step.response)) | `\(request)` | \(answer.replacingOccurrences(of: "|", with: "\\|")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The client secret replays are configured with: any secret passes, as the
    /// recording holds none.
    public static let standInClientSecret = "replayed-client-secret"

    /// A configuration to replay with: the recorded issuer (or endpoints), client id,
    /// redirect URI, scopes, `acr_values`, `max_age`, `prompt`, whether requests are
    /// pushed, and extra parameters, and a stand-in client secret (a replay only checks
    /// that the app authenticates, not with what).
    public func clientConfiguration(
        _ change: (inout HaapiClientConfiguration.Builder) -> Void = { _ in }
    ) throws -> HaapiClientConfiguration {
        guard let issuer = URL(string: index.issuer), let redirectURI = URL(string: index.redirectURI) else {
            throw RecordedFolderError(path: "exchange.json", reason: "issuer or redirectURI is not a URL")
        }
        var builder = HaapiClientConfiguration.Builder(
            clientID: index.clientID, issuer: issuer, redirectURI: redirectURI,
            clientAuthentication: .clientSecretBasic(ClientSecret(Self.standInClientSecret)))
        if let endpoints = index.endpoints, let authorization = URL(string: endpoints.authorization), let token = URL(string: endpoints.token) {
            builder.endpoints = .explicit(ServerEndpoints(
                issuer: issuer, authorizationEndpoint: authorization, tokenEndpoint: token,
                revocationEndpoint: endpoints.revocation.flatMap(URL.init(string:)), jwksURI: endpoints.jwks.flatMap(URL.init(string:))))
        }
        builder.scopes = index.scopes
        builder.acrValues = index.acrValues ?? []
        builder.extraAuthorizationParameters = index.extraParameters ?? [:]
        builder.maxAge = index.maxAge.map { TimeInterval($0) }
        builder.prompt = (index.prompt ?? []).map { Prompt(rawValue: $0) }
        builder.pushedAuthorizationRequests = index.pushedAuthorizationRequests ?? .never
        change(&builder)
        return try builder.build()
    }

    // MARK: Summaries

    /// `GET /oauth/authorize → 200 redirection-step`.
    static func summary(of exchange: RecordedExchange) -> String {
        let path = URL(string: exchange.request.url)?.path ?? exchange.request.url
        return "\(exchange.request.method) \(path) → \(exchange.response.status) \(answerSummary(exchange.response))"
    }

    private static func answerSummary(_ response: RecordedResponse) -> String {
        guard let json = response.json else { return response.mediaType ?? "no body" }
        if response.mediaType == MediaType.problem { return "problem \(json["type"]?.stringValue ?? "?")" }
        if let type = json["type"]?.stringValue, response.mediaType == MediaType.haapi {
            let titles = (json["actions"]?.arrayValue ?? []).compactMap { action in
                action["title"]?.stringValue ?? action["kind"]?.stringValue
            }
            return titles.isEmpty ? type : "\(type): \(titles.prefix(4).joined(separator: ", "))\(titles.count > 4 ? ", …" : "")"
        }
        if json["access_token"] != nil { return "tokens (\(json["token_type"]?.stringValue ?? "?"))" }
        if json["authorization_endpoint"] != nil { return "discovery document" }
        if json["keys"] != nil { return "signing keys" }
        if json["request_uri"] != nil { return "pushed request" }
        if let error = json["error"]?.stringValue { return "error \(error)" }
        return response.mediaType ?? "JSON"
    }

    // MARK: Files

    private static func encode(_ value: some Encodable) throws(RecordedFolderError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        do {
            return try encoder.encode(value) + Data("\n".utf8)
        } catch {
            throw RecordedFolderError(path: "\(type(of: value))", reason: "cannot be encoded (\(error))")
        }
    }

    private static func write(_ data: Data, to url: URL) throws(RecordedFolderError) {
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw RecordedFolderError(path: url.path, reason: "cannot be written (\(error.localizedDescription))")
        }
    }

    private static func decode<T: Decodable>(_ type: T.Type, from url: URL) throws(RecordedFolderError) -> T {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw RecordedFolderError(path: url.path, reason: "cannot be read (missing or not a file)")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(type, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw RecordedFolderError(path: url.path, reason: "\(Self.path(context.codingPath + [key])): missing")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw RecordedFolderError(path: url.path, reason: "\(Self.path(context.codingPath)): \(context.debugDescription)")
        } catch let DecodingError.dataCorrupted(context) {
            throw RecordedFolderError(path: url.path, reason: "\(Self.path(context.codingPath)): \(context.debugDescription)")
        } catch {
            throw RecordedFolderError(path: url.path, reason: "not a recorded \(type) (\(error))")
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.isEmpty ? "(top level)" : keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: ["."])
    }
}

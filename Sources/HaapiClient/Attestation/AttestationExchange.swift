import Foundation
import HaapiModel

/// The HTTP of the attestation exchange at `{token endpoint}/cat`: the requests, and the
/// answers read into values or typed ``AttestationError``s that never quote a body.
enum AttestationExchange {
    /// A challenge and when it stops being answerable (`nil`: the server did not say).
    struct Challenge: Sendable {
        var value: String
        var expiresAt: Date?
    }

    /// A client attestation token and when it expires.
    struct Token: Sendable {
        var value: String
        var expiresAt: Date
    }

    /// The longest challenge or token accepted.
    static let maximumLength = 8192

    /// `{token endpoint}/cat`.
    static func endpoint(_ tokenEndpoint: URL) throws(HaapiClientError) -> URL {
        guard var components = URLComponents(url: tokenEndpoint, resolvingAgainstBaseURL: true) else {
            throw .attestation(AttestationError(.attesterFailed("the token endpoint \(tokenEndpoint.redactedDescription) is not a URL")))
        }
        var path = components.percentEncodedPath
        while path.hasSuffix("/") { path.removeLast() }
        components.percentEncodedPath = path + "/" + ClientAttestationWire.challengePath
        components.percentEncodedQuery = nil
        components.fragment = nil
        guard let url = components.url else {
            throw .attestation(AttestationError(.attesterFailed("no attestation endpoint can be made from the token endpoint")))
        }
        return url
    }

    /// `GET {endpoint}?client_id=…`.
    static func challengeRequest(_ endpoint: URL, clientID: String) -> TransportRequest {
        var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: true)
        components?.percentEncodedQuery = "client_id=" + PercentEncoding.encode(clientID)
        return TransportRequest(method: "GET", url: components?.url ?? endpoint, headers: ["Accept": MediaType.json])
    }

    /// `POST {endpoint}` with the challenge and the device's evidence.
    static func answerRequest(_ endpoint: URL, clientID: String, challenge: String, evidence: DeviceAttestation) -> TransportRequest {
        let form = PercentEncoding.encode([
            ("client_id", clientID), ("challenge", challenge), ("attestation_format", evidence.format),
            ("attestation", evidence.evidence),
        ])
        return TransportRequest(
            method: "POST", url: endpoint, headers: ["Accept": MediaType.json, "Content-Type": MediaType.formURLEncoded],
            body: Data(form.utf8))
    }

    /// The challenge in a challenge answer received at `now`.
    static func challenge(in response: TransportResponse, request: String, now: Date) throws(HaapiClientError) -> Challenge {
        func fail(_ reason: AttestationError.Reason) -> HaapiClientError { .attestation(AttestationError(reason, request: request)) }
        guard response.isSuccess else {
            if [404, 405, 501].contains(response.status) { throw fail(.noChallenge(status: response.status)) }
            throw fail(refusal(response))
        }
        let members = try object(response) { reason throws(HaapiClientError) in throw fail(.malformedChallenge(reason)) }
        guard let value = members["challenge"]?.stringValue, !value.isEmpty, value.count <= maximumLength,
            value.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
        else {
            throw fail(.malformedChallenge("'challenge' is missing, empty, too long or not printable ASCII"))
        }
        guard let member = members["expires_in"] else { return Challenge(value: value, expiresAt: nil) }
        guard let lifetime = seconds(member) else { throw fail(.malformedChallenge("'expires_in' is not a positive number")) }
        return Challenge(value: value, expiresAt: now.addingTimeInterval(lifetime))
    }

    /// The token in an answer received at `now`.
    static func token(in response: TransportResponse, request: String, now: Date) throws(HaapiClientError) -> Token {
        func fail(_ reason: AttestationError.Reason) -> HaapiClientError { .attestation(AttestationError(reason, request: request)) }
        guard response.isSuccess else { throw fail(refusal(response)) }
        let members = try object(response) { reason throws(HaapiClientError) in throw fail(.malformedToken(reason)) }
        guard let value = members["cat"]?.stringValue, !value.isEmpty, value.count <= maximumLength,
            value.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
        else {
            throw fail(.malformedToken("'cat' is missing, empty, too long or not printable ASCII"))
        }
        guard let lifetime = members["expires_in"].flatMap(seconds) else {
            throw fail(.malformedToken("'expires_in' is missing or not a positive number"))
        }
        return Token(value: value, expiresAt: now.addingTimeInterval(lifetime))
    }

    /// A refusal: the OAuth error (an expired challenge by its own case), or the status.
    private static func refusal(_ response: TransportResponse) -> AttestationError.Reason {
        guard let error = TokenResponse.oauthError(in: response, endpoint: "attestation") else {
            return .unexpectedStatus(response.status)
        }
        return error.error == ClientAttestationWire.expiredChallengeError ? .challengeExpired : .rejected(error)
    }

    /// The answer's JSON object, or `fail` with why not.
    private static func object(
        _ response: TransportResponse, fail: (String) throws(HaapiClientError) -> Never
    ) throws(HaapiClientError) -> [String: JSONValue] {
        guard let type = response.headers["Content-Type"], MediaType.isJSON(type) else {
            try fail("the Content-Type is \(response.headers["Content-Type"].map { "'\($0)'" } ?? "missing"), not JSON")
        }
        guard let json = try? JSONValue.parse(response.body), let members = json.objectValue else {
            try fail("the body is not a JSON object")
        }
        return members
    }

    /// A positive, finite number of seconds (at most a day).
    private static func seconds(_ value: JSONValue) -> TimeInterval? {
        guard let number = value.numberValue?.doubleValue, number.isFinite, number > 0, number <= 86_400 else { return nil }
        return number
    }
}

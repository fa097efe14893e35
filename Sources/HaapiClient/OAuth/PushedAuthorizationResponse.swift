import Foundation
import HaapiModel

/// The answer of a pushed authorization request endpoint (RFC 9126 section 2.2): `201
/// Created` with a JSON object naming the `request_uri` and its `expires_in`.
struct PushedAuthorizationResponse: Sendable, Hashable {
    /// The reference to the pushed request, a URN (`urn:ietf:params:oauth:request_uri:...`).
    let requestURI: String
    /// How long the reference may be used, in seconds (more than 0).
    let expiresIn: TimeInterval

    /// The longest `request_uri` accepted, in characters.
    static let maximumRequestURILength = 1024

    /// Reads `response`.
    ///
    /// - Throws: ``HaapiClientError/oauth(_:)`` for an OAuth error answer,
    ///   ``HaapiClientError/httpStatus(_:)`` for another failure status, and
    ///   ``HaapiClientError/protocolViolation(_:)`` for a success other than 201, a body
    ///   that is not JSON, a `request_uri` that is missing or no URN, or an `expires_in`
    ///   that is missing or says the reference has expired already.
    static func parse(
        _ response: TransportResponse, request: String, knownSecrets: [String]
    ) throws(HaapiClientError) -> PushedAuthorizationResponse {
        func violation(_ reason: ProtocolViolationError.Reason) -> HaapiClientError {
            .protocolViolation(ProtocolViolationError(request: request, status: response.status, reason: reason))
        }
        guard response.status == 201 else {
            if !response.isSuccess, let error = TokenResponse.oauthError(in: response, endpoint: "pushed authorization request") {
                throw .oauth(error)
            }
            if response.isSuccess {
                throw violation(.other("a pushed authorization request is answered 201 Created (RFC 9126 section 2.2)"))
            }
            throw .httpStatus(ResponseClassifier.statusError(response, request: request, knownSecrets: knownSecrets))
        }
        let json = try TokenResponse.jsonObject(in: response, what: "the answer", violation: violation)
        guard let requestURI = json["request_uri"]?.stringValue, !requestURI.isEmpty else {
            throw violation(.invalidMember("request_uri", reason: "missing or not a non-empty string"))
        }
        guard isURN(requestURI) else {
            throw violation(.invalidMember(
                "request_uri", reason: "not a URN (urn:...) of printable ASCII without spaces, at most \(maximumRequestURILength) characters"))
        }
        guard let value = json["expires_in"], !value.isNull else {
            throw violation(.invalidMember("expires_in", reason: "missing"))
        }
        guard let seconds = value.numberValue?.doubleValue, seconds.isFinite else {
            throw violation(.invalidMember("expires_in", reason: "not a number of seconds"))
        }
        guard seconds > 0 else {
            throw violation(.invalidMember("expires_in", reason: "\(value.numberValue?.literal ?? "0"): the request_uri has expired already"))
        }
        return PushedAuthorizationResponse(requestURI: requestURI, expiresIn: seconds)
    }

    /// Whether `text` is a URN the client may send back in a URL: `urn:` (any case), then
    /// printable ASCII without spaces.
    static func isURN(_ text: String) -> Bool {
        text.count <= maximumRequestURILength && text.lowercased().hasPrefix("urn:") && text.count > 4
            && text.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F }
    }
}

import Foundation
import HaapiModel

/// Reads a successful token endpoint answer (RFC 6749 section 5.1).
enum TokenResponse {
    /// The JSON object an OAuth endpoint answered: a JSON content type, a body that parses,
    /// an object; otherwise `violation` of the reason (`what` names the answer).
    static func jsonObject(
        in response: TransportResponse, what: String, violation: (ProtocolViolationError.Reason) -> HaapiClientError
    ) throws(HaapiClientError) -> JSONValue {
        guard let type = response.headers["Content-Type"], MediaType.isJSON(type) else {
            throw violation(.unexpectedContentType(response.headers["Content-Type"], expected: [MediaType.json]))
        }
        let json: JSONValue
        do {
            json = try JSONValue.parse(response.body)
        } catch {
            throw violation(.undecodableBody(error))
        }
        guard case .object = json else { throw violation(.other("\(what) is not a JSON object")) }
        return json
    }

    static func parse(_ response: TransportResponse, request: String, issuedAt: Date) throws(HaapiClientError) -> OAuthTokens {
        func violation(_ reason: ProtocolViolationError.Reason) -> HaapiClientError {
            .protocolViolation(ProtocolViolationError(request: request, status: response.status, reason: reason))
        }
        let json = try jsonObject(in: response, what: "the token response", violation: violation)
        guard let accessToken = json["access_token"]?.stringValue, !accessToken.isEmpty else {
            throw violation(.invalidMember("access_token", reason: "missing or not a non-empty string"))
        }
        guard let tokenType = json["token_type"]?.stringValue, !tokenType.isEmpty else {
            throw violation(.invalidMember("token_type", reason: "missing or not a non-empty string"))
        }
        var expiresAt: Date?
        if let value = json["expires_in"], !value.isNull {
            guard let seconds = value.numberValue?.doubleValue, seconds.isFinite, seconds >= 0 else {
                throw violation(.invalidMember("expires_in", reason: "not a non-negative number"))
            }
            expiresAt = issuedAt.addingTimeInterval(seconds)
        }
        return OAuthTokens(
            accessToken: accessToken, tokenType: tokenType,
            refreshToken: try optionalString("refresh_token", in: json, violation: violation),
            idToken: try optionalString("id_token", in: json, violation: violation),
            scope: try optionalString("scope", in: json, violation: violation),
            issuedAt: issuedAt, expiresAt: expiresAt)
    }

    private static func optionalString(
        _ name: String, in json: JSONValue, violation: (ProtocolViolationError.Reason) -> HaapiClientError
    ) throws(HaapiClientError) -> String? {
        guard let value = json[name], !value.isNull else { return nil }
        guard let text = value.stringValue else { throw violation(.invalidMember(name, reason: "not a string")) }
        return text
    }

    /// The OAuth error in an error answer, if the body is one.
    static func oauthError(in response: TransportResponse, endpoint: String) -> OAuthError? {
        guard let json = try? JSONValue.parse(response.body), let error = json["error"]?.stringValue else { return nil }
        return OAuthError(
            error: error, errorDescription: json["error_description"]?.stringValue, endpoint: endpoint,
            status: response.status)
    }
}

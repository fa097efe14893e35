import Foundation
import HaapiModel

/// Reads the endpoints from an OpenID Connect discovery document.
enum DiscoveryDocument {
    /// The well-known path appended to the issuer.
    static let wellKnownPath = ".well-known/openid-configuration"

    /// `{issuer}/.well-known/openid-configuration`, keeping the issuer's path.
    static func url(for issuer: URL) -> URL {
        var text = issuer.absoluteString
        if !text.hasSuffix("/") { text += "/" }
        return URL(string: text + wellKnownPath) ?? issuer.appendingPathComponent(wellKnownPath)
    }

    /// The endpoints in `body`, checked against the configured issuer.
    static func parse(_ body: Data, configuredIssuer: URL, request: String, status: Int) throws(HaapiClientError) -> ServerEndpoints {
        let json: JSONValue
        do {
            json = try JSONValue.parse(body)
        } catch {
            throw .protocolViolation(ProtocolViolationError(request: request, status: status, reason: .undecodableBody(error)))
        }
        func url(_ name: String, required: Bool) throws(HaapiClientError) -> URL? {
            guard let value = json[name], !value.isNull else {
                if required {
                    throw .protocolViolation(ProtocolViolationError(
                        request: request, status: status, reason: .invalidMember(name, reason: "missing")))
                }
                return nil
            }
            guard let text = value.stringValue, let url = URL(string: text), url.scheme != nil else {
                throw .protocolViolation(ProtocolViolationError(
                    request: request, status: status, reason: .invalidMember(name, reason: "not an absolute URL")))
            }
            guard HostClassifier.isSecureServerURL(url) else {
                throw .security(SecurityCheckError(.insecureURL(url.redactedDescription)))
            }
            return url
        }
        guard let issuer = json["issuer"]?.stringValue else {
            throw .protocolViolation(ProtocolViolationError(
                request: request, status: status, reason: .invalidMember("issuer", reason: "missing or not a string")))
        }
        guard issuer == configuredIssuer.absoluteString else {
            throw .security(SecurityCheckError(
                .discoveryIssuerMismatch(configured: configuredIssuer.absoluteString, discovered: issuer)))
        }
        guard let authorization = try url("authorization_endpoint", required: true),
              let token = try url("token_endpoint", required: true)
        else {
            throw .protocolViolation(ProtocolViolationError(request: request, status: status, reason: .other("endpoints missing")))
        }
        return ServerEndpoints(
            issuer: configuredIssuer,
            authorizationEndpoint: authorization,
            tokenEndpoint: token,
            revocationEndpoint: try url("revocation_endpoint", required: false),
            jwksURI: try url("jwks_uri", required: false),
            issuerParameterSupported: json["authorization_response_iss_parameter_supported"]?.boolValue ?? false,
            registrationEndpoint: try url("registration_endpoint", required: false),
            endSessionEndpoint: try url("end_session_endpoint", required: false),
            pushedAuthorizationRequestEndpoint: try url("pushed_authorization_request_endpoint", required: false),
            requirePushedAuthorizationRequests: json["require_pushed_authorization_requests"]?.boolValue ?? false)
    }
}

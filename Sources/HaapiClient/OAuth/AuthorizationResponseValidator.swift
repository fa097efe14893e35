import Foundation
import HaapiJOSE
import HaapiModel

/// The checks on an authorization response before its code is exchanged: `state` must
/// be the one sent; `iss` (RFC 9207) must be the expected issuer when present, and must
/// be present when the server announced it.
enum AuthorizationResponseValidator {
    /// The code, once all checks passed.
    static func validate(
        _ response: AuthorizationResponseProperties, flow: AuthorizationFlow
    ) throws(HaapiClientError) -> String {
        guard let state = response.state else { throw .security(SecurityCheckError(.missingState)) }
        guard ConstantTime.equals(state, flow.state) else { throw .security(SecurityCheckError(.stateMismatch)) }
        let expected = flow.endpoints.issuer.absoluteString
        if let iss = response.iss {
            guard iss == expected else {
                throw .security(SecurityCheckError(.issuerMismatch(expected: expected, received: iss)))
            }
        } else if flow.endpoints.issuerParameterSupported {
            throw .security(SecurityCheckError(.missingIssuer(expected: expected)))
        }
        guard let code = response.code, !code.isEmpty else {
            throw .protocolViolation(ProtocolViolationError(
                request: "authorization response", status: 200, reason: .invalidMember("properties.code", reason: "missing")))
        }
        return code
    }
}

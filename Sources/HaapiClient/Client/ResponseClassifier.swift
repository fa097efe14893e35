import Foundation
import HaapiModel

/// Sorts a HAAPI endpoint's answer into a representation, a problem, or a typed error.
enum ResponseClassifier {
    static func classify(
        _ response: TransportResponse, url: URL, request: String, knownSecrets: [String]
    ) throws(HaapiClientError) -> HaapiResponse {
        let type = response.mediaType
        if (300..<400).contains(response.status) {
            throw .httpStatus(statusError(response, request: request, knownSecrets: knownSecrets))
        }
        if type == MediaType.haapi || type == MediaType.problem {
            let document: HaapiDocument
            do {
                document = try HaapiDecoder(baseURL: url).decode(response.body)
            } catch {
                throw .protocolViolation(ProtocolViolationError(
                    request: request, status: response.status, reason: .undecodableBody(error)))
            }
            return HaapiResponse(document: document, status: response.status, url: url)
        }
        if response.status == 401, let challenge = WWWAuthenticateChallenge.error(in: response) {
            throw .oauth(OAuthError(error: challenge.error, errorDescription: challenge.description, endpoint: "HAAPI", status: 401))
        }
        if !response.isSuccess {
            throw .httpStatus(statusError(response, request: request, knownSecrets: knownSecrets))
        }
        throw .protocolViolation(ProtocolViolationError(
            request: request, status: response.status,
            reason: .unexpectedContentType(response.headers["Content-Type"], expected: [MediaType.haapi, MediaType.problem])))
    }

    static func statusError(_ response: TransportResponse, request: String, knownSecrets: [String]) -> HTTPStatusError {
        HTTPStatusError(
            status: response.status, request: request, contentType: response.headers["Content-Type"],
            bodyExcerpt: BodyExcerpt.make(response.body, knownSecrets: knownSecrets))
    }
}

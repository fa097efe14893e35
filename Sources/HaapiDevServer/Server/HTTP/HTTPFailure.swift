import Foundation
import HTTPTypes
import HaapiModel
import Hummingbird

/// An error answer, thrown from deep inside a handler and written by
/// ``FailureMiddleware``: a problem document, an OAuth error or a resource-server error.
struct HTTPFailure: Error, Sendable {
    var status: HTTPResponse.Status
    var headers: HTTPFields
    var contentType: String
    var body: [UInt8]
    /// A short text for the server log (never a secret).
    var logSummary: String

    /// A HAAPI problem (`application/problem+json`).
    static func problem(_ problem: Problem, status: HTTPResponse.Status = .badRequest, headers: HTTPFields = [:]) -> HTTPFailure {
        HTTPFailure(
            status: status, headers: headers, contentType: HaapiModel.MediaType.problem, body: problem.jsonData(),
            logSummary: "\(problem.type.rawValue.replacingOccurrences(of: "https://curity.se/problems/", with: "")): \(problem.title ?? "")")
    }

    /// An OAuth error (RFC 6749 section 5.2): `{"error", "error_description"}`.
    static func oauth(
        _ error: String, _ description: String, status: HTTPResponse.Status = .badRequest, headers: HTTPFields = [:]
    ) -> HTTPFailure {
        let body: JSONValue = ["error": .string(error), "error_description": .string(description)]
        var all = headers
        all[.cacheControl] = "no-store"
        return HTTPFailure(
            status: status, headers: all, contentType: HaapiModel.MediaType.json, body: body.serialized(),
            logSummary: "\(error): \(description)")
    }

    /// A resource-server error (RFC 6750 / RFC 9449 section 7.1): 401 with
    /// `WWW-Authenticate: DPoP error="..."` and the same error as a JSON body.
    static func unauthorized(_ error: String?, _ description: String, extraHeaders: HTTPFields = [:]) -> HTTPFailure {
        var challenge = "DPoP algs=\"ES256\""
        if let error {
            challenge += ", error=\"\(error)\", error_description=\"\(description.replacingOccurrences(of: "\"", with: "'"))\""
        }
        var headers = extraHeaders
        headers[.wwwAuthenticate] = challenge
        return oauth(error ?? "invalid_token", description, status: .unauthorized, headers: headers)
    }
}

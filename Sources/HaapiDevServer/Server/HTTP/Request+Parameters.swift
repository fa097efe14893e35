import Foundation
import HaapiModel
import Hummingbird
import NIOCore

extension Request {
    /// The query parameters.
    var queryParameters: FormParameters {
        FormParameters(encoded: uri.query ?? "")
    }

    /// The form body (`application/x-www-form-urlencoded`, or with `allowingJSON` a JSON
    /// object, as HAAPI forms of type `application/json` send), or a failure: 415 for
    /// another type (`invalid_request` for OAuth endpoints), 400 for JSON that is not an object.
    /// The body was already collected (and capped) by ``FailureMiddleware``.
    func formBody(oauth: Bool = false, allowingJSON: Bool = false) async throws(HTTPFailure) -> FormParameters {
        let type = headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        let bytes: [UInt8]
        do {
            let buffer = try await body.collect(upTo: .max)
            bytes = Array(buffer: buffer)
        } catch {
            throw .oauth("invalid_request", "the body could not be read")
        }
        if bytes.isEmpty { return FormParameters() }
        if allowingJSON, let type, HaapiModel.MediaType.isJSON(type) {
            guard let json = try? JSONValue.parse(bytes), let form = FormParameters(json: json) else {
                throw .userError("The body is not a JSON object")
            }
            return form
        }
        guard type == HaapiModel.MediaType.formURLEncoded else {
            let accepted = allowingJSON ? "\(HaapiModel.MediaType.formURLEncoded) or \(HaapiModel.MediaType.json)" : HaapiModel.MediaType.formURLEncoded
            let reason = "the body must be \(accepted)"
            throw oauth ? .oauth("invalid_request", reason) : .userError(reason, status: .unsupportedMediaType)
        }
        return FormParameters(encoded: String(decoding: bytes, as: UTF8.self))
    }
}

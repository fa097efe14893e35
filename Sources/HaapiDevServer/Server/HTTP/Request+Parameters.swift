import Foundation
import HaapiModel
import Hummingbird

extension Request {
    /// The query parameters.
    var queryParameters: FormParameters {
        FormParameters(encoded: uri.query ?? "")
    }

    /// The form body (`application/x-www-form-urlencoded`), or an `invalid_request` failure.
    /// The body was already collected (and capped) by ``FailureMiddleware``.
    func formBody(oauth: Bool = false) async throws(HTTPFailure) -> FormParameters {
        let type = headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        let text: String
        do {
            let buffer = try await body.collect(upTo: .max)
            text = String(buffer: buffer)
        } catch {
            throw .oauth("invalid_request", "the body could not be read")
        }
        if text.isEmpty { return FormParameters() }
        guard type == HaapiModel.MediaType.formURLEncoded else {
            let reason = "the body must be \(HaapiModel.MediaType.formURLEncoded)"
            throw oauth ? .oauth("invalid_request", reason) : .userError(reason, status: .unsupportedMediaType)
        }
        return FormParameters(encoded: text)
    }
}

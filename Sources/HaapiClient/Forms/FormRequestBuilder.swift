import Foundation
import HaapiModel

/// Turns a ``FormSubmission`` into the request the HAAPI rules call for: `GET` puts the
/// fields in the query; `POST` puts them in the body, form-encoded or JSON by the form's `type`.
enum FormRequestBuilder {
    static func request(for submission: FormSubmission) throws(HaapiClientError) -> TransportRequest {
        let form = submission.form
        let parameters = try submission.parameters()
        switch form.method {
        case .get:
            let query = PercentEncoding.encode(parameters.map { ($0.name, text(of: $0.value)) })
            return TransportRequest(method: "GET", url: try appending(query: query, to: form.href.url))
        case .post:
            if form.isJSON {
                var object: [String: JSONValue] = [:]
                for (name, value) in parameters {
                    switch value {
                    case .text(let text): object[name] = .string(text)
                    case .json(let json): object[name] = json
                    case .checked(let flag): object[name] = .bool(flag)
                    }
                }
                return TransportRequest(
                    method: "POST", url: form.href.url, headers: ["Content-Type": MediaType.json],
                    body: Data(JSONValue.object(object).serialized()))
            }
            if let type = form.type, MediaType.base(type) != MediaType.formURLEncoded {
                throw .invalidUse(InvalidUseError(
                    "the form's type \"\(type)\" is not supported (only \(MediaType.formURLEncoded) and JSON)",
                    recoverySuggestion: "Handle this form in the app, or update the SDK."))
            }
            let body = PercentEncoding.encode(parameters.map { ($0.name, text(of: $0.value)) })
            return TransportRequest(
                method: "POST", url: form.href.url, headers: ["Content-Type": MediaType.formURLEncoded],
                body: Data(body.utf8))
        case .unknown(let method):
            throw .invalidUse(InvalidUseError(
                "the form's method \"\(method)\" is not supported (only GET and POST)",
                recoverySuggestion: "Handle this form in the app, or update the SDK."))
        }
    }

    /// `url` with `query` added after any query it already has.
    static func appending(query: String, to url: URL) throws(HaapiClientError) -> URL {
        guard !query.isEmpty else { return url }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            throw .invalidUse(InvalidUseError(
                "cannot add a query to \(url.redactedDescription)", recoverySuggestion: "Check the form's href."))
        }
        if let existing = components.percentEncodedQuery, !existing.isEmpty {
            components.percentEncodedQuery = existing + "&" + query
        } else {
            components.percentEncodedQuery = query
        }
        guard let result = components.url else {
            throw .invalidUse(InvalidUseError(
                "cannot add a query to \(url.redactedDescription)", recoverySuggestion: "Check the form's href."))
        }
        return result
    }

    private static func text(of value: FormSubmission.Value) -> String {
        switch value {
        case .text(let text): text
        case .checked(let flag): flag ? "on" : "off"
        case .json(let json): json.stringValue ?? json.jsonString()
        }
    }
}

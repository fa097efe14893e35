import Foundation

/// A URL's query parameters as the router reads them: by percent-decoded name, each at
/// most once, values percent-decoded (a `+` stays a `+`).
struct RouteQuery {
    let items: [URLQueryItem]

    /// Wraps percent-encoded query items (`URLComponents.percentEncodedQueryItems`).
    init(_ percentEncodedItems: [URLQueryItem]) {
        items = percentEncodedItems
    }

    /// The decoded value of parameter `name`, `nil` when absent; a parameter without `=` has an empty value.
    ///
    /// - Throws: ``HaapiKitError/invalidInput(_:)`` when the parameter is given more than
    ///   once or its value is not percent-encoded UTF-8.
    func value(_ name: String) throws(HaapiKitError) -> String? {
        let matching = items.filter { ($0.name.removingPercentEncoding ?? $0.name) == name }
        guard let item = matching.first else { return nil }
        guard matching.count == 1 else { throw Self.invalid(name, "is given more than once") }
        guard let value = (item.value ?? "").removingPercentEncoding else {
            throw Self.invalid(name, "is not percent-encoded UTF-8")
        }
        return value
    }

    /// The decoded value of a parameter that must be there.
    func required(_ name: String) throws(HaapiKitError) -> String {
        guard let value = try value(name) else { throw Self.invalid(name, "is missing") }
        return value
    }

    /// `.invalidInput("url: <parameter>: <why>")`.
    static func invalid(_ name: String, _ why: String) -> HaapiKitError {
        .invalidInput("url: \(name): \(why)")
    }
}

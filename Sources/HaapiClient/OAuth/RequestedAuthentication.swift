import Foundation

/// What one flow asks about the person's authentication: `acr_values`, `max_age` and
/// `prompt`, from the configuration or, for this flow only, from the parameters of
/// ``HaapiClient/start(parameters:)``. The ID token of the flow is checked against it.
struct RequestedAuthentication: Sendable, Hashable, Codable {
    /// The names of the parameters it holds.
    static let parameterNames: Set<String> = ["acr_values", "max_age", "prompt"]

    /// `acr_values` as sent, in order of preference.
    var acrValues: [String] = []
    /// `max_age` as sent, in seconds.
    var maxAge: Int?
    /// `prompt` as sent.
    var prompt: [String] = []

    /// The configuration's settings, with `parameters` (of ``HaapiClient/start(parameters:)``)
    /// in their place where they name them.
    ///
    /// - Throws: ``HaapiClientError/invalidUse(_:)`` when a given `max_age` is not a whole
    ///   number of seconds, 0 or more, or a `prompt` is empty or combines `none` with others.
    static func resolve(
        _ configuration: HaapiClientConfiguration, parameters: [String: String]
    ) throws(HaapiClientError) -> RequestedAuthentication {
        var requested = RequestedAuthentication(
            acrValues: configuration.acrValues, maxAge: configuration.maxAge.map { Int($0) },
            prompt: configuration.prompt.map(\.rawValue))
        if let text = parameters["acr_values"] {
            requested.acrValues = words(text)
            guard !requested.acrValues.isEmpty else { throw invalid("acr_values", "is empty") }
        }
        if let text = parameters["max_age"] {
            guard let seconds = wholeSeconds(text) else {
                throw invalid("max_age", "must be a whole number of seconds, 0 or more, written in digits")
            }
            requested.maxAge = seconds
        }
        if let text = parameters["prompt"] {
            requested.prompt = words(text)
            guard !requested.prompt.isEmpty else { throw invalid("prompt", "is empty") }
            if let problem = promptProblem(requested.prompt) { throw invalid("prompt", problem) }
        }
        return requested
    }

    /// The authorization parameters, in this order; none that is unset.
    var parameters: [(name: String, value: String)] {
        var pairs: [(name: String, value: String)] = []
        if !acrValues.isEmpty { pairs.append(("acr_values", acrValues.joined(separator: " "))) }
        if let maxAge { pairs.append(("max_age", String(maxAge))) }
        if !prompt.isEmpty { pairs.append(("prompt", prompt.joined(separator: " "))) }
        return pairs
    }

    /// What is wrong with a list of prompt values, or `nil`: `none` goes alone.
    static func promptProblem(_ values: [String]) -> String? {
        values.contains(Prompt.none.rawValue) && values.count > 1 ? "combines none with other values" : nil
    }

    /// The largest `max_age` sent, in seconds (about 68 years).
    static let maxAgeLimit = Int(Int32.max)

    /// `text` as seconds: digits only, at most ``maxAgeLimit``.
    private static func wholeSeconds(_ text: String) -> Int? {
        guard !text.isEmpty, text.count <= 10, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text),
            value <= maxAgeLimit
        else { return nil }
        return value
    }

    private static func words(_ text: String) -> [String] {
        text.split(separator: " ").map(String.init)
    }

    private static func invalid(_ name: String, _ reason: String) -> HaapiClientError {
        .invalidUse(InvalidUseError(
            "the authorization parameter \(name) given to start(parameters:) \(reason)",
            recoverySuggestion: "Give \(name) as the OpenID Connect parameter is written, or leave it out to use the configuration's."))
    }
}

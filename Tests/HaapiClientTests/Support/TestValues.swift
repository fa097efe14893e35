import Foundation
import HaapiClient
import HaapiJOSE

/// Common values for the unit tests.
enum TestValues {
    static let issuer = URL(string: "https://login.example.com/oauth")!
    static let authorize = URL(string: "https://login.example.com/oauth/authorize")!
    static let token = URL(string: "https://login.example.com/oauth/token")!
    static let revoke = URL(string: "https://login.example.com/oauth/revoke")!
    static let jwks = URL(string: "https://login.example.com/oauth/jwks")!
    static let par = URL(string: "https://login.example.com/oauth/par")!
    static let endSession = URL(string: "https://login.example.com/oauth/logout")!
    static let clientID = "haapi-test-client"
    static let redirect = URL(string: "app.example:/callback")!
    static let clientSecret = "client-secret-Zq81"
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    static var endpoints: ServerEndpoints {
        ServerEndpoints(
            issuer: issuer, authorizationEndpoint: authorize, tokenEndpoint: token, revocationEndpoint: revoke, jwksURI: jwks,
            endSessionEndpoint: endSession)
    }

    static func builder(
        endpoints: EndpointConfiguration = .explicit(TestValues.endpoints),
        auth: ClientAuthentication = .clientSecretBasic(ClientSecret(clientSecret))
    ) -> HaapiClientConfiguration.Builder {
        var builder = HaapiClientConfiguration.Builder(
            clientID: clientID, endpoints: endpoints, redirectURI: redirect, clientAuthentication: auth)
        builder.scopes = ["openid", "profile"]
        builder.acrValues = ["urn:se:curity:authentication:html-form:Username-Password"]
        return builder
    }

    static func configuration(_ change: (inout HaapiClientConfiguration.Builder) -> Void = { _ in }) throws -> HaapiClientConfiguration {
        var builder = builder()
        change(&builder)
        return try builder.build()
    }
}

/// A random source that gives fixed bytes (repeating them as needed): tests only.
struct FixedRandomSource: RandomSource {
    var pattern: [UInt8]

    func bytes(_ count: Int) -> [UInt8] {
        guard !pattern.isEmpty else { return Array(repeating: 0, count: count) }
        return (0..<count).map { pattern[$0 % pattern.count] }
    }
}

/// Parses `a=b&c=d` (percent-decoding, `+` left as is) into pairs.
func formPairs(_ text: String?) -> [(String, String)] {
    guard let text, !text.isEmpty else { return [] }
    return text.split(separator: "&", omittingEmptySubsequences: false).map { pair in
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0]).removingPercentEncoding ?? ""
        let value = parts.count > 1 ? (String(parts[1]).removingPercentEncoding ?? "") : ""
        return (name, value)
    }
}

/// The first value of `name` in a form-encoded string.
func formValue(_ name: String, in text: String?) -> String? {
    formPairs(text).first { $0.0 == name }?.1
}

/// The query of a URL as pairs.
func queryValue(_ name: String, in url: URL) -> String? {
    formValue(name, in: URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedQuery)
}

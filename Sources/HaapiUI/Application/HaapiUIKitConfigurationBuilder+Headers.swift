import Foundation
import HaapiClient

extension HaapiUIKitConfigurationBuilder {
    /// The headers provider for ``customHeaders`` and ``httpHeadersProvider``, after checking
    /// each custom header.
    func makeHeadersProvider() throws(ConfigurationError) -> (any HTTPHeadersProvider)? {
        for (name, value) in customHeaders {
            let field = "customHeaders[\(name)]"
            guard !name.isEmpty, name.unicodeScalars.allSatisfy(Self.isHeaderNameCharacter) else {
                throw ConfigurationError(field: field, reason: "is not a valid header name")
            }
            if value.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) {
                throw ConfigurationError(field: field, reason: "the value contains a line break or NUL")
            }
        }
        switch (customHeaders.isEmpty, httpHeadersProvider) {
        case (true, nil): return nil
        case (true, let provider?): return provider
        case (false, nil): return StaticHeadersProvider(customHeaders)
        case (false, let provider?): return CombinedHeadersProvider(fixed: customHeaders, provider: provider)
        }
    }

    /// RFC 9110 `tchar`.
    private static func isHeaderNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
    }
}

/// Fixed headers, then a provider's (whose values win).
struct CombinedHeadersProvider: HTTPHeadersProvider {
    let fixed: [String: String]
    let provider: any HTTPHeadersProvider

    func headers(for request: TransportRequest) async -> [String: String] {
        fixed.merging(await provider.headers(for: request)) { _, provided in provided }
    }
}

package import Foundation

/// Converts between PNG bytes and `data:image/png;base64,…` URL strings.
package enum PNGDataURL: Sendable {
    /// The URL prefix for base64 PNG data.
    package static let prefix = "data:image/png;base64,"

    /// A `data:image/png;base64,` URL holding `png`.
    package static func string(for png: Data) -> String {
        prefix + png.base64EncodedString()
    }

    /// The PNG bytes inside a `data:image/png;base64,` URL (media type matched
    /// case-insensitively; whitespace in the payload ignored).
    package static func pngData(from url: String) throws(PNGDecodingError) -> Data {
        let trimmed = url.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let comma = trimmed.firstIndex(of: ",") else {
            throw PNGDecodingError(.invalidDataURL("no comma separating the header from the data"))
        }
        let header = trimmed[..<comma].lowercased()
        guard header.hasPrefix("data:image/png"), header.hasSuffix(";base64") else {
            throw PNGDecodingError(.invalidDataURL("header \"\(header)\" is not data:image/png;base64"))
        }
        let payload = trimmed[trimmed.index(after: comma)...].filter { !$0.isWhitespace }
        guard let data = Data(base64Encoded: String(payload)) else {
            throw PNGDecodingError(.invalidDataURL("payload is not valid base64"))
        }
        return data
    }
}

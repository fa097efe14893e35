import Foundation

/// An inline `data:` URL (RFC 2397): `data:[<media type>][;base64],<data>`.
public struct DataURL: Sendable, Hashable {
    /// The media type, `text/plain` when the URL names none.
    public var mediaType: String
    /// The decoded bytes.
    public var data: [UInt8]

    /// Parses a `data:` URL; `nil` when the text is not one or its data does not decode.
    public init?(_ text: String) {
        guard text.count > 5, text.prefix(5).lowercased() == "data:", let comma = text.firstIndex(of: ",") else {
            return nil
        }
        let header = text[text.index(text.startIndex, offsetBy: 5)..<comma]
        let payload = text[text.index(after: comma)...]
        var parameters = header.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        let isBase64 = parameters.last?.lowercased() == "base64"
        if isBase64 { parameters.removeLast() }
        let type = parameters.first ?? ""
        mediaType = type.isEmpty ? "text/plain" : type
        if isBase64 {
            let cleaned = (payload.removingPercentEncoding ?? String(payload)).filter { !$0.isWhitespace }
            guard let decoded = Data(base64Encoded: cleaned) else { return nil }
            data = Array(decoded)
        } else {
            guard let decoded = payload.removingPercentEncoding else { return nil }
            data = Array(decoded.utf8)
        }
    }
}

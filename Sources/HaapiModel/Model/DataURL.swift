import Foundation

/// An inline `data:` URL (RFC 2397): `data:[<media type>][;base64],<data>`.
public struct DataURL: Sendable, Hashable {
    /// The media type, `text/plain` when the URL names none.
    public var mediaType: String
    /// The decoded bytes.
    public var data: [UInt8]

    /// Parses a `data:` URL; `nil` when the text is not one or its data does not decode.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count > 5, String(decoding: bytes[0..<5], as: UTF8.self).lowercased() == "data:",
            let comma = bytes.firstIndex(of: UInt8(ascii: ","))
        else { return nil }
        var parameters = bytes[5..<comma].split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        let isBase64 = parameters.last?.lowercased() == "base64"
        if isBase64 { parameters.removeLast() }
        let type = parameters.first ?? ""
        mediaType = type.isEmpty ? "text/plain" : type
        guard let payload = DataURL.percentDecoded(bytes[(comma + 1)...]) else { return nil }
        if isBase64 {
            let cleaned = payload.filter { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }
            guard let decoded = Data(base64Encoded: Data(cleaned)) else { return nil }
            data = Array(decoded)
        } else {
            data = payload
        }
    }

    /// Decodes `%XX` escapes; `nil` for a malformed escape.
    private static func percentDecoded(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
        guard bytes.contains(UInt8(ascii: "%")) else { return Array(bytes) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            if bytes[i] == UInt8(ascii: "%") {
                guard i + 2 < bytes.endIndex, let high = hex(bytes[i + 1]), let low = hex(bytes[i + 2]) else { return nil }
                out.append(high << 4 | low)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return out
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

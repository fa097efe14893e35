/// Percent-encoding for query strings and `application/x-www-form-urlencoded` bodies.
///
/// Only the RFC 3986 unreserved characters (`A-Z a-z 0-9 - . _ ~`) stay as they are;
/// every other UTF-8 byte becomes `%XX`, including space (`%20`, never `+`), `+`, `&`,
/// `=`, `%` and `#`, so no value can change the meaning of the string around it.
public enum PercentEncoding {
    /// Encodes one name or value.
    ///
    /// ```swift
    /// PercentEncoding.encode("&=+%#é 😀")   // "%26%3D%2B%25%23%C3%A9%20%F0%9F%98%80"
    /// ```
    public static func encode(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%"
                out.unicodeScalars.append(hexDigit(byte >> 4))
                out.unicodeScalars.append(hexDigit(byte & 0x0F))
            }
        }
        return out
    }

    /// Encodes name-value pairs as `name=value&name=value`, in order.
    public static func encode(_ pairs: [(name: String, value: String)]) -> String {
        pairs.map { encode($0.name) + "=" + encode($0.value) }.joined(separator: "&")
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static func hexDigit(_ value: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10)
    }
}

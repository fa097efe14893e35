/// The character rules that secrets and URLs share, each a plain predicate so that
/// a caller can say in its own words which field broke it.
enum TextRules {
    /// Whether every character is printable ASCII (`0x20...0x7E`); with
    /// `allowingSpace: false`, the space is refused too.
    static func isPrintableASCII(_ text: some StringProtocol, allowingSpace: Bool = true) -> Bool {
        let lowest: UInt8 = allowingSpace ? 0x20 : 0x21
        return text.utf8.allSatisfy { (lowest...0x7E).contains($0) }
    }

    /// Whether every character is in the base64url alphabet (`A-Z a-z 0-9 - _`).
    static func isBase64URLAlphabet(_ text: some StringProtocol) -> Bool {
        text.utf8.allSatisfy(isBase64URLByte)
    }

    /// Whether `byte` is in the base64url alphabet.
    static func isBase64URLByte(_ byte: UInt8) -> Bool {
        isASCIIAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// Whether `byte` is an ASCII letter or digit.
    static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether `byte` is an ASCII letter.
    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }
}

/// The operands of a number that CLDR plural rules test (UTS #35, "Plural Operand
/// Meanings"), taken from the number as written, so `1` and `1.0` differ.
///
/// | operand | meaning | `1` | `1.50` |
/// |---|---|---|---|
/// | n | absolute value | 1 | 1.5 |
/// | i | integer digits | 1 | 1 |
/// | v | number of visible fraction digits | 0 | 2 |
/// | w | visible fraction digits without trailing zeros | 0 | 1 |
/// | f | visible fraction digits, as an integer | 0 | 50 |
/// | t | visible fraction digits without trailing zeros, as an integer | 0 | 5 |
public struct PluralOperands: Sendable, Hashable {
    /// The absolute value.
    public let n: Double
    /// The integer digits of `n`.
    public let i: Int
    /// The number of visible fraction digits, with trailing zeros.
    public let v: Int
    /// The number of visible fraction digits, without trailing zeros.
    public let w: Int
    /// The visible fraction digits, with trailing zeros, as an integer.
    public let f: Int
    /// The visible fraction digits, without trailing zeros, as an integer.
    public let t: Int

    /// The operands of an integer.
    public init(_ value: Int) {
        let magnitude = value.magnitude
        n = Double(magnitude)
        i = magnitude > UInt(Int.max) ? Int.max : Int(magnitude)
        v = 0
        w = 0
        f = 0
        t = 0
    }

    /// The operands of a decimal written as `-?digits(.digits)?` (for example
    /// `"1.50"`), keeping its visible fraction digits.
    ///
    /// - Returns: `nil` for any other text, or more than 18 digits on either side.
    public init?(decimal text: String) {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let integerPart = parts.first, !integerPart.isEmpty, integerPart.count <= 18,
              integerPart.allSatisfy(\.isASCIIDigit) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard parts.count == 1 || !fraction.isEmpty, fraction.count <= 18, fraction.allSatisfy(\.isASCIIDigit) else { return nil }
        let trimmed = fraction.reversed().drop(while: { $0 == "0" }).reversed()
        i = Int(integerPart) ?? 0
        v = fraction.count
        w = trimmed.count
        f = Int(fraction) ?? 0
        t = Int(String(trimmed)) ?? 0
        n = Double("\(integerPart).\(fraction.isEmpty ? "0" : fraction)") ?? Double(i)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

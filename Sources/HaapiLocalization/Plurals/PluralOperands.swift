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
/// | e (c) | the exponent of a compact decimal (`1.2c3` is 1200 with e = 3) | 0 | 0 |
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
    /// The exponent of a compact decimal (CLDR's `c` and `e`); 0 for a number written out.
    public let e: Int

    /// The operands of an integer.
    public init(_ value: Int) {
        let magnitude = value.magnitude
        n = Double(magnitude)
        i = magnitude > UInt(Int.max) ? Int.max : Int(magnitude)
        v = 0
        w = 0
        f = 0
        t = 0
        e = 0
    }

    /// The operands of a decimal written as `-?digits(.digits)?`, optionally with CLDR's
    /// compact exponent (`1.5`, `1.50`, `1.2c3` for 1200), keeping its visible fraction digits.
    ///
    /// - Returns: `nil` for any other text, or more than 18 digits on either side.
    public init?(decimal text: String) {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        var exponent = 0
        if let marker = digits.firstIndex(where: { $0 == "c" || $0 == "e" }) {
            let written = digits[digits.index(after: marker)...]
            guard (1...2).contains(written.count), written.allSatisfy(\.isASCIIDigit), let value = Int(written) else { return nil }
            exponent = value
            digits = digits[..<marker]
        }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let written = parts.first, !written.isEmpty, written.allSatisfy(\.isASCIIDigit) else { return nil }
        var fraction = parts.count == 2 ? parts[1] : ""
        guard parts.count == 1 || !fraction.isEmpty, fraction.allSatisfy(\.isASCIIDigit) else { return nil }
        // The exponent moves the point: `1.0000001c6` is 1000000.1.
        var integerPart = String(written)
        let moved = min(exponent, fraction.count)
        integerPart += fraction.prefix(moved) + String(repeating: "0", count: exponent - moved)
        fraction = fraction.dropFirst(moved)
        integerPart = String(integerPart.drop { $0 == "0" })
        if integerPart.isEmpty { integerPart = "0" }
        guard integerPart.count <= 18, fraction.count <= 18 else { return nil }
        let trimmed = fraction.reversed().drop(while: { $0 == "0" }).reversed()
        i = Int(integerPart) ?? 0
        v = fraction.count
        w = trimmed.count
        f = Int(fraction) ?? 0
        t = Int(String(trimmed)) ?? 0
        e = exponent
        n = Double("\(integerPart).\(fraction.isEmpty ? "0" : fraction)") ?? Double(i)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

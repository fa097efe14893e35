/// Comparisons whose time does not depend on where two secrets first differ.
public enum ConstantTime {
    /// Whether `lhs` and `rhs` have the same UTF-8 bytes, compared without an early
    /// exit on the first difference (the lengths are not hidden).
    ///
    /// Use it for anything an attacker may guess byte by byte: `state`, codes,
    /// nonces, client secrets, PKCE challenges, `ath`.
    public static func equals(_ lhs: String, _ rhs: String) -> Bool {
        equals(Array(lhs.utf8), Array(rhs.utf8))
    }

    /// Whether two byte strings are equal, compared without an early exit on the first
    /// difference (the lengths are not hidden): for challenges, MACs and other secrets
    /// held as bytes.
    public static func equals(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for index in left.indices {
            difference |= left[index] ^ right[index]
        }
        return difference == 0
    }
}

/// A seeded random number generator (SplitMix64, Steele, Lea and Flood 2014), so
/// that randomised and fuzz tests see the same inputs on every run and a failure
/// can be repeated from its seed.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let byte = UInt8.random(in: 0...255, using: &random)
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

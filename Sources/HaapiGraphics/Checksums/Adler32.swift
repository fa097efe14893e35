/// Adler-32 as used by the zlib format (RFC 1950).
package struct Adler32: Sendable, Hashable {
    private static let modulus: UInt32 = 65_521
    private var low: UInt32 = 1
    private var high: UInt32 = 0

    /// A fresh checksum over no bytes.
    package init() {}

    /// Feeds more bytes into the checksum.
    package mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var pending = 0
        for byte in bytes {
            low &+= UInt32(byte)
            high &+= low
            pending += 1
            // 5552 is the largest run for which the sums cannot overflow 32 bits.
            if pending == 5552 {
                low %= Self.modulus
                high %= Self.modulus
                pending = 0
            }
        }
        low %= Self.modulus
        high %= Self.modulus
    }

    /// The checksum of everything fed so far.
    package var value: UInt32 { (high << 16) | low }

    /// The Adler-32 of a byte sequence.
    package static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var adler = Adler32()
        adler.update(bytes)
        return adler.value
    }
}

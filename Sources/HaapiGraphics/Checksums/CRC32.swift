/// CRC-32 as used by PNG chunks (ISO 3309 / ITU-T V.42, reflected polynomial 0xEDB88320).
package struct CRC32: Sendable, Hashable {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }

    private var state: UInt32 = 0xFFFF_FFFF

    /// A fresh checksum over no bytes.
    package init() {}

    /// Feeds more bytes into the checksum.
    package mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var crc = state
        for byte in bytes {
            crc = Self.table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        state = crc
    }

    /// The checksum of everything fed so far.
    package var value: UInt32 { state ^ 0xFFFF_FFFF }

    /// The CRC-32 of a byte sequence.
    package static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }
}

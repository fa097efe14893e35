/// Reads a DEFLATE bit stream: bits are taken least significant first from each byte.
struct BitReader: Sendable {
    private let bytes: [UInt8]
    private var nextByte: Int
    private var buffer: UInt64 = 0
    private var bufferedBits = 0

    /// Starts reading `bytes` at byte index `start`.
    init(_ bytes: [UInt8], start: Int = 0) {
        self.bytes = bytes
        self.nextByte = start
    }

    /// Index of the byte holding the next unread bit (for error reports).
    var byteOffset: Int { nextByte - bufferedBits / 8 }

    private mutating func refill() {
        while bufferedBits <= 56, nextByte < bytes.count {
            buffer |= UInt64(bytes[nextByte]) << UInt64(bufferedBits)
            nextByte += 1
            bufferedBits += 8
        }
    }

    /// The next `count` (≤ 32) bits without consuming them; bits past the end read as zero.
    mutating func peek(_ count: Int) -> Int {
        if bufferedBits < count { refill() }
        return Int(buffer & ((1 << UInt64(count)) - 1))
    }

    /// Drops `count` bits that were peeked; fails if the stream has fewer.
    mutating func consume(_ count: Int) throws(InflateError) {
        if bufferedBits < count { refill() }
        guard bufferedBits >= count else { throw InflateError(.truncated, offset: bytes.count) }
        buffer >>= UInt64(count)
        bufferedBits -= count
    }

    /// Reads `count` (≤ 32) bits as an integer, first bit least significant.
    mutating func read(_ count: Int) throws(InflateError) -> Int {
        let value = peek(count)
        try consume(count)
        return value
    }

    /// Skips to the next byte boundary.
    mutating func alignToByte() {
        let drop = bufferedBits % 8
        buffer >>= UInt64(drop)
        bufferedBits -= drop
    }

    /// Reads `count` whole bytes; the reader must be byte-aligned.
    mutating func readBytes(_ count: Int, into output: inout [UInt8]) throws(InflateError) {
        var remaining = count
        while remaining > 0, bufferedBits >= 8 {
            output.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            bufferedBits -= 8
            remaining -= 1
        }
        guard remaining <= bytes.count - nextByte else { throw InflateError(.truncated, offset: bytes.count) }
        output.append(contentsOf: bytes[nextByte..<(nextByte + remaining)])
        nextByte += remaining
    }
}

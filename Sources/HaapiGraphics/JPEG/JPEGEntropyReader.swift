/// Reads the bits of a scan's entropy-coded data: a stuffed zero after each 0xFF byte is
/// dropped, and a marker (a restart, the next segment) ends the data. Past a marker the
/// reader gives zero bits, as decoders do for an encoder's padding; past the end of the
/// file it reports the file truncated.
struct JPEGEntropyReader {
    private let bytes: [UInt8]
    /// The next byte to read.
    private(set) var position: Int
    private var buffer: UInt64 = 0
    private var count = 0
    /// Whether a marker stopped the reading (the reader then waits at it).
    private(set) var atMarker = false
    /// Zero bytes supplied past the end of the file.
    private(set) var bytesPastEnd = 0

    init(bytes: [UInt8], position: Int) {
        self.bytes = bytes
        self.position = position
    }

    private mutating func fill() {
        while count <= 56 {
            var byte: UInt8 = 0
            if !atMarker, position < bytes.count {
                byte = bytes[position]
                if byte == 0xFF {
                    let next = position + 1 < bytes.count ? bytes[position + 1] : 0xD9
                    if next == 0x00 {
                        position += 2
                    } else {
                        atMarker = true
                        byte = 0
                    }
                } else {
                    position += 1
                }
            } else if !atMarker {
                bytesPastEnd += 1
            }
            buffer |= UInt64(byte) << UInt64(56 - count)
            count += 8
        }
    }

    /// The next 16 bits, not consumed.
    mutating func peek16() -> UInt32 {
        if count < 16 { fill() }
        return UInt32(truncatingIfNeeded: buffer >> 48)
    }

    mutating func skip(_ bits: Int) {
        buffer <<= UInt64(bits)
        count -= bits
    }

    /// The next `bits` bits (0…16) as an unsigned number.
    mutating func bits(_ bits: Int) -> Int {
        guard bits > 0 else { return 0 }
        if count < bits { fill() }
        let value = Int(buffer >> UInt64(64 - bits))
        skip(bits)
        return value
    }

    /// The next symbol of `table`.
    mutating func decode(_ table: JPEGHuffmanTable) throws(JPEGDecodingError) -> UInt8 {
        guard let (symbol, length) = table.symbol(peeking: peek16()) else {
            throw JPEGDecodingError(.invalidHuffmanCode, marker: "SOS", offset: position)
        }
        skip(length)
        return symbol
    }

    /// A coefficient of `size` bits in the sign-and-magnitude form of T.81 F.2.2.1.
    mutating func signed(_ size: Int) -> Int {
        guard size > 0 else { return 0 }
        let value = bits(size)
        return value < 1 << (size - 1) ? value - (1 << size) + 1 : value
    }

    /// Throws when the decoding used bits past the end of the file (more than the few
    /// bits of an encoder's padding would explain; bits read ahead and not used do not count).
    func checkNotPastEnd() throws(JPEGDecodingError) {
        let usedPastEnd = bytesPastEnd * 8 - min(count, bytesPastEnd * 8)
        if usedPastEnd > 16 { throw JPEGDecodingError(.truncated, marker: "SOS", offset: bytes.count) }
    }

    /// Drops what is left of the current byte and reads restart marker RST`expected`.
    mutating func restart(expected: Int) throws(JPEGDecodingError) {
        buffer = 0
        count = 0
        atMarker = false
        skipToMarker()
        guard position + 1 < bytes.count, bytes[position] == 0xFF, bytes[position + 1] == 0xD0 + UInt8(expected) else {
            throw JPEGDecodingError(.restartMarkerMissing(expected: expected), marker: "SOS", offset: position)
        }
        position += 2
    }

    /// Where the scan's data ended: at the marker that stopped it, or the file's end.
    /// Bytes that only pad a scan (some encoders leave a few) are skipped to the marker.
    mutating func endOfScan() -> Int {
        skipToMarker()
        return position
    }

    /// Moves past bytes left before the next marker (padding, fill bytes 0xFF).
    private mutating func skipToMarker() {
        while position < bytes.count {
            if bytes[position] == 0xFF, position + 1 < bytes.count, bytes[position + 1] != 0x00, bytes[position + 1] != 0xFF { return }
            position += 1
        }
    }
}

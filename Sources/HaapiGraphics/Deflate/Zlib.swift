/// The zlib container format (RFC 1950): a two-byte header, DEFLATE data and an Adler-32 trailer.
public enum Zlib: Sendable {
    /// Compresses bytes into a zlib stream.
    public static func compress(_ data: [UInt8], method: DeflateMethod = .fixedHuffman) -> [UInt8] {
        // CMF 0x78: deflate with a 32 KiB window. FLG chosen so the header is a multiple of 31.
        var stream: [UInt8] = [0x78, method == .stored ? 0x01 : 0x9C]
        stream += Deflater.deflate(data, method: method)
        let adler = Adler32.checksum(data)
        stream += [UInt8(adler >> 24), UInt8(truncatingIfNeeded: adler >> 16),
                   UInt8(truncatingIfNeeded: adler >> 8), UInt8(truncatingIfNeeded: adler)]
        return stream
    }

    /// Decompresses a zlib stream, checking the header and the Adler-32 trailer.
    ///
    /// - Parameters:
    ///   - data: The zlib stream: header, deflate data and Adler-32 trailer.
    ///   - maxOutputSize: Decompression stops with
    ///     ``InflateError/Reason/outputLimitExceeded(limit:)`` rather than produce more bytes.
    /// - Throws: ``InflateError`` for any malformed or truncated input.
    public static func decompress(_ data: [UInt8], maxOutputSize: Int) throws(InflateError) -> [UInt8] {
        guard data.count >= 2 else { throw InflateError(.truncated, offset: data.count) }
        let cmf = Int(data[0]), flags = Int(data[1])
        guard cmf & 0x0F == 8 else { throw InflateError(.invalidZlibHeader("compression method \(cmf & 0x0F), expected 8"), offset: 0) }
        guard cmf >> 4 <= 7 else { throw InflateError(.invalidZlibHeader("window size exponent \(cmf >> 4) > 7"), offset: 0) }
        guard (cmf << 8 | flags) % 31 == 0 else { throw InflateError(.invalidZlibHeader("header check bits wrong"), offset: 1) }
        guard flags & 0x20 == 0 else { throw InflateError(.invalidZlibHeader("preset dictionary not supported"), offset: 1) }
        var inflater = Inflater(data, start: 2, maxOutputSize: maxOutputSize)
        try inflater.run()
        let trailerOffset = inflater.byteOffset
        let trailer = try inflater.readTrailer(4)
        let expected = trailer.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let actual = Adler32.checksum(inflater.output)
        guard expected == actual else {
            throw InflateError(.checksumMismatch(expected: expected, actual: actual), offset: trailerOffset)
        }
        return inflater.output
    }
}

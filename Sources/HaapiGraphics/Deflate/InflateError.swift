/// Why a DEFLATE (RFC 1951) or zlib (RFC 1950) stream could not be decompressed.
public struct InflateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The stream ended before the final block (or the checksum) was complete.
        case truncated
        /// Block type 3, which RFC 1951 reserves.
        case reservedBlockType
        /// A stored block's LEN and NLEN fields are not one's complements.
        case storedLengthMismatch(length: Int, complement: Int)
        /// A dynamic block header describes an impossible code (e.g. too many symbols,
        /// repeat with no previous length, or an over-subscribed Huffman code).
        case invalidHuffmanTable(String)
        /// The input contains a bit pattern that is not a code of the current table.
        case invalidHuffmanCode
        /// A decoded literal/length or distance symbol that RFC 1951 does not define.
        case invalidSymbol(Int)
        /// A back-reference reaches before the start of the output.
        case distanceTooFar(distance: Int, available: Int)
        /// The output would exceed the caller's limit (protection against zip bombs).
        case outputLimitExceeded(limit: Int)
        /// The two-byte zlib header is malformed or asks for a preset dictionary.
        case invalidZlibHeader(String)
        /// The Adler-32 trailer does not match the decompressed data.
        case checksumMismatch(expected: UInt32, actual: UInt32)
    }

    /// What went wrong.
    public let reason: Reason
    /// Byte offset in the compressed input at (or just after) which the problem was detected.
    public let offset: Int

    /// Creates an error for `reason` detected at byte `offset` of the compressed input.
    public init(_ reason: Reason, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// A human-readable explanation including the offset.
    public var description: String {
        "\(explanation) (at compressed byte \(offset))"
    }

    /// The explanation without the offset.
    var explanation: String {
        let what: String
        switch reason {
        case .truncated: what = "compressed stream is truncated"
        case .reservedBlockType: what = "reserved DEFLATE block type 3"
        case let .storedLengthMismatch(length, complement):
            what = "stored block LEN \(length) does not match NLEN \(complement)"
        case let .invalidHuffmanTable(detail): what = "invalid Huffman table: \(detail)"
        case .invalidHuffmanCode: what = "invalid Huffman code"
        case let .invalidSymbol(symbol): what = "invalid DEFLATE symbol \(symbol)"
        case let .distanceTooFar(distance, available):
            what = "back-reference distance \(distance) exceeds the \(available) bytes produced so far"
        case let .outputLimitExceeded(limit): what = "decompressed data exceeds the limit of \(limit) bytes"
        case let .invalidZlibHeader(detail): what = "invalid zlib header: \(detail)"
        case let .checksumMismatch(expected, actual):
            what = "Adler-32 mismatch: stream says \(hex(expected)), data gives \(hex(actual))"
        }
        return what
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }
}

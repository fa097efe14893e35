/// What a QR code holds, as read by ``QRCodeDecoder``: its data and how it was encoded.
public struct QRCodePayload: Sendable, Hashable {
    /// The data of all segments in order; numeric and alphanumeric segments appear as
    /// their ASCII characters.
    public let bytes: [UInt8]
    /// The data as text, or `nil` when it is not text in its declared character set.
    ///
    /// Without an ECI segment the bytes are read as UTF-8 when they are valid UTF-8
    /// (which is what this library's encoder and most others write, e.g. for URLs with
    /// non-ASCII characters), and otherwise as ISO-8859-1, the standard's default, which
    /// accepts every byte. After an ECI segment the bytes follow its character set:
    /// 26 is UTF-8 (invalid UTF-8 gives `nil`), 1 and 3 are ISO-8859-1, 27 and 170 are
    /// ASCII; any other designator gives `nil` (the data stays in ``bytes``).
    public let text: String?
    /// Symbol version, 1...40.
    public let version: Int
    /// The error-correction level read from the format information.
    public let errorCorrectionLevel: QRErrorCorrectionLevel
    /// The data mask pattern, 0...7.
    public let mask: Int
    /// The modes of the data segments in order (ECI segments are in ``eciDesignators``).
    public let modes: [QREncodingMode]
    /// The ECI designators in the order they appear (empty for most codes).
    public let eciDesignators: [Int]
    /// How many codewords Reed–Solomon error correction repaired (0 for an undamaged code).
    public let correctedCodewords: Int
}

/// BCH-protected format and version information words (ISO/IEC 18004 §7.9, §7.10).
enum QRFormatInformation {
    /// The 15-bit format word for a level and mask: 5 data bits, 10 BCH(15,5)
    /// check bits from generator 0x537, XOR-ed with the mask pattern 0x5412.
    static func formatBits(level: QRErrorCorrectionLevel, mask: Int) -> Int {
        let data = (level.formatBits << 3) | mask
        return ((data << 10) | bchRemainder(data << 10, generator: 0x537, degree: 10)) ^ 0x5412
    }

    /// The 18-bit version word: 6 version bits and 12 BCH(18,6) check bits from generator 0x1F25.
    static func versionBits(version: Int) -> Int {
        (version << 12) | bchRemainder(version << 12, generator: 0x1F25, degree: 12)
    }

    /// Remainder of polynomial division over GF(2).
    private static func bchRemainder(_ value: Int, generator: Int, degree: Int) -> Int {
        var remainder = value
        var bit = 31
        while bit >= degree {
            if (remainder >> bit) & 1 == 1 {
                remainder ^= generator << (bit - degree)
            }
            bit -= 1
        }
        return remainder
    }
}

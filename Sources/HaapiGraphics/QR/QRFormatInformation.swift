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

extension QRFormatInformation {
    /// The error-correction level and mask whose format word is nearest to `word`,
    /// with the number of differing bits.
    static func nearestFormat(to word: Int) -> (level: QRErrorCorrectionLevel, mask: Int, bitErrors: Int) {
        var best = (level: QRErrorCorrectionLevel.medium, mask: 0, bitErrors: Int.max)
        for level in QRErrorCorrectionLevel.allCases {
            for mask in 0...7 {
                let distance = (formatBits(level: level, mask: mask) ^ word).nonzeroBitCount
                if distance < best.bitErrors { best = (level, mask, distance) }
            }
        }
        return best
    }

    /// The version (7...40) whose version word is nearest to `word`, with the number of differing bits.
    static func nearestVersion(to word: Int) -> (version: Int, bitErrors: Int) {
        var best = (version: 7, bitErrors: Int.max)
        for version in 7...40 {
            let distance = (versionBits(version: version) ^ word).nonzeroBitCount
            if distance < best.bitErrors { best = (version, distance) }
        }
        return best
    }

    /// Bit errors the BCH codes of both words can always correct (their minimum distance is 7 and 8).
    static let correctableBitErrors = 3
}

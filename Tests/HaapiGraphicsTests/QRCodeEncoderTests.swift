import Testing
@testable import HaapiGraphics

/// Known answers taken from the tables and worked examples of ISO/IEC 18004.
@Suite("QR encoder known answers")
struct QRCodeEncoderTests {
    @Test("Format information words match the standard's table")
    func formatInformation() {
        #expect(QRFormatInformation.formatBits(level: .low, mask: 0) == 0b111011111000100)
        #expect(QRFormatInformation.formatBits(level: .low, mask: 1) == 0b111001011110011)
        #expect(QRFormatInformation.formatBits(level: .low, mask: 7) == 0b110100101110110)
        #expect(QRFormatInformation.formatBits(level: .medium, mask: 0) == 0b101010000010010)
        #expect(QRFormatInformation.formatBits(level: .quartile, mask: 0) == 0b011010101011111)
        #expect(QRFormatInformation.formatBits(level: .high, mask: 0) == 0b001011010001001)
    }

    @Test("Version information words match the standard's table")
    func versionInformation() {
        #expect(QRFormatInformation.versionBits(version: 7) == 0x07C94)
        #expect(QRFormatInformation.versionBits(version: 8) == 0x085BC)
        #expect(QRFormatInformation.versionBits(version: 40) == 0x28C69)
    }

    @Test("Reed–Solomon generator polynomials (as powers of α) match Annex A")
    func generatorPolynomials() {
        func exponents(_ degree: Int) -> [Int] {
            ReedSolomonEncoder(degree: degree).generator.map { GaloisField256.logarithms[Int($0)] }
        }
        #expect(exponents(7) == [87, 229, 146, 149, 238, 102, 21])
        #expect(exponents(10) == [251, 67, 46, 61, 118, 70, 64, 94, 32, 45])
    }

    @Test("Generator polynomials vanish at α^0 … α^(degree-1)", arguments: [7, 10, 13, 17, 22, 26, 30])
    func generatorRoots(degree: Int) {
        let coefficients: [UInt8] = [1] + ReedSolomonEncoder(degree: degree).generator
        for power in 0..<degree {
            let x = GaloisField256.exponentials[power]
            let value = coefficients.reduce(UInt8(0)) { GaloisField256.multiply($0, x) ^ $1 }
            #expect(value == 0, "root α^\(power)")
        }
    }

    @Test("HELLO WORLD at 1-M gives the well-known data and check codewords")
    func helloWorldCodewords() throws {
        let code = try QRCode(text: "HELLO WORLD", errorCorrectionLevel: .medium)
        #expect(code.version == 1)
        #expect(code.mode == .alphanumeric)
        var buffer = QRBitBuffer()
        buffer.append(QREncodingMode.alphanumeric.indicator, length: 4)
        buffer.append(11, length: 9)
        QREncodingMode.alphanumeric.appendPayload(Array("HELLO WORLD".utf8), to: &buffer)
        buffer.append(0, length: 4)
        var data = buffer.bytes()
        while data.count < 16 { data.append(data.count % 2 == 0 ? 0xEC : 0x11) }
        #expect(data == [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17])
        #expect(ReedSolomonEncoder(degree: 10).checkCodewords(for: data)
                == [196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
    }

    @Test("Codeword capacities per version and level")
    func capacities() {
        let totals = [1: 26, 2: 44, 7: 196, 10: 346, 20: 1085, 40: 3706]
        for (version, total) in totals {
            #expect(QRCapacityTables.totalCodewords(version: version) == total, "version \(version)")
        }
        #expect(QRCapacityTables.dataCodewords(version: 1, level: .low) == 19)
        #expect(QRCapacityTables.dataCodewords(version: 1, level: .medium) == 16)
        #expect(QRCapacityTables.dataCodewords(version: 1, level: .quartile) == 13)
        #expect(QRCapacityTables.dataCodewords(version: 1, level: .high) == 9)
        #expect(QRCapacityTables.dataCodewords(version: 10, level: .medium) == 216)
        #expect(QRCapacityTables.dataCodewords(version: 40, level: .low) == 2956)
        #expect(QRCapacityTables.dataCodewords(version: 40, level: .medium) == 2334)
        #expect(QRCapacityTables.dataCodewords(version: 40, level: .quartile) == 1666)
        #expect(QRCapacityTables.dataCodewords(version: 40, level: .high) == 1276)
    }

    @Test("Every version/level splits into whole blocks with data left over")
    func blockStructure() {
        for version in 1...40 {
            for level in QRErrorCorrectionLevel.allCases {
                let blocks = QRCapacityTables.blockCount[level.rawValue][version]
                let ecc = QRCapacityTables.eccCodewordsPerBlock[level.rawValue][version]
                let total = QRCapacityTables.totalCodewords(version: version)
                #expect(total / blocks > ecc, "\(version)-\(level)")
                #expect(QRCapacityTables.rawDataModules(version: version) % 8 < 8)
            }
        }
    }

    @Test("Alignment pattern centres match the standard's table")
    func alignmentPositions() {
        #expect(QRCapacityTables.alignmentPositions(version: 1) == [])
        #expect(QRCapacityTables.alignmentPositions(version: 2) == [6, 18])
        #expect(QRCapacityTables.alignmentPositions(version: 7) == [6, 22, 38])
        #expect(QRCapacityTables.alignmentPositions(version: 15) == [6, 26, 48, 70])
        #expect(QRCapacityTables.alignmentPositions(version: 16) == [6, 26, 50, 74])
        #expect(QRCapacityTables.alignmentPositions(version: 32) == [6, 34, 60, 86, 112, 138])
        #expect(QRCapacityTables.alignmentPositions(version: 39) == [6, 26, 54, 82, 110, 138, 166])
        #expect(QRCapacityTables.alignmentPositions(version: 40) == [6, 30, 58, 86, 114, 142, 170])
    }

    @Test("Published character capacities fit exactly", arguments: [
        (QRErrorCorrectionLevel.low, 1, "numeric", 41), (.low, 1, "alphanumeric", 25), (.low, 1, "byte", 17),
        (.high, 1, "byte", 7), (.medium, 10, "byte", 213), (.low, 40, "numeric", 7089),
        (.low, 40, "alphanumeric", 4296), (.low, 40, "byte", 2953), (.high, 40, "byte", 1273),
    ])
    func characterCapacity(level: QRErrorCorrectionLevel, version: Int, mode: String, capacity: Int) throws {
        let character = mode == "numeric" ? "7" : (mode == "alphanumeric" ? "A" : "a")
        let fits = String(repeating: character, count: capacity)
        let code = try QRCode(text: fits, errorCorrectionLevel: level, version: .fixed(version))
        #expect(code.mode.description == mode)
        #expect(throws: QRCodeError.self) {
            try QRCode(text: fits + character, errorCorrectionLevel: level, version: .fixed(version))
        }
    }

    @Test("Automatic mode and smallest version are chosen")
    func automaticChoices() throws {
        #expect(try QRCode(text: "0123456789").mode == .numeric)
        #expect(try QRCode(text: "HTTPS://EXAMPLE.COM/A B").mode == .alphanumeric)
        #expect(try QRCode(text: "https://example.com").mode == .byte)
        #expect(try QRCode(text: "HELLO WORLD", errorCorrectionLevel: .high).version == 2)
        #expect(try QRCode(text: String(repeating: "a", count: 17), errorCorrectionLevel: .low).version == 1)
        #expect(try QRCode(text: String(repeating: "a", count: 18), errorCorrectionLevel: .low).version == 2)
        #expect(try QRCode(text: "x", version: .fixed(12)).version == 12)
        #expect(try QRCode(text: "x", mask: 5).mask == 5)
    }

    @Test("Typed errors for oversize data and bad parameters")
    func errors() {
        #expect(throws: QRCodeError.dataTooLong(requiredBits: 4 + 16 + 2954 * 8, availableBits: 2956 * 8,
                                                version: 40, level: .low)) {
            try QRCode(bytes: [UInt8](repeating: 1, count: 2954), errorCorrectionLevel: .low)
        }
        #expect(throws: QRCodeError.invalidVersion(41)) { try QRCode(text: "x", version: .fixed(41)) }
        #expect(throws: QRCodeError.invalidMask(8)) { try QRCode(text: "x", mask: 8) }
        #expect(throws: QRCodeError.unencodableCharacter(mode: .numeric, byteOffset: 3)) {
            try QRCode(text: "123A", mode: .numeric)
        }
        let description = QRCodeError.dataTooLong(requiredBits: 10, availableBits: 5, version: 1, level: .high).description
        #expect(description.contains("1-H"))
    }

    @Test("Matrix carries function patterns and both format copies", arguments: [1, 7, 22])
    func functionPatterns(version: Int) throws {
        let code = try QRCode(text: "FUNCTION PATTERN", errorCorrectionLevel: .quartile, version: .fixed(version))
        let size = code.size
        #expect(size == 4 * version + 17)
        for (ox, oy) in [(0, 0), (size - 7, 0), (0, size - 7)] {
            for dy in 0..<7 {
                for dx in 0..<7 {
                    #expect(code.isDark(x: ox + dx, y: oy + dy) == (max(abs(dx - 3), abs(dy - 3)) != 2))
                }
            }
        }
        for index in 8..<(size - 8) {
            #expect(code.isDark(x: index, y: 6) == (index % 2 == 0))
            #expect(code.isDark(x: 6, y: index) == (index % 2 == 0))
        }
        #expect(code.isDark(x: 8, y: size - 8))
        let expected = QRFormatInformation.formatBits(level: .quartile, mask: code.mask)
        var first = 0, second = 0
        let firstCopy = (0...5).map { (8, $0) } + [(8, 7), (8, 8), (7, 8)] + (9..<15).map { (14 - $0, 8) }
        let secondCopy = (0..<8).map { (size - 1 - $0, 8) } + (8..<15).map { (8, size - 15 + $0) }
        for (bit, position) in firstCopy.enumerated() where code.isDark(x: position.0, y: position.1) { first |= 1 << bit }
        for (bit, position) in secondCopy.enumerated() where code.isDark(x: position.0, y: position.1) { second |= 1 << bit }
        #expect(first == expected)
        #expect(second == expected)
    }

    @Test("Penalty rules score simple patterns as the standard describes")
    func penaltyRules() {
        #expect(QRPenalty.runPenalty([true, true, true, true, true]) == 3)
        #expect(QRPenalty.runPenalty([false, false, false, false, false, false, false, true]) == 5)
        #expect(QRPenalty.runPenalty([true, false, true, false]) == 0)
        let finder: [Bool] = [true, false, true, true, true, false, true, false, false, false, false]
        #expect(QRPenalty.finderLikePenalty(finder) == 40)
        #expect(QRPenalty.finderLikePenalty(finder.reversed()) == 40)
        #expect(QRPenalty.blockPenalty([true, true, true, true], size: 2) == 3)
        #expect(QRPenalty.balancePenalty([Bool](repeating: true, count: 10) + [Bool](repeating: false, count: 10)) == 0)
        #expect(QRPenalty.balancePenalty([Bool](repeating: true, count: 20)) == 100)
    }
}

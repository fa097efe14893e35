import HaapiTesting
import Testing
@testable import HaapiGraphics

@Suite("QR decoder: error correction")
struct QRErrorCorrectionTests {
    let decoder = QRCodeDecoder()

    @Test("Reed–Solomon corrects up to half the check codewords at random places (fixed seed)",
          arguments: [7, 10, 13, 17, 22, 26, 30])
    func reedSolomonWithinCapacity(checkCount: Int) {
        var random = SeededGenerator(seed: UInt64(checkCount))
        let encoder = ReedSolomonEncoder(degree: checkCount)
        let decoder = ReedSolomonDecoder(checkCount: checkCount)
        for round in 0..<40 {
            let data = (0..<Int.random(in: 1...(150 - checkCount), using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            let block = data + encoder.checkCodewords(for: data)
            let errorCount = round % (checkCount / 2 + 1)
            var damaged = block
            var positions = Set<Int>()
            while positions.count < errorCount { positions.insert(Int.random(in: 0..<block.count, using: &random)) }
            for position in positions { damaged[position] ^= UInt8.random(in: 1...255, using: &random) }
            let result = decoder.corrected(damaged)
            #expect(result?.block == block, "\(errorCount) errors in \(block.count) codewords")
            #expect(result?.errors == errorCount)
        }
    }

    @Test("Reed–Solomon refuses more errors than it can correct")
    func reedSolomonBeyondCapacity() {
        var random = SeededGenerator(seed: 99)
        let encoder = ReedSolomonEncoder(degree: 10)
        let decoder = ReedSolomonDecoder(checkCount: 10)
        var refused = 0
        for _ in 0..<200 {
            let data = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
            var block = data + encoder.checkCodewords(for: data)
            for position in (0..<block.count).shuffled(using: &random).prefix(6) {
                block[position] ^= UInt8.random(in: 1...255, using: &random)
            }
            if let result = decoder.corrected(block) {
                // Six errors can land within five of another codeword; that is a valid codeword, never a crash.
                #expect(ReedSolomonDecoder.syndromes(of: result.block, count: 10).allSatisfy { $0 == 0 })
            } else {
                refused += 1
            }
        }
        #expect(refused >= 190)
        #expect(decoder.corrected([1, 2, 3]) == nil)   // shorter than its check codewords
    }

    @Test("Damaged symbols within capacity decode, for every level and several versions", arguments: [
        ("HELLO WORLD", QRErrorCorrectionLevel.low, 1),
        ("https://idp.example.com/activate?code=ÅÄÖ", .medium, 4),
        (String(repeating: "Damage ", count: 20), .quartile, 10),
        (String(repeating: "0123456789", count: 40), .high, 13),
        (String(repeating: "x", count: 2953), .low, 40),
    ])
    func damagedWithinCapacity(text: String, level: QRErrorCorrectionLevel, version: Int) throws {
        let code = try QRCode(text: text, errorCorrectionLevel: level)
        try #require(code.version == version)
        let structure = QRBlockStructure(version: version, level: level)
        let perBlock = structure.eccLength / 2
        let payload = try decoder.decode(rows: damagedRows(code, codewordsPerBlock: perBlock))
        #expect(payload.text == text)
        #expect(payload.correctedCodewords == perBlock * structure.blockCount)
    }

    @Test("One codeword too many in a block is refused, naming the block")
    func beyondCapacity() throws {
        let small = try QRCode(text: "HELLO", errorCorrectionLevel: .high)   // 1-H: one block, 17 check codewords
        #expect(throws: QRDecodingError.tooManyErrors(block: 0, blockCount: 1, correctable: 8)) {
            try decoder.decode(rows: damagedRows(small, codewordsPerBlock: 9))
        }
        let large = try QRCode(text: "four blocks", errorCorrectionLevel: .quartile, version: .fixed(5))   // 2 + 2 blocks, 18 each
        let rows = damagedRows(large, codewordsPerBlock: 10, blocks: [2])
        #expect(throws: QRDecodingError.tooManyErrors(block: 2, blockCount: 4, correctable: 9)) {
            try decoder.decode(rows: rows)
        }
        let message = QRDecodingError.tooManyErrors(block: 2, blockCount: 4, correctable: 9).description
        #expect(message == "QR code unreadable: too many errors in block 2 of 4 (at most 9 damaged codewords can be corrected)")
    }

    @Test("Format information: three wrong bits in each copy are corrected; beyond that is refused")
    func formatInformation() throws {
        let code = try QRCode(text: "FORMAT", errorCorrectionLevel: .quartile, mask: 6)
        let positions = QRSymbolLayout.formatPositions(size: code.size)
        var rows = code.rows
        for bit in [0, 7, 14] { rows[positions.first[bit].y][positions.first[bit].x].toggle() }
        for bit in [2, 5, 11] { rows[positions.second[bit].y][positions.second[bit].x].toggle() }
        let payload = try decoder.decode(rows: rows)
        #expect(payload.text == "FORMAT")
        #expect(payload.mask == 6)
        #expect(payload.errorCorrectionLevel == .quartile)

        // A word at least four bits from every valid format word, written into both copies.
        let unreadable = try #require((0..<(1 << 15)).first { QRFormatInformation.nearestFormat(to: $0).bitErrors >= 4 })
        for copy in [positions.first, positions.second] {
            for (bit, position) in copy.enumerated() { rows[position.y][position.x] = (unreadable >> bit) & 1 == 1 }
        }
        let distance = QRFormatInformation.nearestFormat(to: unreadable).bitErrors
        #expect(throws: QRDecodingError.formatInformationUnreadable(bitErrors: distance)) { try decoder.decode(rows: rows) }
    }

    @Test("Version information: one readable block suffices; a wrong or unreadable version is refused")
    func versionInformation() throws {
        let code = try QRCode(text: "VERSION SEVEN", errorCorrectionLevel: .medium, version: .fixed(7))
        let positions = QRSymbolLayout.versionPositions(version: 7)
        func writing(_ word: Int, topRight: Bool = true, bottomLeft: Bool = true, into rows: [[Bool]]) -> [[Bool]] {
            var rows = rows
            for (copy, write) in [(positions.topRight, topRight), (positions.bottomLeft, bottomLeft)] where write {
                for (bit, position) in copy.enumerated() { rows[position.y][position.x] = (word >> bit) & 1 == 1 }
            }
            return rows
        }
        let valid = QRFormatInformation.versionBits(version: 7)
        let oneBlockLost = writing(0x3FFFF, topRight: false, into: writing(valid ^ 0b1000_0000_0100_0001, bottomLeft: false, into: code.rows))
        #expect(try decoder.decode(rows: oneBlockLost).text == "VERSION SEVEN")
        #expect(throws: QRDecodingError.versionMismatch(sizeVersion: 7, versionInformation: 9)) {
            try decoder.decode(rows: writing(QRFormatInformation.versionBits(version: 9), into: code.rows))
        }
        let unreadable = try #require((0..<(1 << 18)).first { QRFormatInformation.nearestVersion(to: $0).bitErrors >= 4 })
        let distance = QRFormatInformation.nearestVersion(to: unreadable).bitErrors
        #expect(throws: QRDecodingError.versionInformationUnreadable(bitErrors: distance)) {
            try decoder.decode(rows: writing(unreadable, into: code.rows))
        }
    }
}

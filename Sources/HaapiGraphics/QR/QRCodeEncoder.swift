extension QRCode {
    /// Encodes text as a QR code.
    ///
    /// The text is taken as UTF-8. Unless `mode` is given, the most compact
    /// mode that can hold every character is used: numeric for digits only,
    /// alphanumeric for `0-9 A-Z $%*+-./:` and space, byte otherwise.
    ///
    /// - Parameters:
    ///   - text: The payload.
    ///   - errorCorrectionLevel: Redundancy level; defaults to medium.
    ///   - version: Automatic (smallest that fits) or a fixed version 1...40.
    ///   - mode: Force an encoding mode instead of choosing automatically.
    ///   - mask: Force a mask 0...7 instead of choosing the lowest-penalty one.
    /// - Throws: ``QRCodeError`` when the data does not fit or a parameter is out of range.
    public init(
        text: String,
        errorCorrectionLevel: QRErrorCorrectionLevel = .medium,
        version: QRVersionSelection = .automatic,
        mode: QREncodingMode? = nil,
        mask: Int? = nil
    ) throws(QRCodeError) {
        let bytes = Array(text.utf8)
        let chosenMode = mode ?? QREncodingMode.best(for: bytes)
        if let offset = bytes.firstIndex(where: { !chosenMode.canEncode([$0]) }) {
            throw .unencodableCharacter(mode: chosenMode, byteOffset: offset)
        }
        self = try QRCode.encode(bytes, mode: chosenMode, level: errorCorrectionLevel, version: version, mask: mask)
    }

    /// Encodes raw bytes in byte mode.
    ///
    /// - Throws: ``QRCodeError`` when the data does not fit or a parameter is out of range.
    public init(
        bytes: [UInt8],
        errorCorrectionLevel: QRErrorCorrectionLevel = .medium,
        version: QRVersionSelection = .automatic,
        mask: Int? = nil
    ) throws(QRCodeError) {
        self = try QRCode.encode(bytes, mode: .byte, level: errorCorrectionLevel, version: version, mask: mask)
    }

    /// The number of data bits (mode indicator, count and payload) a segment needs at a version.
    static func segmentBits(count: Int, mode: QREncodingMode, version: Int) -> Int? {
        let countBits = mode.characterCountBits(version: version)
        guard count < (1 << countBits) else { return nil }
        return 4 + countBits + mode.payloadBits(characterCount: count)
    }

    private static func encode(
        _ bytes: [UInt8], mode: QREncodingMode, level: QRErrorCorrectionLevel,
        version selection: QRVersionSelection, mask forcedMask: Int?
    ) throws(QRCodeError) -> QRCode {
        if let forcedMask, !(0...7).contains(forcedMask) { throw .invalidMask(forcedMask) }
        let candidates: ClosedRange<Int>
        switch selection {
        case .automatic: candidates = 1...40
        case .fixed(let version):
            guard (1...40).contains(version) else { throw .invalidVersion(version) }
            candidates = version...version
        }
        var chosen: (version: Int, bits: Int)?
        var lastRequired = 0, lastAvailable = 0
        for version in candidates {
            let available = QRCapacityTables.dataCodewords(version: version, level: level) * 8
            let required = segmentBits(count: bytes.count, mode: mode, version: version) ?? Int.max
            lastRequired = required == Int.max ? 4 + mode.payloadBits(characterCount: bytes.count) : required
            lastAvailable = available
            if required <= available {
                chosen = (version, required)
                break
            }
        }
        guard let chosen else {
            throw .dataTooLong(requiredBits: lastRequired, availableBits: lastAvailable,
                               version: candidates.upperBound, level: level)
        }
        var buffer = QRBitBuffer()
        buffer.append(mode.indicator, length: 4)
        buffer.append(bytes.count, length: mode.characterCountBits(version: chosen.version))
        mode.appendPayload(bytes, to: &buffer)
        return symbol(segmentBits: buffer, version: chosen.version, level: level, mask: forcedMask, mode: mode)
    }

    /// Finishes a symbol from its segment bits: terminator, byte alignment and pad
    /// codewords, Reed–Solomon blocks, placement, and the mask (`forcedMask`, or the
    /// one with the lowest penalty). Bits beyond the version's data capacity are dropped,
    /// so callers check the capacity first.
    static func symbol(
        segmentBits: QRBitBuffer, version: Int, level: QRErrorCorrectionLevel, mask forcedMask: Int?,
        mode: QREncodingMode
    ) -> QRCode {
        let dataCodewords = QRCapacityTables.dataCodewords(version: version, level: level)
        var buffer = segmentBits
        let capacity = dataCodewords * 8
        buffer.append(0, length: max(0, min(4, capacity - buffer.count)))   // terminator
        buffer.append(0, length: (8 - buffer.count % 8) % 8)                // byte alignment
        var data = Array(buffer.bytes().prefix(dataCodewords))
        var padIndex = 0
        while data.count < dataCodewords {
            data.append(padIndex % 2 == 0 ? 0xEC : 0x11)
            padIndex += 1
        }

        let codewords = interleavedCodewords(data: data, version: version, level: level)
        var builder = QRMatrixBuilder(version: version)
        builder.placeCodewords(codewords)

        var best: (mask: Int, modules: [Bool])?
        var bestScore = Int.max
        for mask in forcedMask.map({ [$0] }) ?? Array(0...7) {
            var candidate = builder
            candidate.applyMask(mask)
            candidate.drawFormatBits(QRFormatInformation.formatBits(level: level, mask: mask))
            let score = forcedMask == nil ? QRPenalty.score(candidate.modules, size: candidate.size) : 0
            if score < bestScore {
                bestScore = score
                best = (mask, candidate.modules)
            }
        }
        let result = best ?? (0, builder.modules)
        return QRCode(version: version, level: level, mask: result.mask, mode: mode, modules: result.modules)
    }

    /// Splits data codewords into blocks, appends Reed–Solomon check codewords
    /// to each, and interleaves them as the standard requires.
    static func interleavedCodewords(data: [UInt8], version: Int, level: QRErrorCorrectionLevel) -> [UInt8] {
        let structure = QRBlockStructure(version: version, level: level)
        let encoder = ReedSolomonEncoder(degree: structure.eccLength)
        var offset = 0
        var blocks: [[UInt8]] = []
        for length in structure.dataLengths {
            var block = Array(data[min(offset, data.count)..<min(offset + length, data.count)])
            block += [UInt8](repeating: 0, count: length - block.count)
            offset += length
            blocks.append(block + encoder.checkCodewords(for: block))
        }
        return structure.interleave(blocks)
    }
}

public import Foundation

/// Reads the payload of a QR code from a picture file (PNG or JPEG), a picture or a
/// module grid.
///
/// Handles versions 1–40, all four error-correction levels and all eight masks;
/// corrects damaged codewords with Reed–Solomon error correction (up to half the
/// check codewords of each block) and damaged format and version information (up to
/// three bits per copy); reads numeric, alphanumeric, byte and ECI segments. Kanji,
/// structured-append and FNC1 segments are refused as unsupported. Pictures may be
/// photos: turned, slanted, blurred, dim, light on dark or mirrored (see ``QRModuleGrid``);
/// each grid the detector finds is tried until one reads.
///
/// Every failure is a ``QRDecodingError`` saying what failed and where; no input
/// crashes or hangs the decoder (files are bounded by ``pictureDecoder``'s limits, grids
/// by the largest QR size).
///
/// ```swift
/// let payload = try QRCodeDecoder().decode(imageData: data)
/// let shown = payload.text ?? "binary data, \(payload.bytes.count) bytes"
/// ```
public struct QRCodeDecoder: Sendable {
    /// Decodes picture files for ``decode(imageData:)``; its size limits bound the work done.
    public var pictureDecoder: PictureDecoder

    /// Creates a decoder.
    ///
    /// - Parameter pictureDecoder: Decodes PNG and JPEG files; by default PNG up to
    ///   4096 × 4096 pixels and JPEG up to 16 megapixels.
    public init(pictureDecoder: PictureDecoder = PictureDecoder()) {
        self.pictureDecoder = pictureDecoder
    }

    /// Reads the QR code in a PNG or JPEG file (a photo as a camera took it).
    ///
    /// - Throws: ``QRDecodingError/picture(_:)`` for a file that is not a readable PNG
    ///   or JPEG, ``QRDecodingError/noQRCode(_:)`` for a picture without a QR code, or
    ///   another case of ``QRDecodingError`` for a code that cannot be read.
    public func decode(imageData: Data) throws(QRDecodingError) -> QRCodePayload {
        let grey: GreyImage
        do throws(PictureDecodingError) {
            grey = try pictureDecoder.luminance(imageData)
        } catch {
            throw .picture(error)
        }
        return try decode(grey: grey)
    }

    /// Reads the QR code in a picture.
    ///
    /// - Throws: ``QRDecodingError/noQRCode(_:)`` when ``QRModuleGrid`` finds no QR
    ///   code, or another case of ``QRDecodingError`` for a code that cannot be read.
    public func decode(image: PNGImage) throws(QRDecodingError) -> QRCodePayload {
        try decode(grey: GreyImage(image))
    }

    private func decode(grey: GreyImage) throws(QRDecodingError) -> QRCodePayload {
        var firstFailure: QRDecodingError?
        do throws(QRModuleGridError) {
            return try QRModuleGrid.first(in: grey) { grid -> QRCodePayload? in
                do throws(QRDecodingError) {
                    return try decode(grid)
                } catch {
                    if firstFailure == nil { firstFailure = error }
                    return nil
                }
            }
        } catch {
            // A symbol was found but not read: say why (its format, its errors), not "no code".
            if let firstFailure { throw firstFailure }
            throw .noQRCode(error)
        }
    }

    /// Reads a QR code from its module grid.
    ///
    /// - Throws: ``QRDecodingError`` for a code that cannot be read.
    public func decode(_ grid: QRModuleGrid) throws(QRDecodingError) -> QRCodePayload {
        try decode(rows: grid.rows)
    }

    /// Reads a QR code from rows of modules (`true` = dark), top row first, without
    /// a quiet zone.
    ///
    /// - Throws: ``QRDecodingError/gridNotSquare(rowCount:row:length:)`` or
    ///   ``QRDecodingError/invalidSize(_:)`` for a matrix that is not a QR symbol, or
    ///   another case of ``QRDecodingError`` for a code that cannot be read.
    public func decode(rows: [[Bool]]) throws(QRDecodingError) -> QRCodePayload {
        let reader = try QRSymbolReader(rows: rows)
        let version = try reader.version()
        let format = try reader.formatInformation()
        let layout = QRSymbolLayout(version: version)
        let structure = QRBlockStructure(version: version, level: format.level)
        let blocks = structure.deinterleave(reader.codewords(layout: layout, mask: format.mask))

        let corrector = ReedSolomonDecoder(checkCount: structure.eccLength)
        var data: [UInt8] = []
        var corrected = 0
        for (index, block) in blocks.enumerated() {
            guard let result = corrector.corrected(block) else {
                throw .tooManyErrors(block: index, blockCount: blocks.count, correctable: structure.eccLength / 2)
            }
            data += result.block.prefix(structure.dataLengths[index])
            corrected += result.errors
        }

        let content = try QRSegmentDecoder(version: version).decode(data)
        return QRCodePayload(
            bytes: content.bytes,
            text: QRPayloadText.text(of: content.parts),
            version: version,
            errorCorrectionLevel: format.level,
            mask: format.mask,
            modes: content.modes,
            eciDesignators: content.eciDesignators,
            correctedCodewords: corrected
        )
    }
}

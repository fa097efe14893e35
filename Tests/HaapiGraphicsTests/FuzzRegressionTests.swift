import Foundation
import Testing
@testable import HaapiGraphics

/// Inputs the fuzz targets (`Fuzz/run`) found wrong, kept so they stay right.
@Suite("HaapiGraphics fuzz findings")
struct FuzzRegressionTests {
    /// `jpeg`: a colour plane whose quantization table no segment defines was skipped when
    /// only the luminance was read (the QR reader's way), so the file was read one way and
    /// refused the other.
    @Test func aMissingChromaTableIsRefusedBothWays() throws {
        let bytes = [UInt8](try resourceData("FuzzRegressions/jpeg-chroma-without-quantization.jpg"))
        let decoder = JPEGDecoder(maxWidth: 512, maxHeight: 512, maxPixels: 65_536, maxScans: 40)
        let expected = JPEGDecodingError(.missingTable("quantization table 1"))
        #expect(throws: expected) { try decoder.decode(bytes) }
        #expect(throws: expected) { try decoder.luminance(bytes) }
    }
}

import Foundation

/// The inverse discrete cosine transform of an 8 × 8 block (T.81 A.3.3), separable:
/// rows, then columns, with the cosines computed once.
enum JPEGInverseDCT {
    /// `cosines[x * 8 + u]` = C(u) / 2 · cos((2x + 1)uπ / 16), C(0) = 1/√2.
    private static let cosines: [Float] = (0..<64).map { index in
        let x = index / 8, u = index % 8
        let scale: Float = u == 0 ? 1 / Float(2).squareRoot() : 1
        return scale / 2 * Float(cos(Double(2 * x + 1) * Double(u) * Double.pi / 16))
    }

    /// Writes the samples of the dequantized `block` (natural order) to `plane` at
    /// `origin`, rows `stride` apart, level-shifted by 128 and clamped to 0…255.
    static func transform(_ block: UnsafeBufferPointer<Float>, into plane: UnsafeMutableBufferPointer<UInt8>, origin: Int, stride: Int) {
        if (1..<64).allSatisfy({ block[$0] == 0 }) {
            let level = clamp(block[0] / 8 + 128)
            for y in 0..<8 {
                for x in 0..<8 { plane[origin + y * stride + x] = level }
            }
            return
        }
        let cosines = self.cosines
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 64) { rows in
            for v in 0..<8 {
                // A row with only its first coefficient (most rows of a photo's block) is flat.
                if (1..<8).allSatisfy({ block[v * 8 + $0] == 0 }) {
                    let flat = cosines[0] * block[v * 8]
                    for x in 0..<8 { rows[v * 8 + x] = flat }
                    continue
                }
                for x in 0..<8 {
                    var sum: Float = 0
                    for u in 0..<8 { sum += cosines[x * 8 + u] * block[v * 8 + u] }
                    rows[v * 8 + x] = sum
                }
            }
            for y in 0..<8 {
                for x in 0..<8 {
                    var sum: Float = 0
                    for v in 0..<8 { sum += cosines[y * 8 + v] * rows[v * 8 + x] }
                    plane[origin + y * stride + x] = clamp(sum + 128)
                }
            }
        }
    }

    private static func clamp(_ value: Float) -> UInt8 {
        UInt8(max(0, min(255, Int(value + 0.5 + 256) - 256)))
    }
}

/// A Reed–Solomon error-correction encoder for a fixed number of check codewords.
struct ReedSolomonEncoder: Sendable {
    /// Coefficients of the monic generator polynomial ∏(x − α^i), i in 0..<degree,
    /// highest power first, leading 1 omitted.
    let generator: [UInt8]

    /// Builds the generator polynomial of the given degree (1...255).
    init(degree: Int) {
        // Start from the polynomial 1 and multiply by (x − α^i) one factor at a time.
        var coefficients: [UInt8] = [1]
        for power in 0..<degree {
            let root = GaloisField256.exponentials[power]
            var next = [UInt8](repeating: 0, count: coefficients.count + 1)
            for (index, coefficient) in coefficients.enumerated() {
                next[index] ^= coefficient
                next[index + 1] ^= GaloisField256.multiply(coefficient, root)
            }
            coefficients = next
        }
        generator = Array(coefficients.dropFirst())
    }

    /// The check codewords: the remainder of data·x^degree divided by the generator.
    func checkCodewords(for data: [UInt8]) -> [UInt8] {
        var remainder = [UInt8](repeating: 0, count: generator.count)
        for byte in data {
            let factor = byte ^ remainder[0]
            remainder.removeFirst()
            remainder.append(0)
            for index in 0..<generator.count {
                remainder[index] ^= GaloisField256.multiply(generator[index], factor)
            }
        }
        return remainder
    }
}

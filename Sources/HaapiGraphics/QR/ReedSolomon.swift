/// Arithmetic in GF(2^8) with the QR code's primitive polynomial x^8 + x^4 + x^3 + x^2 + 1.
enum GaloisField256 {
    /// `exponentials[i]` is α^i for i in 0..<510 (doubled so products need no modulo).
    static let exponentials: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 512)
        var value = 1
        for index in 0..<255 {
            table[index] = UInt8(value)
            table[index + 255] = UInt8(value)
            value <<= 1
            if value & 0x100 != 0 { value ^= 0x11D }
        }
        return table
    }()

    /// `logarithms[v]` is i such that α^i = v, for v in 1...255 (entry 0 unused).
    static let logarithms: [Int] = {
        var table = [Int](repeating: 0, count: 256)
        for index in 0..<255 {
            table[Int(exponentials[index])] = index
        }
        return table
    }()

    /// Product of two field elements.
    static func multiply(_ lhs: UInt8, _ rhs: UInt8) -> UInt8 {
        if lhs == 0 || rhs == 0 { return 0 }
        return exponentials[logarithms[Int(lhs)] + logarithms[Int(rhs)]]
    }
}

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

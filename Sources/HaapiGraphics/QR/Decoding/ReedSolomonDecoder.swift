/// Finds and corrects errors in one Reed–Solomon block of a QR symbol.
///
/// A block is data codewords followed by check codewords, highest power of x first,
/// as ``ReedSolomonEncoder`` writes it (generator roots α^0 … α^(checkCount − 1)).
/// Correction follows the classic steps: syndromes, Berlekamp–Massey for the error
/// locator, Chien search for the error positions and Forney's formula for the values.
/// Up to `checkCount / 2` wrong codewords are corrected.
struct ReedSolomonDecoder: Sendable {
    /// Number of check codewords at the end of each block.
    let checkCount: Int

    /// The corrected block and how many codewords were changed, or `nil` when the
    /// block has more errors than the check codewords can correct.
    func corrected(_ block: [UInt8]) -> (block: [UInt8], errors: Int)? {
        let length = block.count
        guard checkCount > 0, checkCount < length, length <= 255 else { return nil }
        let syndromes = Self.syndromes(of: block, count: checkCount)
        if syndromes.allSatisfy({ $0 == 0 }) { return (block, 0) }

        let locator = Self.errorLocator(syndromes: syndromes)
        let errorCount = locator.count - 1
        guard errorCount >= 1, 2 * errorCount <= checkCount else { return nil }

        // Chien search: position j (exponent length − 1 − j) is wrong when Λ(α^−exponent) = 0.
        var positions: [Int] = []
        for position in 0..<length where Self.evaluate(locator, at: GaloisField256.alphaPower(position + 1 - length)) == 0 {
            positions.append(position)
        }
        guard positions.count == errorCount else { return nil }

        // Forney (first root α^0): value = X · Ω(X⁻¹) / Λ′(X⁻¹).
        let evaluator = Self.errorEvaluator(syndromes: syndromes, locator: locator)
        var result = block
        for position in positions {
            let exponent = length - 1 - position
            let inverse = GaloisField256.alphaPower(-exponent)
            let denominator = Self.evaluateDerivative(locator, at: inverse)
            guard denominator != 0 else { return nil }
            let numerator = GaloisField256.multiply(GaloisField256.alphaPower(exponent), Self.evaluate(evaluator, at: inverse))
            result[position] ^= GaloisField256.divide(numerator, denominator)
        }
        guard Self.syndromes(of: result, count: checkCount).allSatisfy({ $0 == 0 }) else { return nil }
        return (result, errorCount)
    }

    /// S_i = r(α^i) for i in 0..<count, the received block read as a polynomial.
    static func syndromes(of block: [UInt8], count: Int) -> [UInt8] {
        (0..<count).map { power in
            let x = GaloisField256.alphaPower(power)
            return block.reduce(UInt8(0)) { GaloisField256.multiply($0, x) ^ $1 }
        }
    }

    /// The error-locator polynomial Λ (lowest power first, Λ₀ = 1, length = error
    /// count + 1) by the Berlekamp–Massey algorithm.
    static func errorLocator(syndromes: [UInt8]) -> [UInt8] {
        var current: [UInt8] = [1]
        var previous: [UInt8] = [1]
        var length = 0
        var shift = 1
        var previousDiscrepancy: UInt8 = 1
        for step in 0..<syndromes.count {
            var discrepancy = syndromes[step]
            for index in stride(from: 1, through: length, by: 1) where index < current.count {
                discrepancy ^= GaloisField256.multiply(current[index], syndromes[step - index])
            }
            guard discrepancy != 0 else {
                shift += 1
                continue
            }
            let factor = GaloisField256.divide(discrepancy, previousDiscrepancy)
            var next = current + [UInt8](repeating: 0, count: max(0, previous.count + shift - current.count))
            for (index, coefficient) in previous.enumerated() {
                next[index + shift] ^= GaloisField256.multiply(factor, coefficient)
            }
            if 2 * length <= step {
                previous = current
                length = step + 1 - length
                previousDiscrepancy = discrepancy
                shift = 1
            } else {
                shift += 1
            }
            current = next
        }
        var locator = Array(current.prefix(length + 1))
        locator += [UInt8](repeating: 0, count: length + 1 - locator.count)
        return locator
    }

    /// Ω = S · Λ mod x^(syndrome count), lowest power first.
    static func errorEvaluator(syndromes: [UInt8], locator: [UInt8]) -> [UInt8] {
        (0..<syndromes.count).map { power in
            var sum: UInt8 = 0
            for (index, coefficient) in locator.enumerated() where index <= power {
                sum ^= GaloisField256.multiply(coefficient, syndromes[power - index])
            }
            return sum
        }
    }

    /// Value of a polynomial (lowest power first) at `x`.
    static func evaluate(_ polynomial: [UInt8], at x: UInt8) -> UInt8 {
        polynomial.reversed().reduce(UInt8(0)) { GaloisField256.multiply($0, x) ^ $1 }
    }

    /// Value of the formal derivative at `x`: in characteristic 2 only odd powers survive.
    static func evaluateDerivative(_ polynomial: [UInt8], at x: UInt8) -> UInt8 {
        var sum: UInt8 = 0
        var power: UInt8 = 1   // x^(index − 1) for odd index, stepping by x²
        let square = GaloisField256.multiply(x, x)
        for index in stride(from: 1, to: polynomial.count, by: 2) {
            sum ^= GaloisField256.multiply(polynomial[index], power)
            power = GaloisField256.multiply(power, square)
        }
        return sum
    }
}

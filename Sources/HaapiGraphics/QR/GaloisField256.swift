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

    /// Quotient of two field elements; `rhs` must not be 0.
    static func divide(_ lhs: UInt8, _ rhs: UInt8) -> UInt8 {
        if lhs == 0 { return 0 }
        return exponentials[logarithms[Int(lhs)] + 255 - logarithms[Int(rhs)]]
    }

    /// α raised to `power` (any integer, reduced modulo 255).
    static func alphaPower(_ power: Int) -> UInt8 {
        exponentials[((power % 255) + 255) % 255]
    }
}

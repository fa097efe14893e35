/// The eight data-mask patterns of ISO/IEC 18004 §7.8.2.
enum QRDataMask {
    /// Whether mask pattern `mask` (0...7) inverts the module at column `x`, row `y`.
    static func selects(_ mask: Int, x: Int, y: Int) -> Bool {
        switch mask {
        case 0: return (x + y) % 2 == 0
        case 1: return y % 2 == 0
        case 2: return x % 3 == 0
        case 3: return (x + y) % 3 == 0
        case 4: return (y / 2 + x / 3) % 2 == 0
        case 5: return (x * y) % 2 + (x * y) % 3 == 0
        case 6: return ((x * y) % 2 + (x * y) % 3) % 2 == 0
        default: return ((x + y) % 2 + (x * y) % 3) % 2 == 0
        }
    }
}

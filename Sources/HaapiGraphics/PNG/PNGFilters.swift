/// The five PNG scanline filters (filter method 0).
enum PNGFilter {
    /// The Paeth predictor: whichever of left, above, upper-left is closest to left + above − upper-left.
    @inline(__always)
    static func paeth(_ left: UInt8, _ above: UInt8, _ upperLeft: UInt8) -> UInt8 {
        let estimate = Int(left) + Int(above) - Int(upperLeft)
        let toLeft = abs(estimate - Int(left)), toAbove = abs(estimate - Int(above)), toUpperLeft = abs(estimate - Int(upperLeft))
        if toLeft <= toAbove, toLeft <= toUpperLeft { return left }
        return toAbove <= toUpperLeft ? above : upperLeft
    }

    /// Applies filter `type` (0...4) to `row` given the previous unfiltered row (all zeros for the first).
    static func filter(_ type: UInt8, row: [UInt8], previous: [UInt8], stride: Int) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: row.count)
        for index in 0..<row.count {
            let left = index >= stride ? row[index - stride] : 0
            let above = previous[index]
            let upperLeft = index >= stride ? previous[index - stride] : 0
            let predicted: UInt8
            switch type {
            case 1: predicted = left
            case 2: predicted = above
            case 3: predicted = UInt8((Int(left) + Int(above)) / 2)
            case 4: predicted = paeth(left, above, upperLeft)
            default: predicted = 0
            }
            output[index] = row[index] &- predicted
        }
        return output
    }

    /// Reverses the filters of `rows` consecutive scanlines stored in `data` from
    /// `start`, each a filter-type byte followed by `rowBytes` bytes.
    ///
    /// - Returns: The unfiltered rows, concatenated without filter-type bytes.
    /// - Throws: The zero-based row whose filter type is not 0...4.
    static func unfilter(_ data: [UInt8], start: Int, rows: Int, rowBytes: Int, stride: Int) throws(PNGDecodingError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: rows * rowBytes)
        var source = start
        for row in 0..<rows {
            let type = data[source]
            source += 1
            let base = row * rowBytes
            switch type {
            case 0:
                for index in 0..<rowBytes { output[base + index] = data[source + index] }
            case 1:
                for index in 0..<rowBytes {
                    let left = index >= stride ? output[base + index - stride] : 0
                    output[base + index] = data[source + index] &+ left
                }
            case 2:
                for index in 0..<rowBytes {
                    let above = row > 0 ? output[base - rowBytes + index] : 0
                    output[base + index] = data[source + index] &+ above
                }
            case 3:
                for index in 0..<rowBytes {
                    let left = index >= stride ? Int(output[base + index - stride]) : 0
                    let above = row > 0 ? Int(output[base - rowBytes + index]) : 0
                    output[base + index] = data[source + index] &+ UInt8((left + above) / 2)
                }
            case 4:
                for index in 0..<rowBytes {
                    let left = index >= stride ? output[base + index - stride] : 0
                    let above = row > 0 ? output[base - rowBytes + index] : 0
                    let upperLeft = row > 0 && index >= stride ? output[base - rowBytes + index - stride] : 0
                    output[base + index] = data[source + index] &+ paeth(left, above, upperLeft)
                }
            default:
                throw PNGDecodingError(.invalidFilterType(type: Int(type), row: row), chunk: "IDAT")
            }
            source += rowBytes
        }
        return output
    }
}

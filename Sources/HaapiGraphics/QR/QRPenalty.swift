/// The mask-evaluation penalty rules of ISO/IEC 18004 §7.8.3.
enum QRPenalty {
    /// Total penalty of a square row-major module matrix (lower is better).
    static func score(_ modules: [Bool], size: Int) -> Int {
        var total = 0
        for line in 0..<size {
            let row = (0..<size).map { modules[line * size + $0] }
            let column = (0..<size).map { modules[$0 * size + line] }
            total += runPenalty(row) + runPenalty(column)
            total += finderLikePenalty(row) + finderLikePenalty(column)
        }
        total += blockPenalty(modules, size: size)
        total += balancePenalty(modules)
        return total
    }

    /// Rule 1: each run of five or more same-coloured modules scores 3 + (length − 5).
    static func runPenalty(_ line: [Bool]) -> Int {
        var penalty = 0
        var runLength = 0
        var previous: Bool?
        for module in line {
            if module == previous {
                runLength += 1
            } else {
                if runLength >= 5 { penalty += runLength - 2 }
                previous = module
                runLength = 1
            }
        }
        if runLength >= 5 { penalty += runLength - 2 }
        return penalty
    }

    /// Rule 2: each 2×2 block of one colour scores 3.
    static func blockPenalty(_ modules: [Bool], size: Int) -> Int {
        var penalty = 0
        for y in 0..<(size - 1) {
            for x in 0..<(size - 1) {
                let colour = modules[y * size + x]
                if modules[y * size + x + 1] == colour, modules[(y + 1) * size + x] == colour,
                   modules[(y + 1) * size + x + 1] == colour {
                    penalty += 3
                }
            }
        }
        return penalty
    }

    private static let finderWithLightAfter: [Bool] = [true, false, true, true, true, false, true, false, false, false, false]
    private static let finderWithLightBefore: [Bool] = Array(finderWithLightAfter.reversed())

    /// Rule 3: each 1:1:3:1:1 dark-light pattern with four light modules on one side scores 40.
    static func finderLikePenalty(_ line: [Bool]) -> Int {
        let width = finderWithLightAfter.count
        guard line.count >= width else { return 0 }
        var penalty = 0
        for start in 0...(line.count - width) {
            let window = line[start..<(start + width)]
            if window.elementsEqual(finderWithLightAfter) { penalty += 40 }
            if window.elementsEqual(finderWithLightBefore) { penalty += 40 }
        }
        return penalty
    }

    /// Rule 4: 10 points for every full 5 % step the dark share deviates from 50 %.
    static func balancePenalty(_ modules: [Bool]) -> Int {
        let total = modules.count
        guard total > 0 else { return 0 }
        let dark = modules.reduce(0) { $0 + ($1 ? 1 : 0) }
        let deviationTimesTwenty = abs(dark * 20 - total * 10)   // |share − 50 %| in units of 5 % × total
        return 10 * (deviationTimesTwenty / total)
    }
}

/// A CLDR plural rule's condition (UTS #35, "Plural rules syntax"), such as
/// `v = 0 and i % 10 = 2..4 and i % 100 != 12..14`: read once, then tested against a
/// number's ``PluralOperands``.
///
/// ```swift
/// let few = try PluralCondition("v = 0 and i % 10 = 2..4 and i % 100 != 12..14")
/// few.matches(PluralOperands(22))     // true
/// few.matches(PluralOperands(12))     // false
/// ```
///
/// The empty condition (CLDR's `other`) matches every number. Samples after `@integer` or
/// `@decimal` (CLDR's sample numbers) are not part of the condition.
public struct PluralCondition: Sendable, Hashable {
    /// An operand of UTS #35.
    enum Operand: String, Sendable, Hashable {
        case n, i, v, w, f, t, c, e
    }

    /// `operand (% modulus)? (= | !=) ranges`.
    struct Relation: Sendable, Hashable {
        var operand: Operand
        var modulus: Int?
        var isNegated: Bool
        /// Inclusive ranges; a single value is a range of one.
        var ranges: [ClosedRange<Int>]
    }

    /// Alternatives (`or`), each a conjunction (`and`) of relations.
    let alternatives: [[Relation]]

    /// Reads `text`, a condition without samples.
    ///
    /// - Throws: ``PluralConditionError`` naming the offending token and its position.
    public init(_ text: String) throws(PluralConditionError) {
        var reader = ConditionReader(text)
        alternatives = try reader.condition()
    }

    /// Whether a number with `operands` meets the condition.
    public func matches(_ operands: PluralOperands) -> Bool {
        alternatives.isEmpty || alternatives.contains { relations in relations.allSatisfy { $0.holds(for: operands) } }
    }
}

extension PluralCondition.Relation {
    func holds(for operands: PluralOperands) -> Bool {
        let inRanges: Bool
        if operand == .n {
            // `n` may have a fraction: it is in a range only when it is a whole number within it.
            var value = operands.n
            if let modulus { value = value.truncatingRemainder(dividingBy: Double(modulus)) }
            inRanges = value == value.rounded(.towardZero) && ranges.contains { Double($0.lowerBound) <= value && value <= Double($0.upperBound) }
        } else {
            var value = operands.value(of: operand)
            if let modulus { value %= modulus }
            inRanges = ranges.contains { $0.contains(value) }
        }
        return inRanges != isNegated
    }
}

extension PluralOperands {
    fileprivate func value(of operand: PluralCondition.Operand) -> Int {
        switch operand {
        case .n: i
        case .i: i
        case .v: v
        case .w: w
        case .f: f
        case .t: t
        case .c, .e: e
        }
    }
}

/// Why a plural condition could not be read.
public struct PluralConditionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was expected.
    public var expected: String
    /// What was found instead (empty at the end of the text).
    public var found: String
    /// The 0-based character offset of what was found.
    public var offset: Int

    public var description: String {
        "plural condition: expected \(expected) at character \(offset), found \(found.isEmpty ? "the end" : "'\(found)'")"
    }
}

/// Reads a condition token by token.
private struct ConditionReader {
    private let characters: [Character]
    private var position = 0

    init(_ text: String) {
        characters = Array(text)
    }

    mutating func condition() throws(PluralConditionError) -> [[PluralCondition.Relation]] {
        skipSpaces()
        guard position < characters.count else { return [] }
        var alternatives = [try conjunction()]
        while take(word: "or") { alternatives.append(try conjunction()) }
        skipSpaces()
        guard position == characters.count else { throw failure("'and', 'or' or the end") }
        return alternatives
    }

    private mutating func conjunction() throws(PluralConditionError) -> [PluralCondition.Relation] {
        var relations = [try relation()]
        while take(word: "and") { relations.append(try relation()) }
        return relations
    }

    private mutating func relation() throws(PluralConditionError) -> PluralCondition.Relation {
        skipSpaces()
        guard position < characters.count, let operand = PluralCondition.Operand(rawValue: String(characters[position])) else {
            throw failure("an operand (n, i, v, w, f, t, c or e)")
        }
        position += 1
        var modulus: Int?
        if take(symbol: "%") || take(word: "mod") {
            modulus = try number()
            guard modulus != 0 else { throw failure("a modulus other than 0") }
        }
        let isNegated: Bool
        if take(symbol: "!=") {
            isNegated = true
        } else if take(symbol: "=") {
            isNegated = false
        } else {
            throw failure("'=' or '!='")
        }
        var ranges = [try range()]
        while take(symbol: ",") { ranges.append(try range()) }
        return PluralCondition.Relation(operand: operand, modulus: modulus, isNegated: isNegated, ranges: ranges)
    }

    private mutating func range() throws(PluralConditionError) -> ClosedRange<Int> {
        let low = try number()
        guard take(symbol: "..") else { return low...low }
        let high = try number()
        guard low <= high else { throw failure("a range whose end is not below its start") }
        return low...high
    }

    private mutating func number() throws(PluralConditionError) -> Int {
        skipSpaces()
        let start = position
        while position < characters.count, characters[position].isASCII, characters[position].isNumber { position += 1 }
        guard position > start, position - start <= 18, let value = Int(String(characters[start..<position])) else {
            position = start
            throw failure("a number")
        }
        return value
    }

    private mutating func take(symbol: String) -> Bool {
        skipSpaces()
        let symbol = Array(symbol)
        guard position + symbol.count <= characters.count, Array(characters[position..<position + symbol.count]) == symbol else { return false }
        position += symbol.count
        return true
    }

    private mutating func take(word: String) -> Bool {
        let start = position
        guard take(symbol: word) else { return false }
        // A whole word: not the start of a longer one.
        if position < characters.count, characters[position].isLetter {
            position = start
            return false
        }
        return true
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " { position += 1 }
    }

    private func failure(_ expected: String) -> PluralConditionError {
        let found = position < characters.count ? String(characters[position...].prefix(12)) : ""
        return PluralConditionError(expected: expected, found: found, offset: position)
    }
}

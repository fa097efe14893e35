/// The recursive descent behind ``CBORDecoder``: one item at a time, every length
/// checked against the input and the limits before it is used.
struct CBORReader {
    private let bytes: [UInt8]
    private let limits: CBORDecodingLimits
    private(set) var offset = 0
    private var depth = 0
    private var itemCount = 0
    private var path: [CBORPathComponent] = []

    init(bytes: [UInt8], limits: CBORDecodingLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    private var remaining: Int { bytes.count - offset }

    private func failure(_ reason: CBORError.Reason, at offset: Int) -> CBORError {
        CBORError(reason, offset: offset, path: CBORPathComponent.describe(path))
    }

    mutating func readItem() throws(CBORError) -> CBORValue {
        let start = offset
        itemCount += 1
        guard itemCount <= limits.maximumItemCount else { throw failure(.tooManyItems(limit: limits.maximumItemCount), at: start) }
        guard offset < bytes.count else { throw failure(.truncated, at: start) }
        let initial = bytes[offset]
        offset += 1
        let major = initial >> 5
        let info = initial & 0x1F
        if major == 7 { return try readSimpleOrFloat(info: info, start: start) }
        switch info {
        case 28...30: throw failure(.reservedAdditionalInformation(info), at: start)
        case 31: throw failure((2...5).contains(major) ? .indefiniteLength : .reservedAdditionalInformation(info), at: start)
        default: break
        }
        let argument = try readArgument(info: info, start: start)
        switch major {
        case 0: return .unsigned(argument)
        case 1: return .negative(argument)
        case 2: return .bytes(try readString(declared: argument, start: start))
        case 3:
            let utf8 = try readString(declared: argument, start: start)
            guard let text = String(validating: utf8, as: UTF8.self) else { throw failure(.invalidUTF8, at: start) }
            return .text(text)
        case 4: return try readArray(count: argument, start: start)
        case 5: return try readMap(count: argument, start: start)
        default: throw failure(.tagNotAllowed(tag: argument), at: start)
        }
    }

    /// The integer after the initial byte (additional information below 28), shortest form required.
    private mutating func readArgument(info: UInt8, start: Int) throws(CBORError) -> UInt64 {
        let width: Int
        switch info {
        case 0..<24: return UInt64(info)
        case 24: width = 1
        case 25: width = 2
        case 26: width = 4
        default: width = 8
        }
        guard remaining >= width else { throw failure(.truncated, at: start) }
        var value: UInt64 = 0
        for byte in bytes[offset..<offset + width] { value = value << 8 | UInt64(byte) }
        offset += width
        let shortest: UInt64 =
            switch width {
            case 1: 24
            case 2: 0x100
            case 4: 0x1_0000
            default: 0x1_0000_0000
            }
        guard value >= shortest else { throw failure(.nonShortestEncoding, at: start) }
        return value
    }

    private mutating func readSimpleOrFloat(info: UInt8, start: Int) throws(CBORError) -> CBORValue {
        switch info {
        case 20: return .bool(false)
        case 21: return .bool(true)
        case 22: return .null
        case 24:
            guard remaining >= 1 else { throw failure(.truncated, at: start) }
            let value = bytes[offset]
            offset += 1
            throw failure(.simpleValueNotAllowed(value), at: start)
        case 25...27: throw failure(.floatNotAllowed, at: start)
        case 28...30: throw failure(.reservedAdditionalInformation(info), at: start)
        case 31: throw failure(.unexpectedBreak, at: start)
        default: throw failure(.simpleValueNotAllowed(info), at: start)
        }
    }

    /// The bytes of a string whose declared length is checked against the input and the limit first.
    private mutating func readString(declared: UInt64, start: Int) throws(CBORError) -> [UInt8] {
        guard declared <= UInt64(remaining) else {
            throw failure(.declaredLengthExceedsInput(declared: declared, remaining: remaining), at: start)
        }
        guard declared <= UInt64(max(0, limits.maximumStringLength)) else {
            throw failure(.declaredLengthExceedsLimit(declared: declared, limit: limits.maximumStringLength), at: start)
        }
        let count = Int(declared)
        let string = Array(bytes[offset..<offset + count])
        offset += count
        return string
    }

    /// Checks a container's declared item count (each item takes at least one byte) and enters it.
    private mutating func enterContainer(items: UInt64, declared: UInt64, start: Int) throws(CBORError) {
        guard items <= UInt64(remaining) else {
            throw failure(.declaredLengthExceedsInput(declared: declared, remaining: remaining), at: start)
        }
        guard items <= UInt64(limits.maximumItemCount - itemCount) else {
            throw failure(.tooManyItems(limit: limits.maximumItemCount), at: start)
        }
        depth += 1
        guard depth <= limits.maximumDepth else { throw failure(.nestingTooDeep(limit: limits.maximumDepth), at: start) }
    }

    private mutating func readArray(count: UInt64, start: Int) throws(CBORError) -> CBORValue {
        try enterContainer(items: count, declared: count, start: start)
        var elements: [CBORValue] = []
        elements.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            path.append(.index(index))
            elements.append(try readItem())
            path.removeLast()
        }
        depth -= 1
        return .array(elements)
    }

    private mutating func readMap(count: UInt64, start: Int) throws(CBORError) -> CBORValue {
        let (items, overflow) = count.multipliedReportingOverflow(by: 2)
        try enterContainer(items: overflow ? .max : items, declared: count, start: start)
        var entries: [CBORValue: CBORValue] = [:]
        entries.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let keyStart = offset
            path.append(.mapKey(index + 1))
            let key = try readItem()
            guard entries[key] == nil else { throw failure(.duplicateMapKey, at: keyStart) }
            path.removeLast()
            path.append(.value(under: key))
            entries[key] = try readItem()
            path.removeLast()
        }
        depth -= 1
        return .map(entries)
    }
}

/// One step of a ``CBORError/path``.
enum CBORPathComponent {
    case index(Int)
    case mapKey(Int)
    case value(under: CBORValue)

    static func describe(_ components: [CBORPathComponent]) -> String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index): text += "[\(index)]"
            case .mapKey(let number): text += " (map key \(number))"
            case .value(let key):
                switch key {
                case .text(let name) where isPlainName(name):
                    text += ".\(name)"
                case .unsigned, .negative: text += "[\(key.intValue.map(String.init) ?? "a large integer")]"
                default: text += "[\(key.typeDescription) key]"
                }
            }
        }
        return text
    }

    /// Whether a text key can be written after a dot: 1 to 64 ASCII letters, digits, `_` or `-`.
    private static func isPlainName(_ name: String) -> Bool {
        (1...64).contains(name.utf8.count)
            && name.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte == 0x2D
            }
    }
}

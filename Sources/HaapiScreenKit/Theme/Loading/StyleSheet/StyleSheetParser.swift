import Foundation

/// Reads the NSS syntax of seed 002 into a ``StyleSheet``.
///
/// Hand-written over the bytes, without recursion: every step moves forward or
/// throws, so any input (random bytes, a truncated file, invalid UTF-8) ends in a
/// sheet or in a ``ThemeError`` with ``ThemeError/Reason/syntaxError(_:)`` and
/// the line and column. Comments (`/* ... */`) may stand wherever white space may.
struct StyleSheetParser {
    private let file: String
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    /// Parses `data`; `file` names the sheet in errors.
    static func parse(_ data: Data, file: String) throws(ThemeError) -> StyleSheet {
        var parser = StyleSheetParser(file: file, bytes: Array(data))
        return try parser.sheet()
    }

    private init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    }

    // MARK: Statements

    private mutating func sheet() throws(ThemeError) -> StyleSheet {
        var statements: [StyleSheet.Statement] = []
        while true {
            try skipSpaceAndComments()
            guard let byte = current else { return StyleSheet(statements: statements) }
            if byte == Self.at {
                statements.append(.variable(try variable()))
            } else if Self.isNameByte(byte) {
                statements.append(.rule(try rule()))
            } else {
                throw unexpected(expected: "a class name or an @variable", path: [])
            }
        }
    }

    /// `@name: value;`
    private mutating func variable() throws(ThemeError) -> StyleSheet.Variable {
        let start = position
        advance()
        let name = word(while: Self.isNameByte)
        guard !name.isEmpty else { throw unexpected(expected: "a variable name after @", path: []) }
        let path = ["@" + name]
        try skipSpaceAndComments()
        guard current == Self.colon else { throw unexpected(expected: ": after @\(name)", path: path) }
        advance()
        let value = try valueText(path: path, block: nil)
        guard !value.isEmpty else { throw syntax("@\(name) has no value", at: start, path: path) }
        advance()  // the ;
        return StyleSheet.Variable(name: name, value: value, position: start)
    }

    /// `class, class { property: value; ... }`
    private mutating func rule() throws(ThemeError) -> StyleSheet.Rule {
        let start = position
        var classes = [StyleSheet.ClassName(name: word(while: Self.isNameByte), position: start)]
        while true {
            try skipSpaceAndComments()
            let last = classes[classes.count - 1].name
            if current == Self.comma {
                advance()
                try skipSpaceAndComments()
                let namePosition = position
                let name = word(while: Self.isNameByte)
                guard !name.isEmpty else { throw unexpected(expected: "a class name after \"\(last),\"", path: [last]) }
                classes.append(StyleSheet.ClassName(name: name, position: namePosition))
            } else if current == Self.openBrace {
                break
            } else {
                throw unexpected(expected: "{ or , after the class name \(last)", path: [last])
            }
        }
        let block = position
        advance()
        let path = [classes[0].name]
        var declarations: [StyleSheet.Declaration] = []
        while true {
            try skipSpaceAndComments()
            guard let byte = current else { throw unclosedBlock(block, path: path) }
            if byte == Self.closeBrace {
                advance()
                return StyleSheet.Rule(classes: classes, declarations: declarations, position: start)
            }
            if byte == Self.semicolon {
                advance()
                continue
            }
            guard Self.isPropertyByte(byte) else { throw unexpected(expected: "a property name or }", path: path) }
            let propertyPosition = position
            let property = word(while: Self.isPropertyByte)
            let declarationPath = path + [property]
            try skipSpaceAndComments()
            guard current == Self.colon else { throw unexpected(expected: ": after \(property)", path: declarationPath) }
            advance()
            let value = try valueText(path: declarationPath, block: block)
            guard !value.isEmpty else { throw syntax("\(property) has no value", at: propertyPosition, path: declarationPath) }
            if current == Self.semicolon { advance() }
            declarations.append(StyleSheet.Declaration(property: property, value: value, position: propertyPosition))
        }
    }

    // MARK: Values

    /// Reads a value up to its `;` (left for the caller), or up to the `}` of the
    /// block it is in (`block` is where that block opened; `nil` for a variable).
    /// Comments become white space, runs of white space one space, ends trimmed.
    private mutating func valueText(path: [String], block: SourcePosition?) throws(ThemeError) -> String {
        var value: [UInt8] = []
        var pendingSpace = false
        while true {
            guard let byte = current else {
                if let block { throw unclosedBlock(block, path: Array(path.prefix(1))) }
                throw syntax("the value of \(path.joined(separator: ".")) is never ended with ;", at: position, path: path)
            }
            switch byte {
            case Self.semicolon:
                return String(decoding: value, as: UTF8.self)
            case Self.closeBrace where block != nil:
                return String(decoding: value, as: UTF8.self)
            case Self.closeBrace, Self.openBrace, Self.colon:
                throw unexpected(expected: "; after the value of \(path.joined(separator: "."))", path: path)
            case Self.slash where next == Self.star:
                try skipComment()
                pendingSpace = !value.isEmpty
            case _ where Self.isSpace(byte):
                advance()
                pendingSpace = !value.isEmpty
            default:
                if pendingSpace { value.append(Self.space) }
                pendingSpace = false
                value.append(byte)
                advance()
            }
        }
    }

    // MARK: Trivia

    private mutating func skipSpaceAndComments() throws(ThemeError) {
        while let byte = current {
            if Self.isSpace(byte) {
                advance()
            } else if byte == Self.slash, next == Self.star {
                try skipComment()
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws(ThemeError) {
        let start = position
        advance()
        advance()
        while let byte = current {
            if byte == Self.star, next == Self.slash {
                advance()
                advance()
                return
            }
            advance()
        }
        throw syntax("the comment opened here with /* is never closed with */", at: start, path: [])
    }

    // MARK: Reading bytes

    private var position: SourcePosition { SourcePosition(line: line, column: column) }
    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    private var next: UInt8? { index + 1 < bytes.count ? bytes[index + 1] : nil }

    private mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == Self.newline {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {  // not a UTF-8 continuation byte
            column += 1
        }
    }

    private mutating func word(while accepts: (UInt8) -> Bool) -> String {
        let start = index
        while let byte = current, accepts(byte) { advance() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    // MARK: Errors

    private func syntax(_ detail: String, at position: SourcePosition, path: [String]) -> ThemeError {
        ThemeError(file: file, keyPath: path, reason: .syntaxError(detail), line: position.line, column: position.column)
    }

    private func unexpected(expected: String, path: [String]) -> ThemeError {
        guard let byte = current else { return syntax("unexpected end of file; expected \(expected)", at: position, path: path) }
        let shown = (0x21..<0x7F).contains(byte) ? "\"\(Character(Unicode.Scalar(byte)))\"" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
        return syntax("unexpected \(shown); expected \(expected)", at: position, path: path)
    }

    private func unclosedBlock(_ block: SourcePosition, path: [String]) -> ThemeError {
        syntax("the block opened here with { is never closed with }", at: block, path: path)
    }

    // MARK: Bytes

    private static let at = UInt8(ascii: "@")
    private static let colon = UInt8(ascii: ":")
    private static let semicolon = UInt8(ascii: ";")
    private static let comma = UInt8(ascii: ",")
    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")
    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")
    private static let space = UInt8(ascii: " ")
    private static let newline = UInt8(ascii: "\n")

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == space || (0x09...0x0D).contains(byte)
    }

    /// Letters, digits, `_`, `-`; class and variable names also take `.`.
    private static func isPropertyByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isPropertyByte(byte) || byte == UInt8(ascii: ".")
    }
}

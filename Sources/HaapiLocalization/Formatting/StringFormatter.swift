/// Formats `printf`-style templates the way the `hui_*` strings use them, without
/// Foundation: `%d`/`%i`/`%u` (with length modifiers `l`, `ll`, `z`, `q`), `%@`,
/// `%s`, positional `%1$d`/`%2$@`, and `%%` for a percent sign.
///
/// ```swift
/// try StringFormatter.format("%2$@ has %1$d new messages", [3, "Anna"])   // "Anna has 3 new messages"
/// ```
public enum StringFormatter {
    /// A piece of a parsed template.
    enum Token: Hashable {
        case literal(String)
        case placeholder(FormatPlaceholder)
    }

    /// Fills `template`'s placeholders with `arguments` (1-based: the first
    /// argument is `%1$`); numbers are written in `language`'s digits
    /// (``LocaleNumbers``), or as `String(_:)` writes them without a language.
    ///
    /// - Throws: ``StringFormatError`` when the template is invalid, the number of
    ///   arguments differs from the template's, or text is given for `%d`.
    public static func format(_ template: String, _ arguments: [FormatArgument], language: Language? = nil) throws(StringFormatError) -> String {
        // Most texts have no placeholder: without a `%` the template is the text.
        if !template.utf8.contains(UInt8(ascii: "%")) {
            guard arguments.isEmpty else { throw .argumentCount(expected: 0, given: arguments.count) }
            return template
        }
        let tokens = try tokens(of: template)
        let signature = try signature(of: tokens)
        guard signature.count == arguments.count else {
            throw .argumentCount(expected: signature.count, given: arguments.count)
        }
        var output = ""
        for token in tokens {
            switch token {
            case .literal(let text):
                output += text
            case .placeholder(let placeholder):
                switch (placeholder.kind, arguments[placeholder.argument - 1]) {
                case (_, .int(let value)): output += language.map { LocaleNumbers.format(value, language: $0) } ?? String(value)
                case (.text, .text(let text)): output += text
                case (.integer, .text): throw .argumentKind(argument: placeholder.argument, expected: .integer)
                }
            }
        }
        return output
    }

    /// The arguments `template` takes.
    ///
    /// - Throws: ``StringFormatError`` when the template is invalid.
    public static func signature(of template: String) throws(StringFormatError) -> FormatSignature {
        // Most texts have no placeholder: without a `%` there is nothing to read.
        if !template.utf8.contains(UInt8(ascii: "%")) { return FormatSignature(kinds: [:]) }
        return try signature(of: tokens(of: template))
    }

    /// The placeholders of `template`, in text order.
    public static func placeholders(of template: String) throws(StringFormatError) -> [FormatPlaceholder] {
        try tokens(of: template).compactMap {
            if case .placeholder(let placeholder) = $0 { return placeholder }
            return nil
        }
    }

    static func signature(of tokens: [Token]) throws(StringFormatError) -> FormatSignature {
        var kinds: [Int: FormatPlaceholder.Kind] = [:]
        for case .placeholder(let placeholder) in tokens {
            if let existing = kinds[placeholder.argument], existing != placeholder.kind {
                throw .conflictingKinds(argument: placeholder.argument)
            }
            kinds[placeholder.argument] = placeholder.kind
        }
        if let highest = kinds.keys.max() {
            for argument in 1...highest where kinds[argument] == nil { throw .missingArgument(argument) }
        }
        return FormatSignature(kinds: kinds)
    }

    static func tokens(of template: String) throws(StringFormatError) -> [Token] {
        var tokens: [Token] = []
        var literal = ""
        var counted = 0
        var sawPositional = false
        var scalars = template.unicodeScalars[...]
        while let percent = scalars.firstIndex(of: "%") {
            // The text up to the `%` in one piece.
            literal += Substring(scalars[..<percent])
            scalars = scalars[scalars.index(after: percent)...]
            guard let next = scalars.first else { throw .danglingPercent }
            if next == "%" {
                scalars.removeFirst()
                literal += "%"
                continue
            }
            var placeholder = try readPlaceholder(&scalars)
            if placeholder.isPositional {
                sawPositional = true
                if counted > 0 { throw .mixedPositionalAndSequential }
            } else {
                if sawPositional { throw .mixedPositionalAndSequential }
                counted += 1
                placeholder.argument = counted
            }
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = ""
            tokens.append(.placeholder(placeholder))
        }
        literal += Substring(scalars)
        if !literal.isEmpty { tokens.append(.literal(literal)) }
        return tokens
    }

    /// Reads what follows a `%` (already consumed) up to and including the conversion.
    private static func readPlaceholder(_ scalars: inout Substring.UnicodeScalarView) throws(StringFormatError) -> FormatPlaceholder {
        var spelling = "%"
        var digits = ""
        while let scalar = scalars.first, ("0"..."9").contains(scalar) {
            digits.unicodeScalars.append(scalar)
            spelling.unicodeScalars.append(scalars.removeFirst())
        }
        var position: Int?
        if !digits.isEmpty {
            guard scalars.first == "$" else {
                // A width such as %5d: not supported.
                spelling += scalars.first.map { String($0) } ?? ""
                throw .unsupportedConversion(spelling)
            }
            spelling.unicodeScalars.append(scalars.removeFirst())
            guard let number = Int(digits), number > 0 else { throw .invalidPosition(spelling) }
            position = number
        }
        var modifiers = ""
        while let scalar = scalars.first, "lzqh".unicodeScalars.contains(scalar) {
            modifiers.unicodeScalars.append(scalar)
            spelling.unicodeScalars.append(scalars.removeFirst())
        }
        guard let conversion = scalars.popFirst() else { throw .danglingPercent }
        spelling.unicodeScalars.append(conversion)
        let kind: FormatPlaceholder.Kind
        switch conversion {
        case "d", "i", "u":
            guard ["", "l", "ll", "z", "q", "h"].contains(modifiers) else { throw .unsupportedConversion(spelling) }
            kind = .integer
        case "@", "s":
            guard modifiers.isEmpty else { throw .unsupportedConversion(spelling) }
            kind = .text
        default:
            throw .unsupportedConversion(spelling)
        }
        return FormatPlaceholder(argument: position ?? 0, kind: kind, isPositional: position != nil, spelling: spelling)
    }
}

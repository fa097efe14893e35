/// Why a theme (or a strings file) was refused, naming the file, the key path and
/// the reason, for example
/// `Theme.plist: HaapiFlowViewController.paddingTop: -4 is negative; lengths must be 0 or more`.
///
/// Errors in a style sheet also carry the line (and column), and the key path is
/// the class and property as written there:
/// `Theme.nss:12: fdlPrimaryButton.corner-radius: -4 is negative; lengths must be 0 or more`.
public struct ThemeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Sendable, Hashable {
        /// The file is not a property list / JSON document at all.
        case unreadable(String)
        /// A value has the wrong type.
        case wrongType(expected: String, found: String)
        /// A key this version does not know (refused under ``UnknownKeyPolicy/reject``,
        /// or an attribute that the target does not have).
        case unknownKey
        /// A required key is missing.
        case missingKey
        /// A colour is not `#RRGGBB` or `#RRGGBBAA`.
        case invalidHex(String)
        /// A style names a colour the theme does not define.
        case unknownColorName(String)
        /// A style names a text appearance the theme does not define.
        case unknownTextAppearance(String)
        /// A length names a dimension the theme does not define.
        case unknownDimension(String)
        /// A length or size is negative.
        case negativeValue(Double)
        /// A value has the right type but is not allowed.
        case invalidValue(String)
        /// Strings are given for a language without plural rules.
        case unsupportedLanguage(String)
        /// A string override's format placeholders differ from the default's.
        case placeholderMismatch(expected: String, found: String)
        /// A string override is not a valid format string.
        case invalidFormat(String)
        /// A style sheet breaks the syntax (an unclosed block or comment, a missing
        /// `:` or `;`, a stray character); the detail says what was expected.
        case syntaxError(String)
        /// A style sheet colour is not `#RGB`, `#RRGGBB`, `#AARRGGBB`, a colour word or `@name`.
        case invalidColor(String)
        /// A style sheet `@name` is neither a variable defined above it nor a theme
        /// colour (or dimension, for lengths).
        case unknownVariable(String)
        /// A style sheet sets an attribute its target does not have.
        case attributeNotAllowed(attribute: String, target: String)
    }

    /// The file's name as given to the loader (`"<code>"` for themes built in code).
    public var file: String
    /// The keys leading to the problem; empty for the whole document.
    public var keyPath: [String]
    /// What is wrong.
    public var reason: Reason
    /// The line of a style sheet the problem is on (1 for the first); `nil` for
    /// property lists, JSON and themes built in code.
    public var line: Int?
    /// The column on ``line`` (1 for the first character), when known.
    public var column: Int?

    /// Creates an error.
    public init(file: String, keyPath: [String], reason: Reason, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.keyPath = keyPath
        self.reason = reason
        self.line = line
        self.column = column
    }

    /// The key path joined with dots (`<root>` for the whole document).
    public var keyPathDescription: String {
        keyPath.isEmpty ? "<root>" : keyPath.joined(separator: ".")
    }

    /// `file: keyPath: reason`, or `file:line: keyPath: reason` for a style sheet
    /// (`file:line: reason` for a syntax error outside any block).
    public var description: String {
        guard let line else { return "\(file): \(keyPathDescription): \(reasonDescription)" }
        return keyPath.isEmpty ? "\(file):\(line): \(reasonDescription)" : "\(file):\(line): \(keyPathDescription): \(reasonDescription)"
    }

    /// The reason as a short sentence.
    public var reasonDescription: String {
        switch reason {
        case .unreadable(let detail): "not readable: \(detail)"
        case .wrongType(let expected, let found): "expected \(expected), found \(found)"
        case .unknownKey: "unknown key"
        case .missingKey: "required key is missing"
        case .invalidHex(let text): "\"\(text)\" is not a colour; write #RRGGBB or #RRGGBBAA"
        case .unknownColorName(let name): "unknown colour name \"\(name)\"; define it under the theme's colours"
        case .unknownTextAppearance(let name): "unknown text appearance \"\(name)\"; define it under the theme's text appearances"
        case .unknownDimension(let name): "unknown dimension \"\(name)\"; define it under the theme's dimensions"
        case .negativeValue(let value): "\(value) is negative; lengths must be 0 or more"
        case .invalidValue(let detail): detail
        case .unsupportedLanguage(let code): "no plural rules for language \"\(code)\"; add a PluralRule for it first"
        case .placeholderMismatch(let expected, let found):
            "placeholders \(found) differ from the default's \(expected); keep the same placeholders"
        case .invalidFormat(let detail): "not a valid format string: \(detail)"
        case .syntaxError(let detail): "syntax error: \(detail)"
        case .invalidColor(let text):
            "\"\(text)\" is not a colour; write #RGB, #RRGGBB, #AARRGGBB (alpha first), clear, a colour word such as red, or @name"
        case .unknownVariable(let name):
            "unknown @\(name); define it above with \"@\(name): value;\" or in the theme"
        case .attributeNotAllowed(let attribute, let target): "\(target) has no attribute \(attribute)"
        }
    }
}

/// Something a loader accepted but wants the app to know, such as an unknown key.
public struct ThemeWarning: Sendable, Hashable, CustomStringConvertible {
    /// The file's name as given to the loader.
    public var file: String
    /// The keys leading to the problem.
    public var keyPath: [String]
    /// What was noticed.
    public var message: String
    /// The line of a style sheet it was noticed on; `nil` for other formats.
    public var line: Int?
    /// The column on ``line``, when known.
    public var column: Int?

    /// Creates a warning.
    public init(file: String, keyPath: [String], message: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.keyPath = keyPath
        self.message = message
        self.line = line
        self.column = column
    }

    /// `file: keyPath: message`, or `file:line: keyPath: message` for a style sheet.
    public var description: String {
        let path = keyPath.isEmpty ? "<root>" : keyPath.joined(separator: ".")
        guard let line else { return "\(file): \(path): \(message)" }
        return "\(file):\(line): \(path): \(message)"
    }
}

/// What a loader does with a key it does not know.
public enum UnknownKeyPolicy: Sendable, Hashable {
    /// Skip the key and report it in the load result's warnings (the default, so
    /// theme files written for a newer version still load).
    case report
    /// Refuse the file with ``ThemeError/Reason/unknownKey``.
    case reject
}

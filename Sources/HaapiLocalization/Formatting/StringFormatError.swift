/// Why a format string or its arguments were refused.
public enum StringFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A `%` ends the string.
    case danglingPercent
    /// A conversion this formatter does not support (only `%d`, `%i`, `%u`, `%@`,
    /// `%s`, `%%` and their positional forms are).
    case unsupportedConversion(String)
    /// Positional (`%1$d`) and counted (`%d`) placeholders are mixed.
    case mixedPositionalAndSequential
    /// A positional placeholder numbers its argument 0.
    case invalidPosition(String)
    /// One argument is used with two different kinds.
    case conflictingKinds(argument: Int)
    /// Positional placeholders skip an argument number.
    case missingArgument(Int)
    /// The number of arguments given differs from what the template takes.
    case argumentCount(expected: Int, given: Int)
    /// An argument does not fit its placeholder (text given for `%d`).
    case argumentKind(argument: Int, expected: FormatPlaceholder.Kind)

    public var description: String {
        switch self {
        case .danglingPercent: "a lone % ends the string (write %% for a percent sign)"
        case .unsupportedConversion(let spelling): "unsupported placeholder \(spelling); use %d, %@, %s or %1$d"
        case .mixedPositionalAndSequential: "positional (%1$d) and plain (%d) placeholders are mixed"
        case .invalidPosition(let spelling): "\(spelling) numbers its argument 0; arguments start at 1"
        case .conflictingKinds(let argument): "argument \(argument) is used both as a number and as text"
        case .missingArgument(let argument): "no placeholder takes argument \(argument)"
        case .argumentCount(let expected, let given): "the template takes \(expected) arguments, \(given) given"
        case .argumentKind(let argument, let expected):
            "argument \(argument) must be \(expected == .integer ? "an integer" : "text")"
        }
    }
}

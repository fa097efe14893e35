// Open sets of protocol values: unknown ones are kept as `.unknown(raw)`.

/// The type of a form field: its `type` member.
public enum FieldType: OpenEnumeration {
    /// `text`
    case text
    /// `username`
    case username
    /// `password`
    case password
    /// `hidden`
    case hidden
    /// `select`
    case select
    /// `checkbox`
    case checkbox
    /// `context`
    case context
    /// A value this version does not know, kept as sent.
    case unknown(String)

    public static let known: [FieldType] = [.text, .username, .password, .hidden, .select, .checkbox, .context]

    public var rawValue: String {
        switch self {
        case .text: "text"
        case .username: "username"
        case .password: "password"
        case .hidden: "hidden"
        case .select: "select"
        case .checkbox: "checkbox"
        case .context: "context"
        case .unknown(let raw): raw
        }
    }

    public init(rawValue: String) {
        self = knownCase(rawValue, in: Self.self) ?? .unknown(rawValue)
    }
}

/// The kind of value a `text` field holds: its `kind` member.
public enum TextFieldKind: OpenEnumeration {
    /// `number`
    case number
    /// `email`
    case email
    /// `url`
    case url
    /// `tel`
    case tel
    /// `color`
    case color
    /// `date`
    case date
    /// `datetime-local`
    case datetimeLocal
    /// `month`
    case month
    /// `week`
    case week
    /// `time`
    case time
    /// `search`
    case search
    /// A value this version does not know, kept as sent.
    case unknown(String)

    public static let known: [TextFieldKind] = [.number, .email, .url, .tel, .color, .date, .datetimeLocal, .month, .week, .time, .search]

    public var rawValue: String {
        switch self {
        case .number: "number"
        case .email: "email"
        case .url: "url"
        case .tel: "tel"
        case .color: "color"
        case .date: "date"
        case .datetimeLocal: "datetime-local"
        case .month: "month"
        case .week: "week"
        case .time: "time"
        case .search: "search"
        case .unknown(let raw): raw
        }
    }

    public init(rawValue: String) {
        self = knownCase(rawValue, in: Self.self) ?? .unknown(rawValue)
    }
}

/// Why a field was rejected: an `invalidFields[].reason`.
public enum InvalidFieldReason: OpenEnumeration {
    /// `missing`
    case missing
    /// `invalidValue`
    case invalidValue
    /// A value this version does not know, kept as sent.
    case unknown(String)

    public static let known: [InvalidFieldReason] = [.missing, .invalidValue]

    public var rawValue: String {
        switch self {
        case .missing: "missing"
        case .invalidValue: "invalidValue"
        case .unknown(let raw): raw
        }
    }

    public init(rawValue: String) {
        self = knownCase(rawValue, in: Self.self) ?? .unknown(rawValue)
    }
}

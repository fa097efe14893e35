public import HaapiModel

/// A String Catalog: the `.xcstrings` JSON file Xcode and translation tools edit, with
/// every key's comment, its source text and its translations, plural variations among
/// them.
///
/// Each HaapiKit module ships its texts as one (`HaapiOnboarding.xcstrings`, ...), read
/// by ``bundled(module:package:sourceFile:)`` on every platform. What is read of a key's
/// localization:
///
/// - a `stringUnit`'s `value`: one template (``StringOverride/text(_:)``);
/// - `variations.plural`: forms by CLDR category, chosen by the first argument
///   (``StringOverride/plural(_:)`` keyed `[.one]`, `[.other]`, ...);
/// - `substitutions`: a template whose `%#@name@` tokens each take the plural forms of one
///   argument (`argNum`, `formatSpecifier` `d`), so that several numbers choose a text
///   together; read as forms keyed by the categories of those arguments in order
///   (`[.one, .other]`), every form a whole template with numbered placeholders.
///
/// ```swift
/// let file = try StringsFile(bytes: data, file: "HaapiOnboarding.xcstrings")
/// file.translations(in: "nl")["onb_start"]   // .text("Starten")
/// ```
///
/// A localization's `state` (`translated`, `needs_review`, ...) is not read: a value that
/// is there is used, as Xcode's runtime does.
public struct StringsFile: Sendable, Hashable {
    /// What a key holds.
    public struct Entry: Sendable, Hashable {
        /// What the text is for, for translators.
        public var comment: String?
        /// The key's text by locale tag as written in the file (`en`, `pt-BR`, `zh-Hant`).
        public var values: [String: StringOverride]

        /// Creates an entry.
        public init(comment: String? = nil, values: [String: StringOverride] = [:]) {
            self.comment = comment
            self.values = values
        }
    }

    /// The locale the source texts are in (`en`).
    public var sourceLanguage: String
    /// The keys and what each holds.
    public var entries: [String: Entry]
    /// The file as read, so that writing it back keeps what this type does not model.
    var document: [String: JSONValue]

    /// Reads a String Catalog.
    ///
    /// - Parameters:
    ///   - bytes: The file's UTF-8 JSON.
    ///   - file: The file's name, for errors.
    /// - Throws: ``StringsFileError`` naming the file and the JSON path of what is wrong.
    public init(bytes: some Collection<UInt8>, file: String) throws(StringsFileError) {
        let root: JSONValue
        do {
            root = try JSONValue.parse(bytes, limits: JSONParsingLimits(maximumDocumentSize: Self.maximumFileSize, maximumDepth: 32))
        } catch {
            throw StringsFileError(file: file, path: error.path.description, reason: .notJSON(error.reasonDescription))
        }
        var reader = StringsFileReader(file: file)
        guard let document = root.objectValue else { throw reader.error([], .wrongType(expected: "an object", found: root)) }
        self.document = document
        sourceLanguage = try reader.string(document["sourceLanguage"], ["sourceLanguage"])
        let strings = try reader.object(document["strings"], ["strings"])
        var entries: [String: Entry] = [:]
        for (key, value) in strings {
            entries[key] = try reader.entry(value, ["strings", key])
        }
        self.entries = entries
    }

    /// An empty catalog in `sourceLanguage`.
    public init(sourceLanguage: String = "en") {
        self.sourceLanguage = sourceLanguage
        entries = [:]
        document = ["sourceLanguage": .string(sourceLanguage), "strings": .object([:]), "version": "1.0"]
    }

    /// The largest file read, in bytes (16 MiB: a catalog of a few hundred keys in thirty
    /// languages is about 1 MiB).
    public static let maximumFileSize = 16 << 20

    /// The locales with at least one value, sorted.
    public var locales: [String] {
        Set(entries.values.flatMap(\.values.keys)).sorted()
    }

    /// Every key's value in `locale` (keys without one are left out).
    public func translations(in locale: String) -> [String: StringOverride] {
        entries.compactMapValues { $0.values[locale] }
    }
}

/// Why a String Catalog could not be read.
public struct StringsFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Sendable, Hashable {
        /// The file is not JSON (the parser's reason).
        case notJSON(String)
        /// A member has another type than the format's.
        case wrongType(expected: String, found: String)
        /// A member the format requires is missing.
        case missing
        /// A plural category is not one of CLDR's (`zero`, `one`, `two`, `few`, `many`, `other`).
        case unknownPluralCategory(String)
        /// A template's `%#@name@` token has no substitution, or a substitution is not used.
        case substitutionMismatch(String)
        /// The localization has no value, plural variation or substitution.
        case noValue
        /// The file was not found where a module's catalog should be.
        case notFound
    }

    /// The file's name.
    public var file: String
    /// Where in the file, as a JSON path (`strings.onb_start.localizations.nl`).
    public var path: String
    /// What was wrong.
    public var reason: Reason

    /// Creates an error.
    public init(file: String, path: String, reason: Reason) {
        self.file = file
        self.path = path
        self.reason = reason
    }

    public var description: String {
        let what: String =
            switch reason {
            case .notJSON(let reason): "not JSON: \(reason)"
            case .wrongType(let expected, let found): "expected \(expected), found \(found)"
            case .missing: "missing"
            case .unknownPluralCategory(let name): "\"\(name)\" is not a plural category (zero, one, two, few, many, other)"
            case .substitutionMismatch(let detail): detail
            case .noValue: "no stringUnit value, plural variation or substitution"
            case .notFound: "not found"
            }
        return "\(file): \(path): \(what)"
    }
}

extension StringsFileError.Reason {
    static func wrongType(expected: String, found: JSONValue) -> Self {
        .wrongType(expected: expected, found: found.typeDescription)
    }
}

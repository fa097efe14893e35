/// The text of one key in one language: a plain template, or plural forms.
public enum LocalizedValue: Sendable, Hashable {
    /// One template for every number.
    case text(String)
    /// Templates chosen by the plural categories of some arguments.
    case plural(PluralForms)

    /// The template used for the `other` category (the text itself for ``text(_:)``),
    /// which fixes the value's format signature.
    public var referenceTemplate: String {
        switch self {
        case .text(let text): text
        case .plural(let forms): forms.otherForm
        }
    }
}

/// Plural forms of a template, chosen by the plural categories of one or more
/// integer arguments (the ``selectors``).
///
/// A form is keyed by the categories of the selectors in order; a key may be
/// shorter than the selector list, and then covers every category of the rest.
/// Lookup takes the longest matching key, falls back to `other` for the first
/// selector, and always ends at `[.other]`, which every value has.
///
/// `hui_polling_minutes_remaining` is chosen by minutes (argument 1) and seconds
/// (argument 2). Its forms `one` and `other` (seed 000's texts, "seconds" in both)
/// cover every seconds count; the forms `one.one` and `other.one` cover exactly
/// one second, so "1 minute and 1 second remaining" reads right.
///
/// In theme files a form key is written with dots: `"one"`, `"other"`, `"one.one"`.
public struct PluralForms: Sendable, Hashable {
    /// The 1-based arguments whose plural categories choose the form.
    public let selectors: [Int]
    /// The templates, keyed by the categories of the selectors (a prefix of them).
    public let forms: [[PluralCategory]: String]

    /// Creates forms after checking them.
    ///
    /// - Throws: ``PluralFormsError`` when the `[.other]` form is missing, a key is
    ///   longer than `selectors`, a template is invalid, forms take different
    ///   arguments, or a selector is not an integer argument.
    public init(selectors: [Int] = [1], forms: [[PluralCategory]: String]) throws(PluralFormsError) {
        guard !selectors.isEmpty else { throw .noSelectors }
        guard let other = forms[[.other]] else { throw .missingOtherForm }
        let signature: FormatSignature
        do { signature = try StringFormatter.signature(of: other) } catch { throw .invalidTemplate(form: "other", error) }
        for selector in selectors where signature.kinds[selector] != .integer {
            throw .selectorNotInteger(argument: selector)
        }
        for (key, template) in forms {
            let name = key.map(\.rawValue).joined(separator: ".")
            guard !key.isEmpty, key.count <= selectors.count else { throw .invalidFormKey(name) }
            let formSignature: FormatSignature
            do { formSignature = try StringFormatter.signature(of: template) } catch { throw .invalidTemplate(form: name, error) }
            guard formSignature == signature else {
                throw .formsDiffer(form: name, expected: signature.description, found: formSignature.description)
            }
        }
        self.selectors = selectors
        self.forms = forms
    }

    /// Builds the common one/other pair without checks (for the built-in tables,
    /// which the test suite checks).
    init(unchecked forms: [[PluralCategory]: String], selectors: [Int] = [1]) {
        self.selectors = selectors
        self.forms = forms
    }

    /// The `other` form.
    public var otherForm: String { forms[[.other]] ?? "" }

    /// The template for the selectors' categories.
    public func form(for categories: [PluralCategory]) -> String {
        for candidate in [categories, [.other] + categories.dropFirst()] {
            for length in stride(from: candidate.count, through: 1, by: -1) {
                if let form = forms[Array(candidate.prefix(length))] { return form }
            }
        }
        return otherForm
    }

    /// Reads a form key written with dots (`one.one`).
    public static func formKey(_ text: String) -> [PluralCategory]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { PluralCategory(rawValue: String($0)) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 }
    }
}

/// Why plural forms were refused.
public enum PluralFormsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No selector argument was given.
    case noSelectors
    /// The `other` form is missing.
    case missingOtherForm
    /// A form key is not categories joined by dots, or has more parts than selectors.
    case invalidFormKey(String)
    /// A form is not a valid template.
    case invalidTemplate(form: String, StringFormatError)
    /// A form takes different arguments than the `other` form.
    case formsDiffer(form: String, expected: String, found: String)
    /// A selector is not an integer argument of the templates.
    case selectorNotInteger(argument: Int)

    public var description: String {
        switch self {
        case .noSelectors: "no selector argument"
        case .missingOtherForm: "the \"other\" form is missing"
        case .invalidFormKey(let key): "\"\(key)\" is not a plural form key (zero, one, two, few, many, other, or those joined by dots)"
        case .invalidTemplate(let form, let error): "form \"\(form)\": \(error)"
        case .formsDiffer(let form, let expected, let found): "form \"\(form)\" takes \(found), the other form \(expected)"
        case .selectorNotInteger(let argument): "argument \(argument) chooses the form but is not a %d placeholder"
        }
    }
}

extension LocalizedValue {
    /// The value as an override (to check it again against another default, or to write it
    /// into a String Catalog).
    public var asOverride: StringOverride {
        switch self {
        case .text(let text): .text(text)
        case .plural(let forms): .plural(forms.forms)
        }
    }
}

extension LocalizedValue {
    /// The value with every template pseudo-localized for `language` (HaapiLocalization's pseudo-locales).
    func pseudoLocalized(for language: Language) -> LocalizedValue {
        switch self {
        case .text(let text): .text(PseudoLocale.transform(text, for: language))
        case .plural(let forms): .plural(PluralForms(unchecked: forms.forms.mapValues { PseudoLocale.transform($0, for: language) }, selectors: forms.selectors))
        }
    }
}

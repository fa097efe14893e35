import Foundation
import HaapiModel

/// Reads the members of a String Catalog, naming the JSON path of anything wrong.
struct StringsFileReader {
    let file: String

    func error(_ path: [String], _ reason: StringsFileError.Reason) -> StringsFileError {
        StringsFileError(file: file, path: JSONPath(components: path.map { .key($0) }).description, reason: reason)
    }

    func object(_ value: JSONValue?, _ path: [String]) throws(StringsFileError) -> [String: JSONValue] {
        guard let value else { throw error(path, .missing) }
        guard let object = value.objectValue else { throw error(path, .wrongType(expected: "an object", found: value)) }
        return object
    }

    func string(_ value: JSONValue?, _ path: [String]) throws(StringsFileError) -> String {
        guard let value else { throw error(path, .missing) }
        guard let string = value.stringValue else { throw error(path, .wrongType(expected: "a string", found: value)) }
        return string
    }

    /// A key's comment and localizations.
    func entry(_ value: JSONValue, _ path: [String]) throws(StringsFileError) -> StringsFile.Entry {
        let members = try object(value, path)
        var entry = StringsFile.Entry()
        if let comment = members["comment"] { entry.comment = try string(comment, path + ["comment"]) }
        if let localizations = members["localizations"] {
            for (locale, localization) in try object(localizations, path + ["localizations"]) {
                entry.values[locale] = try self.localization(localization, path + ["localizations", locale])
            }
        }
        return entry
    }

    /// One locale's value: a string unit, plural variations, or a template with substitutions.
    func localization(_ value: JSONValue, _ path: [String]) throws(StringsFileError) -> StringOverride {
        let members = try object(value, path)
        let unit = try members["stringUnit"].map { (unit) throws(StringsFileError) in try self.unitValue(unit, path + ["stringUnit"]) }
        if let substitutions = members["substitutions"] {
            guard let unit else { throw error(path + ["stringUnit"], .missing) }
            return .plural(try expand(unit, substitutions: object(substitutions, path + ["substitutions"]), path + ["substitutions"]))
        }
        if let variations = members["variations"] {
            return .plural(try pluralForms(variations, path + ["variations"]).mapKeys { [$0] })
        }
        guard let unit else { throw error(path, .noValue) }
        return .text(unit)
    }

    func unitValue(_ value: JSONValue, _ path: [String]) throws(StringsFileError) -> String {
        try string(object(value, path)["value"], path + ["value"])
    }

    /// `variations.plural`: a template by category.
    func pluralForms(_ value: JSONValue, _ path: [String]) throws(StringsFileError) -> [PluralCategory: String] {
        let plural = try object(object(value, path)["plural"], path + ["plural"])
        var forms: [PluralCategory: String] = [:]
        for (name, form) in plural {
            guard let category = PluralCategory(rawValue: name) else { throw error(path + ["plural", name], .unknownPluralCategory(name)) }
            forms[category] = try unitValue(object(form, path + ["plural", name])["stringUnit"] ?? .null, path + ["plural", name, "stringUnit"])
        }
        return forms
    }

    /// A template with `%#@name@` tokens and the substitutions they name, as whole templates
    /// keyed by the categories of the substitutions' arguments (in the order of their
    /// argument numbers), and under `[.other]` the form of all arguments `other`.
    func expand(_ template: String, substitutions: [String: JSONValue], _ path: [String]) throws(StringsFileError) -> [[PluralCategory]: String] {
        struct Part {
            let name: String
            let argument: Int
            let specifier: String
            let forms: [PluralCategory: String]
        }
        var parts: [Part] = []
        for (name, value) in substitutions {
            let members = try object(value, path + [name])
            guard let number = members["argNum"] else { throw error(path + [name, "argNum"], .missing) }
            guard let argument = number.numberValue?.intValue, argument > 0 else {
                throw error(path + [name, "argNum"], .wrongType(expected: "a positive integer", found: number))
            }
            let specifier = try members["formatSpecifier"].map { (value) throws(StringsFileError) in try string(value, path + [name, "formatSpecifier"]) } ?? "d"
            let forms = try pluralForms(members["variations"] ?? .null, path + [name, "variations"])
            parts.append(Part(name: name, argument: argument, specifier: specifier, forms: forms))
        }
        parts.sort { ($0.argument, $0.name) < ($1.argument, $1.name) }
        for (first, second) in zip(parts, parts.dropFirst()) where first.argument == second.argument {
            throw error(path, .substitutionMismatch("\"\(first.name)\" and \"\(second.name)\" both take argument \(first.argument)"))
        }
        let tokens = Self.substitutionTokens(in: template)
        for part in parts where !tokens.contains(part.name) {
            throw error(path + [part.name], .substitutionMismatch("\"\(part.name)\" is not used as %#@\(part.name)@ in the template"))
        }
        for token in tokens where !parts.contains(where: { $0.name == token }) {
            throw error(path, .substitutionMismatch("the template's %#@\(token)@ has no substitution"))
        }
        var combined: [[PluralCategory]: String] = [[]: template]
        for part in parts {
            var next: [[PluralCategory]: String] = [:]
            for (key, text) in combined {
                for (category, form) in part.forms {
                    let filled = form.replacingOccurrences(of: "%arg", with: "%\(part.argument)$\(part.specifier)")
                    next[key + [category]] = text.replacingOccurrences(of: "%#@\(part.name)@", with: filled)
                }
            }
            combined = next
        }
        // The form every number falls back to: all arguments "other".
        if !parts.isEmpty, let other = combined[Array(repeating: .other, count: parts.count)] { combined[[.other]] = other }
        return combined
    }

    /// The names of a template's `%#@name@` tokens.
    static func substitutionTokens(in template: String) -> Set<String> {
        var names = Set<String>()
        var rest = Substring(template)
        while let start = rest.range(of: "%#@") {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "@") else { break }
            names.insert(String(after[..<end]))
            rest = after[after.index(after: end)...]
        }
        return names
    }
}

extension Dictionary {
    fileprivate func mapKeys<NewKey: Hashable>(_ transform: (Key) -> NewKey) -> [NewKey: Value] {
        Dictionary<NewKey, Value>(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}

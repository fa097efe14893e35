public import HaapiModel

extension StringsFile {
    /// Why a value cannot be written.
    public enum WritingError: Error, Sendable, Hashable, CustomStringConvertible {
        /// Forms chosen by several numbers are written by hand as substitutions (the parts of
        /// each number cannot be told apart from whole templates).
        case severalSelectors(key: String, locale: String)

        public var description: String {
            switch self {
            case .severalSelectors(let key, let locale):
                "\(key) in \(locale): forms chosen by several numbers are written by hand, as substitutions"
            }
        }
    }

    /// Sets `key`'s value in `locale`, keeping the rest of the key's localizations and
    /// anything else the file holds.
    ///
    /// - Throws: ``WritingError/severalSelectors(key:locale:)`` for forms keyed by more
    ///   than one category.
    public mutating func setValue(_ value: StringOverride, for key: String, locale: String) throws(WritingError) {
        let localization: JSONValue
        switch value {
        case .text(let text):
            localization = ["stringUnit": Self.unit(text)]
        case .plural(let forms):
            guard forms.keys.allSatisfy({ $0.count == 1 }) else { throw .severalSelectors(key: key, locale: locale) }
            var plural: [String: JSONValue] = [:]
            for (categories, text) in forms { plural[categories[0].rawValue] = ["stringUnit": Self.unit(text)] }
            localization = ["variations": ["plural": .object(plural)]]
        }
        entries[key, default: Entry()].values[locale] = value
        updateEntry(key) { $0.localizations[locale] = localization }
    }

    /// Sets `key`'s comment (`nil` removes it).
    public mutating func setComment(_ comment: String?, for key: String) {
        entries[key, default: Entry()].comment = comment
        updateEntry(key) { $0.members["comment"] = comment.map(JSONValue.string) }
    }

    /// Removes `key` with every localization.
    public mutating func removeEntry(_ key: String) {
        entries[key] = nil
        var strings = document["strings"]?.objectValue ?? [:]
        strings[key] = nil
        document["strings"] = .object(strings)
    }

    /// The file as UTF-8 JSON: members sorted, two-space indentation, a final newline.
    public func encoded() -> [UInt8] {
        JSONValue.object(document).serialized(options: .prettyPrinted) + [0x0A]
    }

    private struct EntryJSON {
        var members: [String: JSONValue]
        var localizations: [String: JSONValue] {
            get { members["localizations"]?.objectValue ?? [:] }
            set { members["localizations"] = .object(newValue) }
        }
    }

    private mutating func updateEntry(_ key: String, _ change: (inout EntryJSON) -> Void) {
        var strings = document["strings"]?.objectValue ?? [:]
        var entry = EntryJSON(members: strings[key]?.objectValue ?? ["extractionState": "manual"])
        change(&entry)
        strings[key] = .object(entry.members)
        document["strings"] = .object(strings)
    }

    private static func unit(_ text: String) -> JSONValue {
        ["state": "translated", "value": .string(text)]
    }
}

/// HTTP header fields in order, with case-insensitive names.
///
/// ```swift
/// var headers = TransportHeaders()
/// headers["Accept"] = "application/vnd.auth+json"
/// headers["accept"]   // "application/vnd.auth+json"
/// ```
public struct TransportHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// One header field.
    public struct Field: Sendable, Hashable {
        /// The name as given.
        public var name: String
        /// The value.
        public var value: String

        /// Creates a field.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The fields in order.
    public private(set) var fields: [Field]

    /// Creates headers from fields.
    public init(_ fields: [Field] = []) {
        self.fields = fields
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// The first value of `name`; setting replaces all values of `name` (`nil` removes them).
    public subscript(name: String) -> String? {
        get { fields.first { $0.name.lowercased() == name.lowercased() }?.value }
        set {
            let lower = name.lowercased()
            if let newValue, let index = fields.firstIndex(where: { $0.name.lowercased() == lower }) {
                fields[index].value = newValue
                var kept = false
                fields.removeAll { field in
                    guard field.name.lowercased() == lower else { return false }
                    defer { kept = true }
                    return kept
                }
            } else {
                fields.removeAll { $0.name.lowercased() == lower }
                if let newValue { fields.append(Field(name: name, value: newValue)) }
            }
        }
    }

    /// All values of `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
    }

    /// Adds a field, keeping existing ones of the same name.
    public mutating func add(name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Whether a field named `name` is present.
    public func contains(_ name: String) -> Bool {
        self[name] != nil
    }

    public func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }

    /// The header names only; values are left out because they may be secrets.
    public var description: String {
        "[" + fields.map(\.name).joined(separator: ", ") + "]"
    }
}

/// The attributes a theme sets for one screen or component, unresolved.
///
/// A value of the wrong kind for its attribute is refused (``init(_:)`` and
/// ``setting(_:to:)`` return `nil`), so a style is always consistent with
/// ``StyleAttribute/kind``.
public struct Style: Sendable, Hashable {
    /// The attributes that are set.
    public private(set) var values: [StyleAttribute: StyleValue] = [:]

    /// Creates an empty style.
    public init() {}

    /// Creates a style from attribute values.
    ///
    /// - Returns: `nil` when a value does not fit its attribute's kind.
    public init?(_ values: [StyleAttribute: StyleValue]) {
        guard values.allSatisfy({ $0.key.kind == $0.value.kind }) else { return nil }
        self.values = values
    }

    /// The value of `attribute`, if set.
    public subscript(attribute: StyleAttribute) -> StyleValue? {
        values[attribute]
    }

    /// A copy with `attribute` set to `value` (or removed when `value` is `nil`).
    ///
    /// - Returns: `nil` when `value` does not fit the attribute's kind.
    public func setting(_ attribute: StyleAttribute, to value: StyleValue?) -> Style? {
        if let value, value.kind != attribute.kind { return nil }
        var copy = self
        copy.values[attribute] = value
        return copy
    }

    /// Whether no attribute is set.
    public var isEmpty: Bool { values.isEmpty }

    /// This style with every attribute `other` sets taking `other`'s value.
    public func merging(_ other: Style) -> Style {
        var copy = self
        copy.values.merge(other.values) { _, new in new }
        return copy
    }

    mutating func set(_ attribute: StyleAttribute, _ value: StyleValue) {
        guard attribute.kind == value.kind else { return }
        values[attribute] = value
    }
}

/// A style sheet in the NSS form of seed 002, as written: variable definitions and
/// rule blocks in file order, each with the place it starts. Nothing is
/// interpreted yet; ``StyleSheetReader`` gives the words their meaning.
///
/// ```
/// @brand: #0A6ED1;
/// fdlPrimaryButton, fdlSecondaryButton { corner-radius: 8; font-color: @brand; }
/// ```
struct StyleSheet: Sendable, Hashable {
    /// One top-level statement.
    enum Statement: Sendable, Hashable {
        /// `@name: value;`
        case variable(Variable)
        /// `class, class { property: value; ... }`
        case rule(Rule)
    }

    /// `@name: value;` at the top level.
    struct Variable: Sendable, Hashable {
        /// The name without `@`.
        var name: String
        /// The value text, comments removed and white space collapsed.
        var value: String
        /// Where the `@` is.
        var position: SourcePosition
    }

    /// One block and the class names before it.
    struct Rule: Sendable, Hashable {
        /// The class names, as written (`fdlFUIWelcomeScreen_headlineLabel`).
        var classes: [ClassName]
        /// The declarations of the block, in order.
        var declarations: [Declaration]
        /// Where the first class name is.
        var position: SourcePosition
    }

    /// A class name before a block.
    struct ClassName: Sendable, Hashable {
        /// The name as written.
        var name: String
        /// Where it is.
        var position: SourcePosition
    }

    /// `property: value;` inside a block.
    struct Declaration: Sendable, Hashable {
        /// The property name (`font-color`).
        var property: String
        /// The value text, comments removed and white space collapsed.
        var value: String
        /// Where the property name is.
        var position: SourcePosition
    }

    /// The statements in file order.
    var statements: [Statement]
}

/// A place in a text file: line and column, both counted from 1 (columns in
/// characters, not bytes).
struct SourcePosition: Sendable, Hashable {
    /// The line, 1 for the first.
    var line: Int
    /// The column, 1 for the first character of the line.
    var column: Int
}

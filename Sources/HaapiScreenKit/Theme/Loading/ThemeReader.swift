import HaapiGraphics

/// Reads a theme document (already parsed to a ``ThemeNode``) over a base theme
/// and string catalog, checking every value as it goes so errors name the key
/// path as written in the file.
///
/// Definitions (colours, dimensions, text appearances) are read before styles, so
/// a style may use names defined in the same file or in the base theme.
struct ThemeReader {
    let file: String
    let policy: UnknownKeyPolicy
    var theme: Theme
    var strings: StringCatalog
    var warnings: [ThemeWarning] = []

    init(file: String, policy: UnknownKeyPolicy, theme: Theme, strings: StringCatalog) {
        self.file = file
        self.policy = policy
        self.theme = theme
        self.strings = strings
    }

    // MARK: Documents

    /// The plist shape of seeds 000 and 004: screen and component names at the
    /// top, with `Colors`, `Dimensions`, `TextAppearances`, `Strings` and
    /// English `hui_*` string overrides beside them.
    mutating func readPropertyListDocument(_ root: ThemeNode) throws(ThemeError) {
        let entries = try dictionary(root, [])
        let definitions = ["Colors", "Dimensions", "TextAppearances"]
        if let node = entries["Colors"] { try readColors(node, ["Colors"]) }
        if let node = entries["Dimensions"] { try readDimensions(node, ["Dimensions"]) }
        if let node = entries["TextAppearances"] { try readTextAppearances(node, ["TextAppearances"]) }
        for (key, node) in entries.sorted(by: { $0.key < $1.key }) {
            if definitions.contains(key) { continue }
            if key == "Strings" {
                try readStrings(node, [key])
            } else if let target = theme.styleTarget(named: key) {
                try readStyle(node, of: target, on: nil, [key])
            } else if key.hasPrefix("hui_") {
                try readStringOverride(StringKey(rawValue: key), node, language: .english, [key])
            } else {
                try unknown([key], "not a screen, component, section or hui_ string key")
            }
        }
    }

    /// The JSON shape of seed 003: `colors` (light/dark), `dimensions`,
    /// `textStyles`, plus `styles` (screens and components) and `strings`.
    mutating func readJSONDocument(_ root: ThemeNode) throws(ThemeError) {
        let entries = try dictionary(root, [])
        if let node = entries["colors"] { try readColors(node, ["colors"]) }
        if let node = entries["dimensions"] { try readDimensions(node, ["dimensions"]) }
        if let node = entries["textStyles"] { try readTextAppearances(node, ["textStyles"]) }
        if let node = entries["styles"] {
            for (key, style) in try dictionary(node, ["styles"]).sorted(by: { $0.key < $1.key }) {
                guard let target = theme.styleTarget(named: key) else {
                    try unknown(["styles", key], "not a screen or component name")
                    continue
                }
                try readStyle(style, of: target, on: nil, ["styles", key])
            }
        }
        if let node = entries["strings"] { try readStrings(node, ["strings"]) }
        let known: Set = ["colors", "dimensions", "textStyles", "styles", "strings"]
        for key in entries.keys.sorted() where !known.contains(key) {
            try unknown([key], "expected colors, dimensions, textStyles, styles or strings")
        }
    }

    /// A `.strings` file (or any flat dictionary) of overrides for one language.
    mutating func readStringsDocument(_ root: ThemeNode, language: Language) throws(ThemeError) {
        try readStringTable(root, language: language, [])
    }
}

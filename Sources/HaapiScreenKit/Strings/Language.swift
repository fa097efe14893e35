/// A language, chosen explicitly by the app (the SDK never reads the system's).
///
/// Only the language subtag counts: `nl-BE`, `nl_NL` and `NL` are all Dutch, so a
/// regional variant falls back to its language. Languages without texts fall back
/// to English.
public struct Language: Sendable, Hashable, CustomStringConvertible {
    /// The lower-case language subtag (`en`, `nl`, `sv`, ...).
    public let code: String

    /// Reads a BCP 47 or POSIX tag (`nl-BE`, `sv_SE`, `en`).
    ///
    /// - Returns: `nil` when the tag does not start with a 2-to-8-letter language subtag.
    public init?(tag: String) {
        let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." || $0 == "@" })
            .first.map(String.init) ?? ""
        guard (2...8).contains(primary.count), primary.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        code = primary.lowercased()
    }

    private init(code: String) {
        self.code = code
    }

    /// English, the fallback of every lookup.
    public static let english = Language(code: "en")
    /// Dutch.
    public static let dutch = Language(code: "nl")
    /// Swedish.
    public static let swedish = Language(code: "sv")
    /// The languages whose texts ship with HaapiUI.
    public static let shipped: [Language] = [.english, .dutch, .swedish]

    public var description: String { code }
}

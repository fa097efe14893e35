/// A language, chosen explicitly by the app (the SDK never reads the system's), as a
/// BCP 47 tag: its language, and its script and region when given (`nl`, `pt-BR`,
/// `zh-Hant-TW`, `sr-Latn`).
///
/// Texts are looked up along ``fallbacks``, as CLDR's parent locales go: `nl-BE` finds
/// Dutch, `pt-AO` European Portuguese and then Portuguese, `zh-TW` Traditional Chinese
/// (never Simplified); whatever has no text there is in English.
public struct Language: Sendable, Hashable, CustomStringConvertible {
    /// The canonical tag: the language subtag in lower case, the script in title case,
    /// the region in upper case (`pt-BR`, `zh-Hant-TW`).
    public let code: String

    /// Reads a BCP 47 or POSIX tag (`nl-BE`, `sv_SE.UTF-8`, `zh-Hant-TW`, `en`); variants,
    /// extensions, a POSIX charset and modifier are left out. The legacy codes `iw`, `in`
    /// and `ji` read as `he`, `id` and `yi`.
    ///
    /// - Returns: `nil` when the tag does not start with a 2-to-8-letter language subtag.
    public init?(tag: String) {
        let posix = tag.prefix { $0 != "." && $0 != "@" }
        let subtags = posix.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let primary = subtags.first, (2...8).contains(primary.count), primary.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return nil
        }
        var language = primary.lowercased()
        language = Self.legacyCodes[language] ?? language
        var script: String?
        var region: String?
        var rest = subtags.dropFirst()
        if let next = rest.first, next.count == 4, next.allSatisfy({ $0.isASCII && $0.isLetter }) {
            script = next.prefix(1).uppercased() + next.dropFirst().lowercased()
            rest = rest.dropFirst()
        }
        if let next = rest.first,
            (next.count == 2 && next.allSatisfy({ $0.isASCII && $0.isLetter })) || (next.count == 3 && next.allSatisfy({ $0.isASCII && $0.isNumber }))
        {
            region = next.uppercased()
        }
        code = [language, script, region].compactMap { $0 }.joined(separator: "-")
    }

    package init(code: String) {
        self.code = code
    }

    /// The legacy language codes still sent, and the codes that replaced them.
    private static let legacyCodes = ["iw": "he", "in": "id", "ji": "yi"]

    /// The language subtag (`pt` of `pt-BR`).
    public var languageCode: String { String(code.prefix { $0 != "-" }) }

    /// The script subtag, if the tag has one (`Hant` of `zh-Hant-TW`).
    public var script: String? { subtags.first { $0.count == 4 }.map(String.init) }

    /// The region subtag, if the tag has one (`TW` of `zh-Hant-TW`).
    public var region: String? { subtags.first { $0.count == 2 || $0.count == 3 }.map(String.init) }

    private var subtags: [Substring] { code.split(separator: "-").dropFirst().map { $0 } }

    /// This language, then the languages its texts come from when it has none of its own,
    /// most specific first (CLDR's parent locales): `zh-Hant-TW` → `zh-Hant`; `zh-TW` →
    /// `zh-Hant`; `zh-CN` → `zh-Hans` → `zh`; `pt-AO` → `pt-PT` → `pt` → `pt-BR` (CLDR's
    /// `pt` is Brazilian); `nl-BE` → `nl`; `sr-Latn-RS` → `sr-Latn`; `nn` → `no` → `nb`.
    /// English, the last resort of every lookup, is not in it.
    public var fallbacks: [Language] {
        var chain = [self]
        let language = languageCode
        var script = self.script
        let region = self.region
        if language == "zh", script == nil {
            // Chinese without a script: Traditional in Taiwan, Hong Kong and Macao, Simplified elsewhere.
            script = ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
            if let region { chain.append(Language(code: "zh-\(script!)-\(region)")) }
        }
        if let script {
            if region != nil { chain.append(Language(code: "\(language)-\(script)")) }
            // A script that is not the language's usual one has no parent but the root (CLDR):
            // Traditional Chinese never falls back to Simplified, Latin Serbian never to Cyrillic.
            if Self.parentlessScripts.contains("\(language)-\(script)") { return Self.unique(chain) }
        } else if let region, region != "PT", Self.europeanPortugueseRegions.contains(region), language == "pt" {
            chain.append(Language(code: "pt-PT"))
        }
        chain.append(Language(code: language))
        if let parent = Self.languageParents[language] { chain.append(Language(code: parent)) }
        return Self.unique(chain.flatMap { [$0] + (Self.defaultContent[$0.code].map { [Language(code: $0)] } ?? []) })
    }

    /// Tags whose texts are those of a more specific tag (CLDR's default content): Chinese is
    /// Simplified Chinese, Portuguese is Brazilian Portuguese, Norwegian is Bokmål.
    private static let defaultContent = ["zh": "zh-Hans", "pt": "pt-BR", "no": "nb"]

    /// Languages whose parent is another language (CLDR): Nynorsk falls back to Norwegian.
    private static let languageParents = ["nn": "no"]

    /// Language-script pairs whose parent is CLDR's root, not the language.
    private static let parentlessScripts: Set<String> = [
        "zh-Hant", "sr-Latn", "az-Cyrl", "bs-Cyrl", "uz-Arab", "uz-Cyrl", "pa-Arab", "mn-Mong", "ms-Arab", "ha-Arab",
        "yue-Hans", "shi-Latn", "vai-Latn", "ff-Adlm",
    ]

    /// The regions whose Portuguese is European (CLDR's parent `pt-PT`).
    private static let europeanPortugueseRegions: Set<String> = ["AO", "CH", "CV", "FR", "GQ", "GW", "LU", "MO", "MZ", "ST", "TL"]

    private static func unique(_ chain: [Language]) -> [Language] {
        var seen = Set<String>()
        return chain.filter { seen.insert($0.code).inserted }
    }

    /// The first language of `available` that this one's texts come from: itself or one of
    /// its ``fallbacks`` (`nl-BE` is served by `nl`); `nil` when none is.
    public func bestMatch(in available: [Language]) -> Language? {
        fallbacks.first { available.contains($0) }
    }

    /// English, the fallback of every lookup.
    public static let english = Language(code: "en")
    /// Dutch.
    public static let dutch = Language(code: "nl")
    /// Swedish.
    public static let swedish = Language(code: "sv")

    public var description: String { code }
}

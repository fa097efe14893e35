public import HaapiLocalization

/// A language the dev server shows a flow's steps in: English, or any language of its
/// String Catalog (`Resources/HaapiDevServer.xcstrings`).
///
/// The authorization request's `ui_locales` chooses it once, at `/oauth/authorize`, and
/// every later step of that flow keeps it (see <doc:Languages>).
public struct DevServerLanguage: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The language, as a BCP 47 tag the catalog has (`en`, `pt-BR`, `zh-Hant`).
    public let language: Language

    /// English, the language of a flow that asks for none of the others.
    public static let english = DevServerLanguage(language: .english)
    /// Dutch.
    public static let dutch = DevServerLanguage(language: .dutch)
    /// Swedish.
    public static let swedish = DevServerLanguage(language: .swedish)

    /// Every language the dev server speaks: English first, then the catalog's by tag.
    public static let allCases: [DevServerLanguage] =
        [.english] + DevServerTexts.translations.keys.filter { $0 != .english }.sorted { $0.code < $1.code }.map(DevServerLanguage.init(language:))

    /// The tag (`en`, `nl`, `pt-BR`), sent as the `Content-Language` of the flow's answers.
    public var code: String { language.code }

    public var description: String { code }

    private init(language: Language) {
        self.language = language
    }

    /// The language for an authorization request's `ui_locales`: BCP 47 tags separated
    /// by spaces, most preferred first (OpenID Connect Core 1.0, section 3.1.2.1).
    ///
    /// The first tag the server speaks wins, matched as CLDR's parent locales go
    /// (`Language.bestMatch(in:)`): `nl-NL` is Dutch, `de-AT` German,
    /// `pt-AO` European Portuguese, `zh-TW` Traditional Chinese, `fy sv` Swedish. With no
    /// such tag, or no `ui_locales` at all, the flow is in English; tags the server does not
    /// speak are skipped, never an error.
    ///
    /// - Parameter uiLocales: The parameter's value, or `nil` when the request has none.
    public init(uiLocales: String?) {
        let spoken = Self.allCases.map(\.language)
        for tag in (uiLocales ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            if let match = Language(tag: String(tag))?.bestMatch(in: spoken) {
                self.init(language: match)
                return
            }
        }
        self = .english
    }
}

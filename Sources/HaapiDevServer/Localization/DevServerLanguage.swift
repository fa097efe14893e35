/// A language the dev server shows a flow's steps in.
///
/// The authorization request's `ui_locales` chooses it once, at `/oauth/authorize`, and
/// every later step of that flow keeps it (see <doc:Languages>).
public enum DevServerLanguage: String, Sendable, Hashable, CaseIterable {
    /// English, the language of a flow that asks for none of the others.
    case english = "en"
    /// Dutch.
    case dutch = "nl"
    /// Swedish.
    case swedish = "sv"

    /// The primary language subtag (`en`, `nl`, `sv`), sent as the `Content-Language`
    /// of the flow's answers.
    public var code: String { rawValue }

    /// The language for an authorization request's `ui_locales`: BCP 47 tags separated
    /// by spaces, most preferred first (OpenID Connect Core 1.0, section 3.1.2.1).
    ///
    /// The first tag whose primary language subtag (before the first `-`, in any case)
    /// is `en`, `nl` or `sv` wins: `nl-NL` is Dutch, `de sv` is Swedish. With no such
    /// tag, or no `ui_locales` at all, the flow is in English; tags the server does not
    /// speak are skipped, never an error.
    ///
    /// - Parameter uiLocales: The parameter's value, or `nil` when the request has none.
    public init(uiLocales: String?) {
        let tags = (uiLocales ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" })
        for tag in tags {
            let primary = tag.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            if let language = DevServerLanguage(rawValue: primary.lowercased()) {
                self = language
                return
            }
        }
        self = .english
    }
}

public import Foundation
import HaapiScreenKit

/// Everything about one page besides its views: language and direction, title,
/// the per-response CSP nonce and CSRF token, where the form posts, the script,
/// refresh for polling without JavaScript, colour scheme, and data for the script.
///
/// ```swift
/// let context = HTMLPageContext(
///     languageTag: "sv", title: "Logga in", nonce: nonce, csrfToken: token,
///     formAction: "/login/step", scriptPath: "/assets/haapi.js")
/// ```
public struct HTMLPageContext: Sendable, Hashable {
    /// The writing direction of the page (`dir` on `<html>`).
    public enum Direction: String, Sendable, Hashable {
        /// Left to right.
        case ltr
        /// Right to left.
        case rtl
        /// The browser decides from the text.
        case auto
    }

    /// The page's language tag (`lang` on `<html>`), such as `en`, `sv`, `nl-BE`.
    /// Anything but letters, digits and `-` is dropped.
    public var languageTag: String
    /// The page's writing direction.
    public var direction: Direction
    /// The document's `<title>`.
    public var title: String
    /// The CSP nonce of this response, put on the page's one `<style>` and one
    /// `<script>` element (`Content-Security-Policy: script-src 'nonce-…'; style-src 'nonce-…'`).
    public var nonce: String
    /// The CSRF token, posted back in the hidden ``HTMLFormContract/csrfFieldName`` field.
    public var csrfToken: String
    /// Where the form posts: a path of this site (starting with one `/`); any other
    /// value is refused by the URL policy and the form posts to the page's own URL.
    public var formAction: String
    /// The path of the page's script, if any (loaded with `defer` and the nonce).
    public var scriptPath: String?
    /// Reload the page after this many seconds (polling screens without JavaScript).
    public var refreshSeconds: Int?
    /// Light, dark or the person's system setting.
    public var colorScheme: HTMLColorScheme
    /// Data for the script, written as JSON into `data-haapi` on `<main>`.
    public var scriptData: HTMLScriptData?
    /// URLs of named images (`bankid_logo` → `/assets/bankid.svg`); each is checked by
    /// the URL policy. A named image without one is described by its text alternative.
    public var namedImageURLs: [String: String]
    /// A passkey ceremony for the page's script to run (see ``HTMLPasskeyCeremony``).
    public var passkey: HTMLPasskeyCeremony?
    /// What the page's script tells the browser's passkey provider (see ``HTMLPasskeySignals``).
    public var passkeySignals: HTMLPasskeySignals?

    /// Creates a page context.
    public init(
        languageTag: String = "en",
        direction: Direction = .ltr,
        title: String,
        nonce: String,
        csrfToken: String,
        formAction: String,
        scriptPath: String? = nil,
        refreshSeconds: Int? = nil,
        colorScheme: HTMLColorScheme = .system,
        scriptData: HTMLScriptData? = nil,
        namedImageURLs: [String: String] = [:],
        passkey: HTMLPasskeyCeremony? = nil
    ) {
        self.languageTag = languageTag
        self.direction = direction
        self.title = title
        self.nonce = nonce
        self.csrfToken = csrfToken
        self.formAction = formAction
        self.scriptPath = scriptPath
        self.refreshSeconds = refreshSeconds
        self.colorScheme = colorScheme
        self.scriptData = scriptData
        self.namedImageURLs = namedImageURLs
        self.passkey = passkey
    }

    /// ``languageTag`` with anything but ASCII letters, digits and `-` removed (`en` when empty).
    var cleanLanguageTag: String {
        let kept = languageTag.unicodeScalars.filter { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        return kept.isEmpty ? "en" : String(String.UnicodeScalarView(kept))
    }
}

/// Data a page's script needs, written as JSON (never as script) into the
/// `data-haapi` attribute of `<main>`.
///
/// ```json
/// {"countdownEnd":1767225600000,"pollingInterval":2000}
/// ```
public struct HTMLScriptData: Sendable, Hashable, Codable {
    /// How often the script asks whether a polling step moved on, in milliseconds.
    public var pollingInterval: Int?
    /// When the countdown shown ends, in milliseconds since 1970.
    public var countdownEnd: Int64?
    /// Which display of the screen the page shows (a host's display version), so the
    /// script can ask for the next one.
    public var version: Int?

    /// Creates script data.
    public init(pollingInterval: Duration? = nil, countdownEnd: Date? = nil, version: Int? = nil) {
        self.version = version
        self.pollingInterval = pollingInterval.map { Int($0.components.seconds * 1000 + $0.components.attoseconds / 1_000_000_000_000_000) }
        self.countdownEnd = countdownEnd.map { Int64(($0.timeIntervalSince1970 * 1000).rounded()) }
    }

    /// The data as compact JSON with sorted keys.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    }
}

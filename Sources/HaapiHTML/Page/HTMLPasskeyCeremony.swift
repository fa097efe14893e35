/// A passkey ceremony for the page's script to run with the browser's WebAuthn API
/// (`navigator.credentials.create` or `.get`), written into the page as data, never as
/// script.
///
/// The renderer writes one element, `<div id="hui-passkey">`, holding in its
/// attributes what the script needs: `data-haapi-passkey` (the ``Kind``),
/// `data-haapi-passkey-options` (the `publicKey` options as JSON, escaped for the
/// attribute, every character outside ASCII as a JSON `\u` escape so that nothing of
/// it is dropped or reordered) and `data-haapi-passkey-answer` (where the script posts
/// the answer). For a ceremony the person takes part in it also holds a button that
/// starts the ceremony again (hidden until the script shows it: some browsers start a
/// ceremony only from a click) and a `<noscript>` text; it stands after the view named
/// by ``anchorIdentifier``, or at the end of the screen's form. An ``Kind/autofill``
/// ceremony is the element alone, and the screen's user name field gets
/// `autocomplete="username webauthn"`.
///
/// ```swift
/// var context = HTMLPageContext(languageTag: "en", title: "Sign in", nonce: nonce, csrfToken: token, formAction: "/")
/// context.passkey = HTMLPasskeyCeremony(
///     kind: .get, optionsJSON: #"{"challenge":"K4xezCA2","rpId":"localhost"}"#, answerPath: "/passkey/4f1c",
///     startLabel: "Use a passkey", noScriptText: "A passkey needs JavaScript.", anchorIdentifier: "statusView")
/// ```
public struct HTMLPasskeyCeremony: Sendable, Hashable {
    /// Which ceremony.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Make a new credential (`navigator.credentials.create`).
        case create
        /// Sign in with a credential (`navigator.credentials.get`).
        case get
        /// Offer the site's passkeys in the user name field's autofill
        /// (`navigator.credentials.get` with `mediation: "conditional"`).
        case autofill
        /// Let the browser's password manager make a passkey without asking, right after
        /// a password sign-in (`navigator.credentials.create` with `mediation:
        /// "conditional"`, where `PublicKeyCredential.getClientCapabilities()` says
        /// `conditionalCreate`); posts only a credential, and nothing when the browser
        /// declines. Like autofill, nothing shows on the page.
        case upgrade
    }

    /// Whether the person sees nothing of it: autofill and upgrade run quietly.
    public var isQuiet: Bool { kind == .autofill || kind == .upgrade }

    /// Which ceremony.
    public var kind: Kind
    /// The `publicKey` options as JSON text (WebAuthn Level 3's
    /// `PublicKeyCredentialCreationOptionsJSON` or `PublicKeyCredentialRequestOptionsJSON`).
    public var optionsJSON: String
    /// Where the script posts the answer, a path of this site (checked by the URL
    /// policy; a page without one gets no ceremony). The post is a form with the page's
    /// CSRF token and `credential` (the credential's `toJSON()`) or `error` (the name of
    /// the `DOMException` the browser threw).
    public var answerPath: String
    /// The label of the button that starts the ceremony again (not for autofill).
    public var startLabel: String
    /// What the page says in a browser without JavaScript (not for autofill).
    public var noScriptText: String
    /// The identifier of the view after which the button and the text stand (a
    /// passkey screen's `statusView`); `nil`, or a view not on the screen, puts them
    /// at the end of the form.
    public var anchorIdentifier: String?

    /// Creates a ceremony.
    public init(
        kind: Kind, optionsJSON: String, answerPath: String, startLabel: String = "", noScriptText: String = "",
        anchorIdentifier: String? = nil
    ) {
        self.kind = kind
        self.optionsJSON = optionsJSON
        self.answerPath = answerPath
        self.startLabel = startLabel
        self.noScriptText = noScriptText
        self.anchorIdentifier = anchorIdentifier
    }

    /// The element id of the ceremony's data: `hui-passkey`.
    public static let elementID = "hui-passkey"
    /// The element id of its button: `hui-passkey-start`.
    public static let startButtonID = "hui-passkey-start"
    /// The posted field holding the credential's JSON: `credential`.
    public static let credentialFieldName = "credential"
    /// The posted field holding the name of the browser's error: `error`.
    public static let errorFieldName = "error"

    /// ``optionsJSON`` with `DEL` and every scalar outside ASCII written as a JSON `\u`
    /// escape (in valid JSON they can only be inside a string, where the escape means
    /// the same), so that the attribute's escaping drops none of them.
    var asciiOptionsJSON: String {
        var output = ""
        output.unicodeScalars.reserveCapacity(optionsJSON.unicodeScalars.count)
        for scalar in optionsJSON.unicodeScalars {
            if scalar.value < 0x7F {
                output.unicodeScalars.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return output
    }
}

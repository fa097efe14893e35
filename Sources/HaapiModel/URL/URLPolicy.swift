public import Foundation

/// The one rule for which URLs may be opened, followed, linked to or loaded, by what
/// each is for (``URLPurpose`` has the table). The flow checks every URL from the
/// server before anything is started (the BankID and external-browser handlers, links,
/// `SystemURLOpener` again before it starts a program); the onboarding's web-view
/// container checks the pages it shows; the HTML renderer checks every `href`, `src`
/// and `action` it writes; the web host checks what it sends a browser to.
///
/// Checks read the URL's text as a browser would and refuse what readers could
/// disagree on: whitespace, control characters, backslashes and non-ASCII characters
/// anywhere (so `JaVaScRiPt:`, `java\tscript:`, ` javascript:` or `/\evil.example`
/// cannot slip through), and a user name before the host (`https://bank@evil.example`).
/// Loopback hosts are ``HostClassifier``'s.
///
/// ```swift
/// try URLPolicy.standard.check("bankid:///?autostarttoken=...", for: .bankIDApp)      // allowed
/// try URLPolicy.standard.check("http://127.0.0.1:8080/cb", for: .externalBrowser)     // allowed
/// try URLPolicy.standard.check("file:///etc/passwd", for: .bankIDApp)                 // throws schemeNotAllowed
/// try URLPolicy.standard.check("http://127.0.0.1.evil.com/", for: .link)              // throws httpNotLoopback
/// let page = try URLPolicy(extraSchemes: ["bankid"])
/// page.allowed("bankid:///?autostarttoken=...", for: .pageLink)                       // the URL
/// page.allowed("javascript:alert(1)", for: .pageLink)                                 // nil
/// ```
public struct URLPolicy: Sendable, Hashable {
    /// App schemes that page links (``URLPurpose/pageLink``) may also lead to, lower case.
    public let extraSchemes: Set<String>

    /// Schemes that can never be configured as extra schemes: they run code, read local
    /// data, or are allowed already in their safe form only.
    public static let forbiddenSchemes: Set<String> = [
        "javascript", "vbscript", "data", "file", "blob", "filesystem", "about", "jar", "view-source", "ws", "wss", "http", "https",
    ]

    /// The policy with no extra schemes.
    public static let standard = URLPolicy(checked: [])

    /// Creates a policy whose page links may also lead to `extraSchemes` (such as `bankid`).
    ///
    /// - Throws: ``URLPolicyError`` naming a scheme that is not a scheme name, or one
    ///   of the ``forbiddenSchemes``.
    public init(extraSchemes: Set<String>) throws(URLPolicyError) {
        var schemes: Set<String> = []
        for scheme in extraSchemes {
            let lowered = scheme.lowercased()
            guard URLText.isSchemeName(lowered) else { throw URLPolicyError(scheme: scheme, reason: .notASchemeName) }
            guard !Self.forbiddenSchemes.contains(lowered) else { throw URLPolicyError(scheme: scheme, reason: .forbidden) }
            schemes.insert(lowered)
        }
        self.init(checked: schemes)
    }

    private init(checked schemes: Set<String>) {
        extraSchemes = schemes
    }

    /// Checks that `url` may be used for `purpose`.
    ///
    /// - Throws: A ``URLRefusedError`` naming the purpose, the URL's scheme and host (never
    ///   its path or query), and why.
    public func check(_ url: String, for purpose: URLPurpose) throws(URLRefusedError) {
        let text = URLText(url)
        func refuse(_ reason: URLRefusedError.Reason) -> URLRefusedError {
            URLRefusedError(purpose: purpose, scheme: text.scheme, host: reason == .unsafeCharacters ? nil : text.host, reason: reason)
        }
        guard URLText.isPlain(url) else { throw refuse(.unsafeCharacters) }
        if purpose.allowsOwnPaths, text.isOwnPath { return }
        if purpose == .pagePath { throw refuse(.notOwnPath) }
        switch text.scheme {
        case "bankid" where purpose == .bankIDApp:
            return
        case "https" where purpose != .bankIDApp, "http" where purpose != .bankIDApp && purpose != .embeddedPage:
            guard !text.hasUserInfo else { throw refuse(.userInfo) }
            guard let host = text.host else { throw refuse(.missingHost) }
            guard text.scheme == "https" || HostClassifier.isLoopback(host) else { throw refuse(.httpNotLoopback) }
        case "data" where purpose == .pageImage:
            guard URLText.isImageData(url) else { throw refuse(.notImageData) }
        case let scheme? where purpose == .pageLink && extraSchemes.contains(scheme):
            return
        default:
            throw refuse(text.scheme == nil && purpose.allowsOwnPaths ? .notOwnPath : .schemeNotAllowed)
        }
    }

    /// Checks that `url` may be used for `purpose` (its `absoluteString`).
    ///
    /// - Throws: A ``URLRefusedError`` naming the purpose, the URL's scheme and host, and why.
    public func check(_ url: URL, for purpose: URLPurpose) throws(URLRefusedError) {
        try check(url.absoluteString, for: purpose)
    }

    /// `url` when it may be used for `purpose`, otherwise `nil`: for writing attributes.
    public func allowed(_ url: String, for purpose: URLPurpose) -> String? {
        do {
            try check(url, for: purpose)
            return url
        } catch {
            return nil
        }
    }
}

/// Why ``URLPolicy/init(extraSchemes:)`` refused a scheme.
public struct URLPolicyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with a configured scheme.
    public enum Reason: String, Sendable, Hashable {
        /// Not a URL scheme name (a letter, then letters, digits, `+`, `-` or `.`).
        case notASchemeName = "not-a-scheme-name"
        /// One of ``URLPolicy/forbiddenSchemes``.
        case forbidden
    }

    /// The scheme as configured.
    public var scheme: String
    /// What is wrong with it.
    public var reason: Reason

    /// Creates the error.
    public init(scheme: String, reason: Reason) {
        self.scheme = scheme
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .notASchemeName: "URL policy: extra scheme \"\(scheme)\" is not a URL scheme name"
        case .forbidden:
            "URL policy: extra scheme \"\(scheme)\" cannot be allowed: it can run code, read local data, or is allowed already only in its safe form"
        }
    }
}

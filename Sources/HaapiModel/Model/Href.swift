public import Foundation

/// Where a link or a form goes: a URL from a document, resolved against the document's
/// URL and kept as its text.
///
/// A step can hold dozens of hrefs (a picker of 40 authenticators has 40 forms) and a
/// person follows one of them, so the decoder checks each href and keeps its text;
/// ``url`` makes a Foundation `URL` when one is followed. Every `Href` reads as a `URL`:
/// the decoder keeps as text only what Foundation reads unchanged and lets Foundation
/// resolve the rest.
///
/// ```swift
/// let href = Href(URL(string: "https://login.example.com/authn/authenticate/password")!)
/// href.absoluteString  // "https://login.example.com/authn/authenticate/password"
/// href.url.path        // "/authn/authenticate/password"
/// ```
public struct Href: Hashable, Sendable, CustomStringConvertible {
    /// The URL as text: absolute when the document had a URL, as `URL.absoluteString` gives it.
    public let absoluteString: String

    /// The href of `url`.
    public init(_ url: URL) {
        absoluteString = url.absoluteString
    }

    /// The href for `text` when it is a URL reference as a document's `href` must be
    /// (the decoder's checks, without a document URL to resolve against); `nil` otherwise.
    public init?(string text: String) {
        guard let href = HrefResolver.resolve(text, against: nil) else { return nil }
        self = href
    }

    /// An href the decoder checked: text that `URL(string:)` reads unchanged.
    init(checked text: String) {
        absoluteString = text
    }

    /// The URL, made from the text each time it is asked for.
    public var url: URL {
        // Both initialisers keep only text Foundation has read (or reads unchanged: the
        // decoder's checks, held to it by HrefResolutionTests and the `haapi` fuzz target).
        guard let url = URL(string: absoluteString) else {
            preconditionFailure("an Href that Foundation does not read: \(absoluteString.prefix(80))")
        }
        return url
    }

    /// The scheme in lower case (`https`, `data`, `bankid`), when the text starts with one.
    public var scheme: String? {
        let utf8 = absoluteString.utf8
        guard let colon = HrefResolver.schemeEnd(in: absoluteString) else { return nil }
        // Setting bit 5 lowers a letter and leaves a scheme's digits, `+`, `-` and `.` as they are.
        return String(decoding: utf8[..<colon].lazy.map { $0 | 0x20 }, as: UTF8.self)
    }

    public var description: String { absoluteString }
}

extension Href: Codable {
    /// Reads the text, or a `URL` as `Codable` wrote it (screen models saved before hrefs
    /// were text).
    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self), let url = URL(string: text) {
            self.init(url)
        } else {
            self.init(try URL(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(absoluteString)
    }
}

public import Foundation

/// Everything the facade needs to know about the app and its authorization server,
/// handed to the app as one string (seed 003's "client secret"), and checked in full
/// before anything is configured: a secret is never half-used.
///
/// ```swift
/// let secret = try HaapiKitSecret(encoded: "hk1.AS9odHRwczovL2xvZ2lu…")
/// let router = HaapiKitURLRouter(secret: secret)
/// logger.info("configured with \(secret)")     // the client secret shows as ‹redacted›
/// ```
///
/// ## The compact form
///
/// ``encoded`` is `hk1.` followed by base64url without padding (RFC 4648 section 5) of
/// `payload || checksum`:
///
/// - `payload` is a sequence of fields `tag (1 byte) · length (unsigned LEB128) · bytes`,
///   in ascending tag order, each tag at most once:
///
///   | tag | field | bytes |
///   |---|---|---|
///   | 1 | ``issuer`` (required) | the absolute URL, UTF-8 |
///   | 2 | ``clientID`` (required) | UTF-8 |
///   | 3 | ``clientSecret`` | UTF-8 |
///   | 4 | ``redirectURI`` (required) | the absolute URL, UTF-8 |
///   | 5 | ``scopes`` | UTF-8, joined by one space; absent for no scopes |
///   | 6 | ``urlScheme`` | UTF-8 |
///   | 7 | ``linkHost`` | UTF-8 |
///   | 8 | ``pushDevicesEndpoint`` | the absolute URL, UTF-8 |
///   | 9 | ``featureFlags`` | 4 bytes, big-endian; absent for no flags |
///
///   An optional field is absent when its value is `nil`. Lengths use the fewest LEB128 bytes.
/// - `checksum` is the first 8 bytes of SHA-256 over the ASCII bytes `hk1.` followed by `payload`.
///
/// Decoding accepts exactly what ``encoded`` produces and at most 4096 characters: any
/// changed, missing or added character is refused with ``HaapiKitError/invalidInput(_:)``,
/// whose reason starts with `secret:` and says what is wrong (never the client secret).
/// A prefix `hk2.` or higher means the secret was made for a newer HaapiKit.
public struct HaapiKitSecret: Sendable, Hashable, CustomStringConvertible {
    /// The authorization server's issuer: `https`, or `http` on a loopback host only.
    public let issuer: URL
    /// The OAuth client ID: 1...255 printable ASCII characters.
    public let clientID: String
    /// The OAuth client credential; `nil` for a public client. Never shown in ``description``.
    public let clientSecret: String?
    /// Where the authorization server sends the person back: an absolute URL.
    public let redirectURI: URL
    /// The scopes to ask for; each 1...128 printable ASCII characters without spaces.
    public let scopes: [String]
    /// The app's custom URL scheme (e.g. `haapidemo`): RFC 3986 scheme syntax, lowercase.
    public let urlScheme: String?
    /// `host[:port]` of the app's universal links; `nil` means the issuer's (see ``universalLinkHost``).
    public let linkHost: String?
    /// Where the facade registers push tokens: `https`, or `http` on a loopback host only.
    public let pushDevicesEndpoint: URL?
    /// The features the app switched on.
    public let featureFlags: HaapiKitFeatureFlags

    /// Creates a secret from its parts and checks every one of them.
    ///
    /// - Parameters:
    ///   - issuer: The authorization server's issuer URL (`https`, or `http` on a loopback host).
    ///   - clientID: The OAuth client ID.
    ///   - clientSecret: The OAuth client credential, or `nil` for a public client.
    ///   - redirectURI: The absolute redirect URI registered for the client.
    ///   - scopes: The scopes to ask for.
    ///   - urlScheme: The app's custom URL scheme, if it has one.
    ///   - linkHost: `host[:port]` of the app's universal links, if not the issuer's.
    ///   - pushDevicesEndpoint: Where push tokens are registered, if anywhere.
    ///   - featureFlags: The features the app switches on.
    /// - Throws: ``HaapiKitError/invalidInput(_:)`` with `secret: <field>: <why>`, and when the
    ///   compact form would be longer than 4096 characters.
    public init(
        issuer: URL,
        clientID: String,
        clientSecret: String? = nil,
        redirectURI: URL,
        scopes: [String] = ["openid"],
        urlScheme: String? = nil,
        linkHost: String? = nil,
        pushDevicesEndpoint: URL? = nil,
        featureFlags: HaapiKitFeatureFlags = []
    ) throws(HaapiKitError) {
        self.issuer = issuer.absoluteURL
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.redirectURI = redirectURI.absoluteURL
        self.scopes = scopes
        self.urlScheme = urlScheme
        self.linkHost = linkHost
        self.pushDevicesEndpoint = pushDevicesEndpoint?.absoluteURL
        self.featureFlags = featureFlags
        try validate()
    }

    /// `host[:port]` that the app's universal links use: ``linkHost``, else the issuer's host and port.
    public var universalLinkHost: String {
        linkHost ?? HostAndPort(of: issuer)?.text ?? ""
    }

    /// The issuer, client ID and feature flags, with the client secret shown as `‹redacted›`.
    public var description: String {
        let secret = clientSecret == nil ? "none" : Self.redacted
        return "HaapiKitSecret(issuer: \(issuer.absoluteString), clientID: \(clientID), clientSecret: \(secret), "
            + "featureFlags: \(Self.names(of: featureFlags)))"
    }

    /// What stands in for the client secret wherever a secret is shown.
    static let redacted = "‹redacted›"

    /// The flags' names, as in `[customForgotPinButton, disableProductRegistration]`.
    private static func names(of flags: HaapiKitFeatureFlags) -> String {
        let known: [(HaapiKitFeatureFlags, String)] = [
            (.customForgotPinButton, "customForgotPinButton"),
            (.disableProductRegistration, "disableProductRegistration"),
            (.disableManualAccountAddition, "disableManualAccountAddition"),
        ]
        return "[" + known.filter { flags.contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}

extension HaapiKitSecret: CustomDebugStringConvertible, CustomReflectable {
    /// The same as ``description``: the client secret shows as `‹redacted›` here too.
    public var debugDescription: String { description }

    /// A mirror that shows every field but the client secret, so that `dump` and
    /// debuggers do not reveal it either.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "issuer": issuer, "clientID": clientID, "clientSecret": clientSecret == nil ? "none" : Self.redacted,
                "redirectURI": redirectURI, "scopes": scopes, "urlScheme": urlScheme as Any, "linkHost": linkHost as Any,
                "pushDevicesEndpoint": pushDevicesEndpoint as Any, "featureFlags": featureFlags,
            ],
            displayStyle: .struct
        )
    }
}

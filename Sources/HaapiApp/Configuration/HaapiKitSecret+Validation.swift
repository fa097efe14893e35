import Foundation

/// The rules each field of a ``HaapiKitSecret`` follows, checked by its initialisers.
extension HaapiKitSecret {
    /// The longest compact form accepted, in characters.
    static let maximumEncodedLength = 4096

    /// Checks every field, then the length of the compact form.
    func validate() throws(HaapiKitError) {
        try Self.checkServerURL(issuer, field: "issuer", allowsQuery: false)
        guard (1...255).contains(clientID.utf8.count), TextRules.isPrintableASCII(clientID) else {
            throw Self.invalid("clientID", "must be 1 to 255 printable ASCII characters")
        }
        if let clientSecret, !(1...1024).contains(clientSecret.utf8.count) || !TextRules.isPrintableASCII(clientSecret) {
            throw Self.invalid("clientSecret", "must be 1 to 1024 printable ASCII characters")
        }
        try Self.checkRedirectURI(redirectURI)
        try Self.checkScopes(scopes)
        if let urlScheme {
            try Self.checkURLScheme(urlScheme)
        }
        if let linkHost, HostAndPort(linkHost) == nil {
            throw Self.invalid("linkHost", "must be host[:port] (a host name or IP address, then an optional port 1...65535)")
        }
        if let pushDevicesEndpoint {
            try Self.checkServerURL(pushDevicesEndpoint, field: "pushDevicesEndpoint", allowsQuery: true)
        }
        let unknownFlags = featureFlags.subtracting(.all)
        guard unknownFlags.isEmpty else {
            throw Self.invalid("featureFlags", "unknown flags \(Self.hex(unknownFlags.rawValue)) (made for a newer HaapiKit?)")
        }
        let length = encoded.utf8.count
        guard length <= Self.maximumEncodedLength else {
            throw .invalidInput("secret: its compact form would be \(length) characters, more than \(Self.maximumEncodedLength)")
        }
    }

    /// `.invalidInput("secret: <field>: <why>")`.
    static func invalid(_ field: String, _ why: String) -> HaapiKitError {
        .invalidInput("secret: \(field): \(why)")
    }

    /// `0x0000000f`.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// A server URL: `https`, or `http` on a loopback host; a host; no user info or fragment.
    private static func checkServerURL(_ url: URL, field: String, allowsQuery: Bool) throws(HaapiKitError) {
        let scheme = url.scheme?.lowercased()
        guard scheme == "https" || scheme == "http", let authority = HostAndPort(of: url) else {
            throw invalid(field, "must be an https URL with a host")
        }
        guard scheme == "https" || authority.isLoopback else {
            throw invalid(field, "must use https (http only on a loopback host: 127.0.0.1, [::1] or localhost)")
        }
        try checkNoUserInfoOrFragment(url, field: field)
        if !allowsQuery, url.query != nil {
            throw invalid(field, "must not have a query")
        }
    }

    /// An absolute URL (a scheme, then anything) without user info or fragment.
    private static func checkRedirectURI(_ url: URL) throws(HaapiKitError) {
        guard let scheme = url.scheme, !scheme.isEmpty, url.absoluteString.count > scheme.count + 1 else {
            throw invalid("redirectURI", "must be an absolute URL")
        }
        try checkNoUserInfoOrFragment(url, field: "redirectURI")
    }

    private static func checkNoUserInfoOrFragment(_ url: URL, field: String) throws(HaapiKitError) {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        guard components?.percentEncodedUser == nil, components?.percentEncodedPassword == nil else {
            throw invalid(field, "must not carry user info (user:password@)")
        }
        guard url.fragment == nil else {
            throw invalid(field, "must not have a fragment (\"#\" part)")
        }
    }

    private static func checkScopes(_ scopes: [String]) throws(HaapiKitError) {
        for (index, scope) in scopes.enumerated() {
            guard (1...128).contains(scope.utf8.count), TextRules.isPrintableASCII(scope, allowingSpace: false) else {
                throw invalid("scopes", "scope \(index + 1) must be 1 to 128 printable ASCII characters without spaces")
            }
            guard !scopes[..<index].contains(scope) else {
                throw invalid("scopes", "scope \(index + 1) repeats scope \(scopes.firstIndex(of: scope).map { $0 + 1 } ?? 0)")
            }
        }
    }

    /// RFC 3986 section 3.1: a letter, then letters, digits, `+`, `-` and `.`; here lowercase,
    /// at most 64 characters, and not a web scheme (universal links are for those).
    private static func checkURLScheme(_ scheme: String) throws(HaapiKitError) {
        let bytes = Array(scheme.utf8)
        guard (1...64).contains(bytes.count), TextRules.isASCIILetter(bytes[0]),
            bytes.allSatisfy({ TextRules.isASCIIAlphanumeric($0) || [UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: ".")].contains($0) })
        else {
            throw invalid("urlScheme", "must be 1 to 64 characters: a letter, then letters, digits, \"+\", \"-\" or \".\"")
        }
        guard scheme == scheme.lowercased() else {
            throw invalid("urlScheme", "must be lowercase")
        }
        guard scheme != "https", scheme != "http" else {
            throw invalid("urlScheme", "must be the app's own scheme, not \(scheme) (universal links use linkHost)")
        }
    }
}

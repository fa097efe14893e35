import HTTPTypes

/// The headers every page of the web host carries: a per-response CSP with a nonce
/// and no `unsafe-inline`, no sniffing, no referrer, no framing, no caching, and of the
/// browser's powerful features only the camera, for the page itself.
enum SecurityHeaders {
    /// The Content-Security-Policy for a response whose style and script carry `nonce`.
    static func contentSecurityPolicy(nonce: String) -> String {
        [
            "default-src 'none'", "script-src 'nonce-\(nonce)'", "style-src 'nonce-\(nonce)'", "img-src 'self' data:",
            "connect-src 'self'", "form-action 'self'", "base-uri 'none'", "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }

    /// The headers for a page or fragment with `nonce` (`nil` for responses without one).
    static func fields(nonce: String?) -> HTTPFields {
        var fields = HTTPFields()
        fields[.contentSecurityPolicy] = nonce.map(contentSecurityPolicy) ?? "default-src 'none'; frame-ancestors 'none'"
        fields[.contentTypeOptions] = "nosniff"
        fields[.referrerPolicy] = "no-referrer"
        fields[.frameOptions] = "DENY"
        fields[.cacheControl] = "no-store"
        // The live camera of a scanner page is the host's own; nothing else is asked for.
        fields[.permissionsPolicy] = "camera=(self), microphone=(), geolocation=(), payment=(), usb=()"
        return fields
    }
}

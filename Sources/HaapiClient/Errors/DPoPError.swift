/// A DPoP (RFC 9449) failure: a proof could not be made, or the server would not accept it.
public struct DPoPError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The key store could not give a key.
        case keyUnavailable(String)
        /// Signing the proof failed.
        case signingFailed(String)
        /// The request URL cannot be a DPoP `htu`.
        case invalidTargetURL(String)
        /// The server demanded a nonce but sent no `DPoP-Nonce` header.
        case nonceMissing
        /// The server still demanded a nonce after the one retry.
        case nonceRetryExhausted
        /// The server issued a token of another type than `DPoP` where a bound one was requested.
        case tokenNotBound(tokenType: String)
    }

    /// What went wrong.
    public var reason: Reason
    /// The request's method and URL without query or fragment, when one was involved.
    public var request: String?

    /// Creates a DPoP error.
    public init(_ reason: Reason, request: String? = nil) {
        self.reason = reason
        self.request = request
    }

    public var description: String {
        let what: String
        switch reason {
        case .keyUnavailable(let text): what = "no DPoP key: \(text)"
        case .signingFailed(let text): what = "could not sign the proof: \(text)"
        case .invalidTargetURL(let text): what = "URL cannot be used as htu: \(text)"
        case .nonceMissing: what = "the server demanded a DPoP nonce without sending a DPoP-Nonce header"
        case .nonceRetryExhausted: what = "the server rejected the proof's nonce again after one retry"
        case .tokenNotBound(let type): what = "expected a DPoP-bound token, got token_type \"\(type)\""
        }
        return request.map { "\($0): \(what)" } ?? what
    }

    /// What to do next.
    public var recoverySuggestion: String {
        switch reason {
        case .keyUnavailable, .signingFailed:
            "Check the DPoP key store; a new client instance creates a new key."
        case .invalidTargetURL:
            "Use http(s) endpoint URLs with a host."
        case .nonceMissing, .nonceRetryExhausted:
            "The server's DPoP nonce handling is inconsistent; try again, and report it to the server's operator if it persists."
        case .tokenNotBound:
            "Configure the server to issue DPoP-bound tokens to this client, or turn off `dpopBoundTokens`."
        }
    }
}

import HTTPTypes
import Hummingbird

extension HTTPField.Name {
    /// `DPoP`: the proof JWT (RFC 9449).
    static let dpop = HTTPField.Name("DPoP")!
    /// `DPoP-Nonce`: the nonce the server wants in the next proof.
    static let dpopNonce = HTTPField.Name("DPoP-Nonce")!
    /// `Session-Id`: the client echoes the flow's session.
    static let sessionID = HTTPField.Name("Session-Id")!
    /// `Set-Session-Id`: the first HAAPI response of a flow names its session.
    static let setSessionID = HTTPField.Name("Set-Session-Id")!
}

/// The media types the server speaks.
enum MediaType {
    static let haapi = "application/vnd.auth+json"
    static let problem = "application/problem+json"
    static let json = "application/json"
    static let form = "application/x-www-form-urlencoded"
    static let html = "text/html; charset=utf-8"
    static let jwkSet = "application/jwk-set+json"
}

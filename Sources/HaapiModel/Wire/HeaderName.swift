/// The header names the HAAPI protocol owns, shared by the client and the dev server.
///
/// HTTP header names are case-insensitive; these are the spellings the specifications use.
///
/// ```swift
/// request.headers[HeaderName.dpop] = proof
/// let session = response.headers[HeaderName.setSessionID]
/// ```
public enum HeaderName {
    /// `DPoP`: the proof JWT (RFC 9449 section 4).
    public static let dpop = "DPoP"
    /// `DPoP-Nonce`: the nonce the server wants in the next proof (RFC 9449 section 8).
    public static let dpopNonce = "DPoP-Nonce"
    /// `Session-Id`: the client echoes the flow's session on every HAAPI request.
    public static let sessionID = "Session-Id"
    /// `Set-Session-Id`: the first HAAPI response of a flow names its session.
    public static let setSessionID = "Set-Session-Id"
}

import HTTPTypes
import HaapiModel

/// The protocol's header names (`HeaderName` in HaapiModel) as `HTTPField.Name`s for the router.
extension HTTPField.Name {
    /// `DPoP`: the proof JWT (RFC 9449).
    static let dpop = HTTPField.Name(HeaderName.dpop)!
    /// `DPoP-Nonce`: the nonce the server wants in the next proof.
    static let dpopNonce = HTTPField.Name(HeaderName.dpopNonce)!
    /// `Session-Id`: the client echoes the flow's session.
    static let sessionID = HTTPField.Name(HeaderName.sessionID)!
    /// `Set-Session-Id`: the first HAAPI response of a flow names its session.
    static let setSessionID = HTTPField.Name(HeaderName.setSessionID)!
}

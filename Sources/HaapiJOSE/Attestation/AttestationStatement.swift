import Crypto
public import Foundation

/// What a device vouches for when it attests, whatever the format of its evidence: the
/// server's challenge, the client, the time, and the DPoP key the client attestation
/// token is to be bound to. The development attester signs it as a JWT
/// (``DevelopmentAttestation``); a platform attestation service signs its
/// ``clientDataHash`` (App Attest).
public struct AttestationStatement: Sendable, Hashable {
    /// The challenge the server gave.
    public var challenge: String
    /// The client ID.
    public var clientID: String
    /// When the device made the statement (`iat`, whole seconds).
    public var issuedAt: Date
    /// The RFC 7638 thumbprint of the client's DPoP key.
    public var dpopKeyThumbprint: String

    /// Creates a statement.
    public init(challenge: String, clientID: String, issuedAt: Date, dpopKeyThumbprint: String) {
        self.challenge = challenge
        self.clientID = clientID
        self.issuedAt = Date(timeIntervalSince1970: issuedAt.timeIntervalSince1970.rounded(.down))
        self.dpopKeyThumbprint = dpopKeyThumbprint
    }

    /// The claims of the statement.
    public var claims: JWTClaims {
        [
            "challenge": .string(challenge), "client_id": .string(clientID),
            "iat": .int(Int64(issuedAt.timeIntervalSince1970)), "dpop_jkt": .string(dpopKeyThumbprint),
        ]
    }

    /// SHA-256 of the statement's claims as JSON with sorted keys: the `clientDataHash`
    /// a platform attestation service signs over (App Attest).
    public var clientDataHash: Data {
        let json = (try? JOSEJSON.encode(claims)) ?? Data()
        return Data(SHA256.hash(data: json))
    }
}

import Crypto
import HaapiJOSE

/// The checks shared by registration and authentication.
extension WebAuthnRelyingParty {
    static func base64URL(_ text: String, member: String) throws(WebAuthnVerificationError) -> [UInt8] {
        do throws(Base64URLError) {
            return Array(try Base64URL.decode(text))
        } catch {
            throw .notBase64URL(member: member)
        }
    }

    /// `type` is `public-key`, and `id` and `rawId` name the same bytes; returns them.
    func checkCredentialIDs(type: String, id: String, rawID: String) throws(WebAuthnVerificationError) -> [UInt8] {
        guard type == "public-key" else { throw .wrongCredentialType(String(type.prefix(64))) }
        let idBytes = try Self.base64URL(id, member: "id")
        let rawIDBytes = try Self.base64URL(rawID, member: "rawId")
        guard idBytes == rawIDBytes else { throw .credentialIDMismatch }
        return rawIDBytes
    }

    /// The client data parses, has the ceremony's type and the issued challenge, comes
    /// from an allowed origin and not from a cross-origin frame.
    func checkClientData(
        _ json: [UInt8], ceremony: CollectedClientData.Ceremony, challenge: [UInt8]
    ) throws(WebAuthnVerificationError) {
        let clientData: CollectedClientData
        do throws(CollectedClientDataError) {
            clientData = try CollectedClientData(json: json)
        } catch {
            throw .clientDataNotJSON(reason: error.description)
        }
        guard clientData.type == ceremony.rawValue else {
            throw .wrongClientDataType(expected: ceremony.rawValue, found: String(clientData.type.prefix(64)))
        }
        let received = (try? Base64URL.decode(clientData.challenge)).map(Array.init) ?? []
        guard ConstantTime.equals(received, challenge) else { throw .challengeMismatch }
        guard allowedOrigins.contains(clientData.origin) else { throw .originNotAllowed(String(clientData.origin.prefix(256))) }
        guard clientData.crossOrigin != true else { throw .crossOrigin }
    }

    /// The RP ID hash, UP (unless `requiresUserPresence` is false), UV when required, and BS only with BE.
    func checkAuthenticatorData(
        _ data: AuthenticatorData, userVerification: UserVerificationRequirement, requiresUserPresence: Bool = true
    ) throws(WebAuthnVerificationError) {
        guard data.rpIDHash == Array(SHA256.hash(data: Array(id.utf8))) else { throw .rpIDHashMismatch }
        guard data.flags.contains(.userPresent) || !requiresUserPresence else { throw .userNotPresent }
        if userVerification == .required, !data.flags.contains(.userVerified) { throw .userNotVerified }
        if data.flags.contains(.backedUp), !data.flags.contains(.backupEligible) {
            throw .malformedAuthenticatorData(reason: "the backed-up flag (BS) is set without backup eligibility (BE)")
        }
    }

    /// The credential public key: an algorithm this relying party accepts, and a valid key.
    func acceptedKey(_ cborBytes: [UInt8]) throws(WebAuthnVerificationError) -> COSEKey {
        do throws(COSEKeyError) {
            let key = try COSEKey(cborBytes: cborBytes)
            guard allowedAlgorithms.contains(key.algorithm) else { throw .unsupportedAlgorithm(key.algorithm.rawValue) }
            return key
        } catch {
            if case .unsupportedAlgorithm(let algorithm) = error { throw .unsupportedAlgorithm(algorithm) }
            throw .malformedPublicKey(reason: error.description)
        }
    }
}

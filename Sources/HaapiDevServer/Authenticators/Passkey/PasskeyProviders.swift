import Foundation
import HaapiWebAuthn

/// The names of passkey providers, by the AAGUID their passkeys carry: the community
/// list's (``names``, made by `Tools/aaguid-names.py`) and HaapiKit's own development authenticator.
enum PasskeyProviders {
    /// The provider of a passkey made with AAGUID `aaguid` (16 bytes), `nil` when it is
    /// unknown (most authenticators send zeros without attestation).
    static func name(of aaguid: Data) -> String? {
        guard aaguid.count == 16 else { return nil }
        if Array(aaguid) == SoftwareAuthenticator.aaguid { return "HaapiKit development authenticator" }
        let hex = aaguid.map { String(format: "%02x", $0) }.joined()
        let parts = [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4), hex.dropFirst(20)]
        return names[parts.map(String.init).joined(separator: "-")]
    }
}

import Foundation
import HaapiClient

/// `--attestation`: the client authenticates by the development attester of a HAAPI dev
/// server — a software device key in memory, certified by that server's
/// `/dev/attester/certificates` — and a client attestation token.
enum AttestationLogin {
    /// Attestation with a new device key, certified by the dev server at `devServer`;
    /// `fallback` (the secret or key given, or later the DCR fallback of `--dcr-template`)
    /// is used when attestation fails.
    static func authentication(devServer: URL, fallback: ClientAuthentication?) -> ClientAuthentication {
        let attester = DevelopmentDeviceAttester(certificateEndpoint: DevelopmentDeviceAttester.certificateEndpoint(devServer: devServer))
        return .attestation(AttestationTokenProvider(attester: attester), fallback: fallback)
    }
}

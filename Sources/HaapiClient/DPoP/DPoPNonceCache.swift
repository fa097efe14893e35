import Foundation
import HaapiModel

/// The latest `DPoP-Nonce` each server origin gave (RFC 9449 section 8).
struct DPoPNonceCache: Sendable {
    private var nonces: [String: String] = [:]

    /// The nonce to put in a proof for `url`.
    func nonce(for url: URL) -> String? {
        nonces[Self.origin(of: url)]
    }

    /// Remembers the nonce in `response`, if it has one.
    mutating func remember(_ response: TransportResponse, from url: URL) {
        if let nonce = response.headers[HeaderName.dpopNonce]?.trimmingCharacters(in: .whitespaces), !nonce.isEmpty {
            nonces[Self.origin(of: url)] = nonce
        }
    }

    static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let host = url.host?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
        return "\(scheme)://\(host):\(port)"
    }
}

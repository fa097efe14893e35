import Foundation
import HaapiModel

/// The RP ID and origin of one ceremony, checked as a browser checks them: the RP ID
/// is the options' (or the origin's host when they name none), and the origin's host
/// must be the RP ID or a subdomain of it, over HTTPS (HTTP only for `localhost`).
struct CeremonySite: Sendable, Hashable {
    let rpID: String
    /// The origin as `clientDataJSON` spells it (`scheme://host[:port]`).
    let origin: String

    init(rpID requested: String?, origin configured: String?) throws(WebAuthnCeremonyError) {
        guard let configured else {
            guard let requested, !requested.isEmpty else {
                throw .invalidOptions(reason: "the options name no RP ID, and the authenticator has no origin to take it from")
            }
            let rpID = requested.lowercased()
            guard Self.isDomain(rpID) else { throw .invalidOptions(reason: "the RP ID \"\(rpID)\" is not a domain") }
            self.rpID = rpID
            self.origin = "https://\(rpID)"
            return
        }
        guard let url = URL(string: configured), let origin = Origin(url) else {
            throw .invalidOptions(reason: "the origin \(configured) is not a URL with a scheme and host")
        }
        let isLocal = origin.host == "localhost" || origin.host.hasSuffix(".localhost")
        guard origin.scheme == "https" || (origin.scheme == "http" && isLocal) else {
            throw .invalidOptions(reason: "the origin \(origin) is not secure (HTTPS, or HTTP on localhost)")
        }
        let rpID = (requested ?? origin.host).lowercased()
        guard Self.isDomain(rpID) else { throw .invalidOptions(reason: "the RP ID \"\(rpID)\" is not a domain") }
        guard origin.host == rpID || origin.host.hasSuffix(".\(rpID)") else {
            throw .invalidOptions(reason: "the RP ID \(rpID) is not the host of the origin \(origin) or a parent domain of it")
        }
        self.rpID = rpID
        self.origin = origin.description
    }

    /// Letters, digits, hyphens and dots, in labels that are not empty.
    private static func isDomain(_ text: String) -> Bool {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        return !text.isEmpty && text.utf8.count <= 253
            && labels.allSatisfy { label in
                !label.isEmpty && label.utf8.allSatisfy { byte in
                    (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x2D
                }
            }
    }
}

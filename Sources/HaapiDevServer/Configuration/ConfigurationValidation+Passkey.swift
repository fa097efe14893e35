import Foundation
import HaapiModel

extension DevServerConfiguration {
    /// The passkey rules: one `passkey` authenticator at most; its RP ID a domain; its
    /// origins exact `https` origins (or `http` on `localhost`, as browsers allow) under the RP ID; a
    /// challenge lifetime of at most an hour; offers made only after other, known authenticators.
    func validatePasskeys(file: String) throws(DevServerConfigurationError) {
        let passkeys = authenticators.enumerated().filter { $0.element.type == .passkey }
        guard let (index, authenticator) = passkeys.first else { return }
        func fail(_ key: String, _ reason: String) -> DevServerConfigurationError {
            DevServerConfigurationError(file: file, key: "authenticators[\(index)].passkey\(key.isEmpty ? "" : ".")\(key)", reason: reason)
        }
        if passkeys.count > 1 {
            throw DevServerConfigurationError(
                file: file, key: "authenticators[\(passkeys[1].offset)].type",
                reason: "only one passkey authenticator is allowed (\"\(authenticator.id)\" is one already)")
        }
        let settings = authenticator.passkey
        if let rpID = settings.rpID, !Self.isDomain(rpID) {
            throw fail("rpId", "\"\(rpID)\" is not a domain (lower-case letters, digits, - and ., no scheme or port)")
        }
        if let origins = settings.origins {
            guard !origins.isEmpty else { throw fail("origins", "at least one origin is needed (leave it out for https://<rpId>)") }
            for (j, text) in origins.enumerated() {
                guard let url = URL(string: text), let origin = Origin(url), origin.description == text,
                    origin.scheme == "https" || (origin.scheme == "http" && (origin.host == "localhost" || origin.host.hasSuffix(".localhost")))
                else {
                    throw fail("origins[\(j)]", "\"\(text)\" is not an origin as clientDataJSON spells it (https://host[:port], or http on localhost)")
                }
                if let rpID = settings.rpID, origin.host != rpID, !origin.host.hasSuffix(".\(rpID)") {
                    throw fail("origins[\(j)]", "the host of \"\(text)\" is not \(rpID) or under it, so no browser would use the RP ID there")
                }
            }
        }
        guard settings.challengeLifetime > 0, settings.challengeLifetime <= 3600 else {
            throw fail("challengeLifetime", "\(settings.challengeLifetime) s must be more than 0 and at most 3600")
        }
        for (j, hint) in settings.hints.enumerated() where !PasskeySettings.knownHints.contains(hint) {
            throw fail("hints[\(j)]", "\"\(hint)\" is not a WebAuthn hint (\(PasskeySettings.knownHints.joined(separator: ", ")))")
        }
        if Set(settings.hints).count != settings.hints.count { throw fail("hints", "a hint is given twice") }
        if let pages = settings.accountPages {
            for (key, url) in [("accountPages.enroll", pages.enroll), ("accountPages.manage", pages.manage)] where !HostClassifier.isSecureServerURL(url) {
                throw fail(key, "\"\(url.absoluteString)\" is not an https URL (or http on this machine)")
            }
        }
        for (j, id) in (settings.offerRegistrationAfter ?? []).enumerated() {
            guard let trigger = self.authenticator(id) else { throw fail("offerRegistrationAfter[\(j)]", "no authenticator with id \"\(id)\"") }
            guard trigger.type != .passkey else {
                throw fail("offerRegistrationAfter[\(j)]", "a passkey sign-in cannot be followed by an offer to create a passkey")
            }
        }
    }

    /// Lower-case labels of letters, digits and `-`, joined by dots.
    private static func isDomain(_ text: String) -> Bool {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        return text.count <= 253 && labels.allSatisfy { label in
            (1...63).contains(label.count) && label.first != "-" && label.last != "-"
                && label.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        }
    }
}

import Foundation
import HaapiJOSE

extension DevServerConfiguration {
    /// Checks the rules that span keys: unique IDs, absolute redirect and post-logout redirect URIs, known second
    /// factors, decodable TOTP secrets and keys, polling authenticators (BankID, push
    /// approval) that poll more than once in their lifetime, a `request_uri` lifetime of 1
    /// to 600 seconds, the passkey authenticator's relying party (see ``PasskeySettings``),
    /// the attestation lifetimes (see ``AttestationSettings``) and templates that accept a
    /// registration (see ``ClientTemplate``). `file` names the source in errors.
    public func validate(file: String = "<value>") throws(DevServerConfigurationError) {
        func fail(_ key: String, _ reason: String) -> DevServerConfigurationError {
            DevServerConfigurationError(file: file, key: key, reason: reason)
        }
        if let issuer, URL(string: issuer)?.scheme == nil { throw fail("issuer", "\"\(issuer)\" is not an absolute URL") }
        guard !clients.isEmpty else { throw fail("clients", "at least one client is needed") }
        var clientIDs: Set<String> = []
        for (i, client) in clients.enumerated() {
            let key = "clients[\(i)]"
            guard !client.id.isEmpty else { throw fail("\(key).id", "must not be empty") }
            guard clientIDs.insert(client.id).inserted else { throw fail("\(key).id", "duplicate client \"\(client.id)\"") }
            if client.secret == nil && client.jwk == nil && !client.attestation && client.template?.clientAuthentication != false {
                throw fail(key, "needs a secret, a jwk or attestation to authenticate at the token endpoint")
            }
            if let secret = client.secret, secret.isEmpty { throw fail("\(key).secret", "must not be empty") }
            if let name = client.name, name.trimmingCharacters(in: .whitespaces).isEmpty {
                throw fail("\(key).name", "must not be empty (leave it out to show the client id)")
            }
            if let jwk = client.jwk {
                let members = jwk.mapValues { JWTClaimValue.string($0) }
                do {
                    _ = try JWK(members: members).p256PublicKey()
                } catch {
                    throw fail("\(key).jwk", "not an EC P-256 public key: \(error)")
                }
            }
            guard !client.redirectURIs.isEmpty else { throw fail("\(key).redirectUris", "at least one redirect URI is needed") }
            for (j, uri) in client.redirectURIs.enumerated() {
                guard let url = URL(string: uri), let scheme = url.scheme, !scheme.isEmpty, url.fragment == nil else {
                    throw fail("\(key).redirectUris[\(j)]", "\"\(uri)\" is not an absolute URI without a fragment")
                }
            }
            for (j, uri) in client.postLogoutRedirectURIs.enumerated() {
                guard let url = URL(string: uri), let scheme = url.scheme, !scheme.isEmpty, url.fragment == nil else {
                    throw fail("\(key).postLogoutRedirectUris[\(j)]", "\"\(uri)\" is not an absolute URI without a fragment")
                }
            }
            for (j, scope) in client.scopes.enumerated() where scope.isEmpty || scope.contains(" ") {
                throw fail("\(key).scopes[\(j)]", "\"\(scope)\" is not a single scope token")
            }
        }
        var usernames: Set<String> = []
        for (i, user) in users.enumerated() {
            let key = "users[\(i)]"
            guard usernames.insert(user.username.lowercased()).inserted else {
                throw fail("\(key).username", "duplicate user \"\(user.username)\"")
            }
            if user.password != nil && user.passwordHash != nil {
                throw fail(key, "give either password or passwordHash, not both")
            }
            if let hash = user.passwordHash, !PasswordHasher.isWellFormed(hash) {
                throw fail("\(key).passwordHash", "not in the form pbkdf2-sha256$<iterations>$<salt>$<hash>")
            }
            if let secret = user.totpSecret, (Base32.decode(secret)?.count ?? 0) < 10 {
                throw fail("\(key).totpSecret", "not base32, or shorter than 80 bits")
            }
            if let number = user.personalNumber, number.count != 12 || !number.allSatisfy(\.isNumber) {
                throw fail("\(key).personalNumber", "expected 12 digits (yyyymmddnnnn)")
            }
        }
        guard !authenticators.isEmpty else { throw fail("authenticators", "at least one authenticator is needed") }
        var ids: Set<String> = []
        for (i, a) in authenticators.enumerated() {
            let key = "authenticators[\(i)]"
            guard a.id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }), !a.id.isEmpty else {
                throw fail("\(key).id", "\"\(a.id)\" must be letters, digits, - or _")
            }
            guard ids.insert(a.id).inserted else { throw fail("\(key).id", "duplicate authenticator \"\(a.id)\"") }
            if a.type.polls, a.pollingInterval >= a.codeLifetime {
                throw fail(
                    "\(key).pollingInterval",
                    "\(a.pollingInterval) s is not shorter than codeLifetime (\(a.codeLifetime) s): the client would never poll")
            }
        }
        for (i, a) in authenticators.enumerated() {
            guard let second = a.secondFactor else { continue }
            let key = "authenticators[\(i)].secondFactor"
            guard second != a.id else { throw fail(key, "an authenticator cannot be its own second factor") }
            guard let target = authenticator(second) else { throw fail(key, "no authenticator with id \"\(second)\"") }
            guard target.secondFactor == nil else { throw fail(key, "\"\(second)\" has a second factor itself") }
            guard target.type != .externalBrowser else { throw fail(key, "external-browser cannot be a second factor") }
        }
        guard !firstFactors.isEmpty else { throw fail("authenticators", "every authenticator is secondFactorOnly; none can start a login") }
        let requestURILifetime = pushedAuthorizationRequests.requestURILifetime
        guard requestURILifetime >= 1, requestURILifetime <= 600 else {
            throw fail("pushedAuthorizationRequests.requestUriLifetime", "\(requestURILifetime) s is not 1 to 600 seconds")
        }
        try validatePasskeys(file: file)
        try validateAttestation(file: file)
        try validateTemplates(file: file)
    }
}

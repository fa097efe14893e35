import Foundation

/// What an authorization code stands for.
struct AuthorizationCodeGrant: Sendable, Hashable {
    var clientID: String
    var redirectURI: String
    var scopes: [String]
    var subject: String
    var nonce: String?
    var codeChallenge: String
    var dpopJKT: String?
    var authentication: AuthenticationContext
    var expiresAt: Date
    var redeemed = false
    /// The refresh-token family issued for it, revoked if the code is replayed.
    var family: String?
}

/// What a refresh token stands for. Each rotation makes a new token in the same family.
struct RefreshTokenGrant: Sendable, Hashable {
    var family: String
    /// The login session the family belongs to (the ID tokens' `sid`), ended by the
    /// end-session endpoint.
    var sessionID: String
    var clientID: String
    var subject: String
    var scopes: [String]
    var jkt: String
    /// The sign-in's `auth_time`, `acr` and `amr`, which every refreshed ID token repeats.
    var authentication: AuthenticationContext
    var expiresAt: Date
    var used = false
    /// The access tokens issued with it (`jti`, expiry), revoked with the family.
    var accessTokens: [String: Date] = [:]
}

extension ServerState {
    func storeCode(_ code: String, _ grant: AuthorizationCodeGrant) {
        codes[code] = grant
    }

    /// Marks the code redeemed and returns its grant. A code seen before returns
    /// `.replayed` and revokes what it had issued (RFC 6749 section 4.1.2).
    func redeemCode(_ code: String) -> CodeRedemption {
        guard var grant = codes[code] else { return .unknown }
        if grant.redeemed {
            if let family = grant.family { revokeFamily(family) }
            return .replayed
        }
        grant.redeemed = true
        codes[code] = grant
        return .redeemed(grant)
    }

    func attachFamily(_ family: String, toCode code: String) {
        codes[code]?.family = family
    }

    func storeRefreshToken(_ token: String, _ grant: RefreshTokenGrant) {
        refreshTokens[token] = grant
    }

    /// Uses a refresh token once. Reuse of a rotated token revokes the whole family.
    func useRefreshToken(_ token: String, now: Date) -> RefreshRedemption {
        guard var grant = refreshTokens[token] else { return .unknown }
        if revokedFamilies.contains(grant.family) { return .revoked }
        if grant.expiresAt <= now { return .expired }
        if grant.used {
            revokeFamily(grant.family)
            return .reused
        }
        grant.used = true
        refreshTokens[token] = grant
        return .valid(grant)
    }

    func recordAccessToken(_ jti: String, expiresAt: Date, family: String) {
        for (token, grant) in refreshTokens where grant.family == family && !grant.used {
            refreshTokens[token]?.accessTokens[jti] = expiresAt
        }
    }

    func revokeFamily(_ family: String) {
        revokedFamilies.insert(family)
        for grant in refreshTokens.values where grant.family == family {
            for (jti, expiry) in grant.accessTokens { revokedAccessTokens[jti] = expiry }
        }
    }

    /// Revokes a refresh token (and its family) when `clientID` owns it; `true` when found.
    func revokeRefreshToken(_ token: String, clientID: String) -> Bool {
        guard let grant = refreshTokens[token], grant.clientID == clientID else { return false }
        revokeFamily(grant.family)
        return true
    }

    func revokeAccessToken(jti: String, until expiry: Date) {
        revokedAccessTokens[jti] = expiry
    }

    /// Revokes an access token that may be used once (a registration's initial access
    /// token); `false` when it was revoked already, by an earlier use or otherwise.
    func useAccessTokenOnce(jti: String, until expiry: Date) -> Bool {
        guard revokedAccessTokens[jti] == nil else { return false }
        revokedAccessTokens[jti] = expiry
        return true
    }

    func isAccessTokenRevoked(_ jti: String) -> Bool {
        revokedAccessTokens[jti] != nil
    }

    func isFamilyRevoked(_ family: String) -> Bool {
        revokedFamilies.contains(family)
    }

    /// Ends the login session `sessionID`: revokes every token family issued in it (its
    /// refresh tokens and access tokens). Returns how many families were still active.
    func endSession(_ sessionID: String) -> Int {
        let families = Set(refreshTokens.values.filter { $0.sessionID == sessionID }.map(\.family))
        let active = families.subtracting(revokedFamilies)
        for family in families { revokeFamily(family) }
        return active.count
    }
}

enum CodeRedemption: Sendable {
    case unknown
    case replayed
    case redeemed(AuthorizationCodeGrant)
}

enum RefreshRedemption: Sendable {
    case unknown
    case revoked
    case expired
    case reused
    case valid(RefreshTokenGrant)
}

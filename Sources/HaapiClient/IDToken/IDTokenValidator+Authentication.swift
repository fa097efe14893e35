import Foundation

extension IDTokenValidator {
    /// The checks of OpenID Connect Core 1.0 section 3.1.3.7 that depend on what the
    /// authorization request asked: with `max_age`, an `auth_time` no older than that
    /// (allowing ``leeway``); with `requireACR` and `acr_values`, an `acr` among them.
    func checkAuthentication(
        _ claims: IDTokenClaims, requested: RequestedAuthentication, requireACR: Bool, now: Date
    ) throws(IDTokenValidationError) {
        if let maxAge = requested.maxAge.map({ TimeInterval($0) }) {
            guard let authTime = claims.authTime else { throw .authTimeMissing(maxAge: maxAge) }
            guard now.timeIntervalSince(authTime) <= maxAge + leeway else {
                throw .authenticationTooOld(authTime: authTime, maxAge: maxAge, now: now, leeway: leeway)
            }
        }
        guard requireACR, !requested.acrValues.isEmpty else { return }
        guard let acr = claims.acr, requested.acrValues.contains(acr) else {
            throw .unrequestedACR(claims.acr, requested: requested.acrValues)
        }
    }
}

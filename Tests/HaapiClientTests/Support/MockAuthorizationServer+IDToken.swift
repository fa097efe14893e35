import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel

extension MockAuthorizationServer {
    /// The ID token the token endpoint issues now: standard claims for `alice`, signed with
    /// the current key, after the test's change (``State/setIDTokenChange(_:)``).
    static func idToken(state: State, clock: WallClock, nonce: String?) async -> String {
        let now = Int64(clock.now.timeIntervalSince1970.rounded(.down))
        var draft = IDTokenDraft(
            claims: [
                "iss": .string(TestValues.issuer.absoluteString), "sub": "alice", "aud": .string(TestValues.clientID),
                "iat": .int(now), "exp": .int(now + 600), "auth_time": .int(await state.authTime(now: now)),
                "acr": "urn:se:curity:authentication:html-form:Username-Password", "amr": ["pwd"],
            ],
            key: await state.signingKey)
        if let nonce { draft.claims["nonce"] = .string(nonce) }
        if let change = await state.changeIDToken { change(&draft) }
        return draft.token
    }

    /// A JWK Set document listing `keys`.
    static func jwks(_ keys: [TestSigningKey]) -> String {
        let document: JWTClaims = ["keys": .array(keys.map { .object($0.jwk.members) })]
        return String(decoding: (try? JOSEJSON.encode(document)) ?? Data(), as: UTF8.self)
    }
}

import Crypto
import Foundation
import HaapiJOSE
import Testing
@testable import HaapiApp

@Suite("Sign-in approval requests")
struct SignInApprovalRequestTests {
    static let issuer = URL(string: "https://login.example.com/oauth")!
    static let key = P256.Signing.PrivateKey()
    static let keys = JWKSet(keys: [JWK(key.publicKey, keyID: "k1")])
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static func claims(_ change: (inout JWTClaims) -> Void = { _ in }) -> JWTClaims {
        var claims: JWTClaims = [
            "iss": .string(issuer.absoluteString), "sub": "demo", "aud": "web-client", "jti": "req-1",
            "iat": .int(Int64(now.timeIntervalSince1970) - 10), "exp": .int(Int64(now.timeIntervalSince1970) + 110),
            "client_name": "Example Web", "scope": "openid", "approve_uri": "https://login.example.com/push/approve",
        ]
        change(&claims)
        return claims
    }

    static func signed(_ claims: JWTClaims, typ: String = SignInApprovalRequest.type, with key: P256.Signing.PrivateKey = key) throws -> String {
        try CompactJWS.sign(header: ["typ": .string(typ), "kid": "k1"], claims: claims, with: key).serialized
    }

    @Test func aSignedRequestOfTheIssuerIsAccepted() throws {
        let request = try SignInApprovalRequest.verified(try Self.signed(Self.claims()), keys: Self.keys, issuer: Self.issuer, now: Self.now)
        #expect(request.id == "req-1" && request.subject == "demo" && request.clientName == "Example Web" && request.scope == "openid")
        #expect(request.approveURI.absoluteString == "https://login.example.com/push/approve")
        #expect(!request.description.contains(request.compact), "the signed request is never printed")
    }

    @Test(arguments: [
        ("a different key signed it", "signature"),
        ("another type", "typ"),
        ("another issuer", "issued by"),
        ("expired", "expired"),
        ("issued in the future", "future"),
        ("answered elsewhere", "approve_uri"),
        ("no id", "jti"),
        ("no subject", "sub"),
        ("not a JWS", "not a signed request"),
    ])
    func aBadRequestIsRefusedSayingWhy(_ case: String, _ fragment: String) throws {
        let compact: String
        switch `case` {
        case "a different key signed it": compact = try Self.signed(Self.claims(), with: P256.Signing.PrivateKey())
        case "another type": compact = try Self.signed(Self.claims(), typ: "JWT")
        case "another issuer": compact = try Self.signed(Self.claims { $0["iss"] = "https://evil.example" })
        case "expired": compact = try Self.signed(Self.claims { $0["exp"] = .int(Int64(Self.now.timeIntervalSince1970) - 31) })
        case "issued in the future": compact = try Self.signed(Self.claims { $0["iat"] = .int(Int64(Self.now.timeIntervalSince1970) + 300) })
        case "answered elsewhere": compact = try Self.signed(Self.claims { $0["approve_uri"] = "https://evil.example/push/approve" })
        case "no id": compact = try Self.signed(Self.claims { $0["jti"] = nil })
        case "no subject": compact = try Self.signed(Self.claims { $0["sub"] = nil })
        default: compact = "a.b"
        }
        do {
            _ = try SignInApprovalRequest.verified(compact, keys: Self.keys, issuer: Self.issuer, now: Self.now)
            Issue.record("\(`case`) was accepted")
        } catch {
            guard case .invalidInput(let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason.contains(fragment), "\(`case`): \(reason)")
        }
    }

    @Test func aSmallClockSkewIsTolerated() throws {
        let late = Self.now.addingTimeInterval(110 + SignInApprovalRequest.clockLeeway - 1)
        _ = try SignInApprovalRequest.verified(try Self.signed(Self.claims()), keys: Self.keys, issuer: Self.issuer, now: late)
    }
}

import Crypto
import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel
import HaapiUI
import Testing

@testable import HaapiWeb

/// The host's small parts that every request uses: cookies, tokens, form bodies,
/// the result page's claims.
@Suite("Web host parts")
struct WebHostPartsTests {
    let cookies = WebCookies(secure: false)
    let value = String(repeating: "aB3-_", count: 8)

    @Test func theStorageKeyIsTheHexSHA256OfTheCookie() {
        let expected = SHA256.hash(data: Data(value.utf8)).map { String(format: "%02x", $0) }.joined()
        #expect(WebCookies.storageKey(for: value) == expected)
        #expect(WebCookies.storageKey(for: "") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func randomTokensAreBase64URLOfTheAskedLength() {
        for count in [1, 8, 18, 32, 33] {
            let token = WebCookies.randomToken(bytes: count)
            #expect((try? Base64URL.decode(token))?.count == count, "\(count) bytes")
            #expect(token.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        }
        let many = Set((0..<200).map { _ in WebCookies.randomToken() })
        #expect(many.count == 200)
    }

    @Test func theSessionValueIsFoundAmongOtherCookies() {
        #expect(cookies.value(in: "haapi_session=\(value)") == value)
        #expect(cookies.value(in: "a=b;  haapi_session=\(value) ; c=d") == value)
        #expect(cookies.value(in: "theme=dark;\thaapi_session=\(value)") == value)
        #expect(cookies.value(in: "xhaapi_session=\(value)") == nil, "another cookie's name")
        #expect(cookies.value(in: "haapi_session =\(value)") == nil)
        #expect(cookies.value(in: "haapi_session=short") == nil, "too short to be one of ours")
        #expect(cookies.value(in: "haapi_session=\(value)é") == nil, "not a token")
        #expect(cookies.value(in: "haapi_session=\(value)=") == nil)
        #expect(cookies.value(in: nil) == nil)
        #expect(WebCookies(secure: true).value(in: "haapi_session=\(value)") == nil, "under TLS only the __Host- cookie counts")
        #expect(WebCookies(secure: true).value(in: "__Host-haapi_session=\(value)") == value)
    }

    @Test func formBodiesDecodePlusAndPercent() {
        let fields = FormBody.fields("_csrf=abc&textField-userName=a+b%40c&password=%26%3D%2B&empty=&flag")
        #expect(fields.map(\.name) == ["_csrf", "textField-userName", "password", "empty", "flag"])
        #expect(fields.map(\.value) == ["abc", "a b@c", "&=+", "", ""])
        #expect(FormBody.fields("bad=%zz").first?.value == "%zz", "a broken escape is kept as sent")
        #expect(FormBody.fields("a%26b=1&c").map(\.name) == ["a&b", "c"], "an escaped separator in a name is part of the name")
    }

    @Test func claimTimesAreISO8601InUTCAsBefore() throws {
        let reference = ISO8601DateFormatter()
        for seconds in [0.0, 1_700_000_000, 1_700_000_000.75, 4_102_444_799, -1] {
            let claims = try IDTokenClaims(members: [
                "iss": "https://login.example.com", "sub": "demo", "aud": "client", "exp": .number(try #require(JSONNumber(seconds + 60))),
                "iat": .number(try #require(JSONNumber(seconds))),
            ])
            let shown = Dictionary(uniqueKeysWithValues: claims.displayed.map { ($0[0], $0[1]) })
            #expect(shown["iat"] == reference.string(from: Date(timeIntervalSince1970: seconds)), "\(seconds)")
            #expect(shown["sub"] == "demo")
        }
    }
}

extension WebHostPartsTests {
    @Test func claimTimesAreShownInThePagesLanguage() throws {
        let iso = "2026-09-21T14:13:20Z"
        #expect(IDTokenClaims.shownValue(["auth_time", iso], language: .english).contains("Sep 21, 2026"))
        #expect(IDTokenClaims.shownValue(["auth_time", iso], language: try #require(Language(tag: "de"))).contains("21. Sept. 2026"))
        #expect(IDTokenClaims.shownValue(["sub", iso], language: .english) == iso, "only times are rewritten")
        #expect(IDTokenClaims.shownValue(["exp", "not a date"], language: .english) == "not a date")
    }
}

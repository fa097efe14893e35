import HaapiModel
import Testing

@Suite struct WireConstantsTests {
    @Test(arguments: [
        ("application/json", "application/json", true),
        ("Application/JSON; charset=utf-8", "application/json", true),
        ("application/vnd.auth+json", "application/vnd.auth+json", true),
        (" application/problem+json ;charset=utf-8", "application/problem+json", true),
        ("text/html; charset=utf-8", "text/html", false),
        ("application/x-www-form-urlencoded", "application/x-www-form-urlencoded", false),
        ("", "", false),
    ])
    func mediaTypeBaseAndJSON(value: String, base: String, isJSON: Bool) {
        #expect(MediaType.base(value) == base)
        #expect(MediaType.isJSON(value) == isJSON)
    }

    @Test func theProtocolsNamesAreTheSpecificationsSpellings() {
        #expect(MediaType.haapi == "application/vnd.auth+json")
        #expect(MediaType.problem == "application/problem+json")
        #expect(HeaderName.dpop == "DPoP")
        #expect(HeaderName.dpopNonce == "DPoP-Nonce")
        #expect(HeaderName.sessionID == "Session-Id")
        #expect(HeaderName.setSessionID == "Set-Session-Id")
    }
}

import Crypto
import Foundation
import HaapiJOSE
import HaapiTesting
import Testing
@testable import HaapiApp

@Suite("HaapiKitSecret")
struct HaapiKitSecretTests {
    static let clientSecret = "s3cr3t-Pa55word-never-shown"

    /// A secret with every field set.
    static func full() throws -> HaapiKitSecret {
        try HaapiKitSecret(
            issuer: URL(string: "https://login.example.com/oauth/v2/oauth-anonymous")!,
            clientID: "haapi-ios-client",
            clientSecret: clientSecret,
            redirectURI: URL(string: "haapidemo:/callback")!,
            scopes: ["openid", "profile", "read"],
            urlScheme: "haapidemo",
            linkHost: "links.example.com",
            pushDevicesEndpoint: URL(string: "https://login.example.com/push/devices?v=1")!,
            featureFlags: [.customForgotPinButton, .disableManualAccountAddition]
        )
    }

    /// A secret with only the required fields.
    static func minimal() throws -> HaapiKitSecret {
        try HaapiKitSecret(issuer: URL(string: "https://idp.example")!, clientID: "c", redirectURI: URL(string: "https://app.example/cb")!)
    }

    /// The reason `text` is refused with; `nil` when it decodes.
    static func refusal(_ text: String) -> String? {
        do throws(HaapiKitError) {
            _ = try HaapiKitSecret(encoded: text)
            return nil
        } catch .invalidInput(let reason) {
            return reason
        } catch {
            Issue.record("\(error) is not .invalidInput")
            return "\(error)"
        }
    }

    // MARK: Round trips

    @Test func aFullSecretRoundTrips() throws {
        let secret = try Self.full()
        #expect(secret.encoded.hasPrefix("hk1."))
        #expect(try HaapiKitSecret(encoded: secret.encoded) == secret)
    }

    @Test func aMinimalSecretRoundTripsWithItsDefaults() throws {
        let secret = try Self.minimal()
        let decoded = try HaapiKitSecret(encoded: secret.encoded)
        #expect(decoded == secret)
        #expect(decoded.scopes == ["openid"] && decoded.clientSecret == nil && decoded.featureFlags.isEmpty)
        #expect(decoded.urlScheme == nil && decoded.linkHost == nil && decoded.pushDevicesEndpoint == nil)
    }

    @Test func noScopesAndLoopbackHTTPRoundTrip() throws {
        let secret = try HaapiKitSecret(
            issuer: URL(string: "http://[::1]:8443/dev")!, clientID: "dev client", redirectURI: URL(string: "http://127.0.0.1:9000/cb")!,
            scopes: [], pushDevicesEndpoint: URL(string: "http://localhost:8443/push")!
        )
        #expect(try HaapiKitSecret(encoded: secret.encoded) == secret)
    }

    @Test func theUniversalLinkHostIsTheLinkHostElseTheIssuers() throws {
        #expect(try Self.full().universalLinkHost == "links.example.com")
        #expect(try Self.minimal().universalLinkHost == "idp.example")
        let withPort = try HaapiKitSecret(issuer: URL(string: "https://Login.Example.com:8443/o")!, clientID: "c", redirectURI: URL(string: "x:/cb")!)
        #expect(withPort.universalLinkHost == "login.example.com:8443")
    }

    // MARK: Every change is refused

    /// The base64url alphabet, and characters outside it (padding, the other base64 alphabet,
    /// separators, white space, a letter outside ASCII, a control character).
    static let replacements: [Character] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        + ["=", "+", "/", ".", " ", "\n", "é", "\u{0}"]

    @Test("every single character replaced by another is refused", arguments: replacements)
    func everySingleCharacterChangeIsRefused(replacement: Character) throws {
        let encoded = Array(try Self.full().encoded)
        for position in encoded.indices where encoded[position] != replacement {
            var changed = encoded
            changed[position] = replacement
            #expect(Self.refusal(String(changed))?.hasPrefix("secret: ") == true, "position \(position) → \(replacement)")
        }
    }

    @Test func everyTruncationIsRefused() throws {
        for secret in [try Self.full(), try Self.minimal()] {
            let encoded = secret.encoded
            for length in 0..<encoded.count {
                #expect(Self.refusal(String(encoded.prefix(length)))?.hasPrefix("secret: ") == true, "prefix of \(length)")
            }
        }
    }

    @Test func appendedCharactersAreRefused() throws {
        let encoded = try Self.full().encoded
        for suffix in Self.replacements.map({ String($0) }) + ["AA", "AAA", "AAAA", encoded] {
            #expect(Self.refusal(encoded + suffix)?.hasPrefix("secret: ") == true, "\(suffix.prefix(8)) appended")
        }
    }

    // MARK: Each reason

    /// `hk1.` + base64url(payload || checksum), for payloads the encoder would not write.
    static func sealed(_ payload: [UInt8]) -> String {
        var hash = SHA256()
        hash.update(data: Array("hk1.".utf8) + payload)
        return "hk1." + Base64URL.encode(payload + Array(hash.finalize().prefix(8)))
    }

    /// One field: tag, one-byte length, bytes.
    static func field(_ tag: UInt8, _ text: String) -> [UInt8] {
        field(tag, Array(text.utf8))
    }

    static func field(_ tag: UInt8, _ bytes: [UInt8]) -> [UInt8] {
        [tag, UInt8(bytes.count)] + bytes
    }

    static let issuer = field(1, "https://idp.example")
    static let clientID = field(2, "c")
    static let redirect = field(4, "https://app.example/cb")

    static let reasons: [(String, String)] = [
        ("", "secret: is empty"),
        (String(repeating: "A", count: 4097), "secret: is 4097 characters long, more than 4096"),
        ("haapi", "secret: does not start with \"hk1.\": the prefix is missing or wrong"),
        ("HK1.AAAA", "does not start with \"hk1.\""),
        ("hk0.AAAA", "does not start with \"hk1.\""),
        ("hk2.AAAAAAAAAAAA", "secret: made for a newer HaapiKit (format hk2); update HaapiKit"),
        ("hk12.AAAA", "made for a newer HaapiKit (format hk12)"),
        ("hk1.AAAA=", "secret: character 9 is not base64url (A-Z a-z 0-9 - _)"),
        ("hk1.AA AA", "secret: character 7 is not base64url"),
        ("hk1.AB", "secret: the last character is not canonical base64url (its unused bits are not zero)"),
        ("hk1.AAAAA", "secret: 5 characters after \"hk1.\" cannot be base64url: characters are missing or added"),
        ("hk1.", "secret: too short to hold a checksum"),
        ("hk1.AAAAAAAAAA", "secret: too short to hold a checksum"),
        ("hk1." + Base64URL.encode([UInt8](repeating: 0, count: 12)), "secret: the checksum does not match: the secret is incomplete or modified"),
        (sealed([]), "secret: issuer is missing"),
        (sealed(issuer + redirect), "secret: clientID is missing"),
        (sealed(issuer + clientID), "secret: redirectURI is missing"),
        (sealed(clientID + redirect), "secret: issuer is missing"),
        (sealed([1, 30] + Array("https://".utf8)), "secret: field issuer is truncated: 30 bytes announced, 8 left"),
        (sealed([1, 0x80]), "secret: field issuer is truncated: its length is cut off"),
        (sealed([1, 0x80, 0x80, 0x80, 0x80, 0x01]), "secret: field issuer announces a length longer than any secret"),
        (sealed([1, 0x93, 0x00] + Array("https://idp.example".utf8)), "secret: field issuer has a length in more bytes than needed"),
        (sealed(issuer + [10, 0]), "secret: unknown field tag 10 (made for a newer HaapiKit?)"),
        (sealed([0, 0]), "secret: unknown field tag 0"),
        (sealed(issuer + issuer), "secret: field issuer (tag 1) is repeated or out of order, after tag 1"),
        (sealed(clientID + issuer + redirect), "secret: field issuer (tag 1) is repeated or out of order, after tag 2"),
        (sealed(field(1, "http://idp.example") + clientID + redirect), "secret: issuer: must use https (http only on a loopback host"),
        (sealed(field(1, "https://idp example") + clientID + redirect), "secret: issuer: is not a valid URL"),
        (sealed(issuer + field(2, [0xFF]) + redirect), "secret: clientID: is not valid UTF-8"),
        (sealed(issuer + field(2, "") + redirect), "secret: clientID: must be 1 to 255 printable ASCII characters"),
        (sealed(issuer + clientID + field(3, "") + redirect), "secret: clientSecret: must be 1 to 1024 printable ASCII characters"),
        (sealed(issuer + clientID + field(4, "cb")), "secret: redirectURI: must be an absolute URL"),
        (sealed(issuer + clientID + redirect + field(5, "")), "secret: scopes: scope 1 must be 1 to 128 printable ASCII characters without spaces"),
        (sealed(issuer + clientID + redirect + field(5, "openid  profile")), "secret: scopes: scope 2 must be"),
        (sealed(issuer + clientID + redirect + field(6, "Haapi")), "secret: urlScheme: must be lowercase"),
        (sealed(issuer + clientID + redirect + field(7, "a.example/x")), "secret: linkHost: must be host[:port]"),
        (sealed(issuer + clientID + redirect + field(8, "ftp://push.example")), "secret: pushDevicesEndpoint: must be an https URL with a host"),
        (sealed(issuer + clientID + redirect + field(9, [0, 0, 0, 0x10])), "secret: featureFlags: unknown flags 0x00000010 (made for a newer HaapiKit?)"),
        (sealed(issuer + clientID + redirect + field(9, [0, 1])), "secret: featureFlags: must be 4 bytes, not 2"),
        (sealed(issuer + clientID + redirect + field(9, [0, 0, 0, 0])), "secret: not in the canonical form"),
    ]

    @Test("each refusal says why", arguments: reasons)
    func eachRefusalSaysWhy(encoded: String, fragment: String) {
        let reason = Self.refusal(encoded)
        #expect(reason?.contains(fragment) == true, "got \(reason ?? "no refusal")")
    }

    @Test func aHandSealedSecretDecodes() throws {
        // The table's hand-written fields are right: with nothing wrong, they decode.
        let secret = try HaapiKitSecret(encoded: Self.sealed(Self.issuer + Self.clientID + Self.redirect))
        #expect(secret.issuer.absoluteString == "https://idp.example" && secret.clientID == "c" && secret.scopes.isEmpty)
    }

    // MARK: The client secret stays hidden

    @Test func theDescriptionNeverShowsTheClientSecret() throws {
        let secret = try Self.full()
        var dumped = ""
        dump(secret, to: &dumped)
        for text in [secret.description, secret.debugDescription, String(reflecting: secret), "\(secret)", dumped] {
            #expect(!text.contains(Self.clientSecret))
        }
        #expect(secret.description.contains("‹redacted›") && secret.description.contains("https://login.example.com/oauth/v2/oauth-anonymous"))
        #expect(secret.description.contains("haapi-ios-client") && secret.description.contains("[customForgotPinButton, disableManualAccountAddition]"))
        #expect(try Self.minimal().description.contains("clientSecret: none"))
    }

    @Test func refusalsNeverShowTheClientSecret() throws {
        let bad = "bad\u{7}" + Self.clientSecret
        do throws(HaapiKitError) {
            _ = try Fields(clientSecret: bad).secret()
            Issue.record("accepted a client secret with a control character")
        } catch {
            #expect(!error.description.contains(Self.clientSecret))
        }
    }

    // MARK: The throwing initialiser

    /// A secret's parts as text, the defaults valid, and the refusal expected (empty: none).
    struct Fields: Sendable, CustomTestStringConvertible {
        var issuer = "https://idp.example"
        var clientID = "c"
        var clientSecret: String?
        var redirectURI = "https://app.example/cb"
        var scopes = ["openid"]
        var urlScheme: String?
        var linkHost: String?
        var push: String?
        var flags: UInt32 = 0
        var refusal = ""

        var testDescription: String { refusal }

        func secret() throws(HaapiKitError) -> HaapiKitSecret {
            try HaapiKitSecret(
                issuer: URL(string: issuer)!, clientID: clientID, clientSecret: clientSecret, redirectURI: URL(string: redirectURI)!, scopes: scopes,
                urlScheme: urlScheme, linkHost: linkHost, pushDevicesEndpoint: push.map { URL(string: $0)! },
                featureFlags: HaapiKitFeatureFlags(rawValue: flags)
            )
        }
    }

    static let invalid: [Fields] = [
        Fields(issuer: "http://idp.example", refusal: "secret: issuer: must use https (http only on a loopback host"),
        Fields(issuer: "http://127.0.0.1.evil.example", refusal: "secret: issuer: must use https"),
        Fields(issuer: "ftp://idp.example", refusal: "secret: issuer: must be an https URL with a host"),
        Fields(issuer: "https:///path", refusal: "secret: issuer: must be an https URL with a host"),
        Fields(issuer: "https://u:p@idp.example", refusal: "secret: issuer: must not carry user info"),
        Fields(issuer: "https://idp.example/?a=b", refusal: "secret: issuer: must not have a query"),
        Fields(issuer: "https://idp.example/#f", refusal: "secret: issuer: must not have a fragment"),
        Fields(clientID: "", refusal: "secret: clientID: must be 1 to 255"),
        Fields(clientID: String(repeating: "c", count: 256), refusal: "secret: clientID: must be 1 to 255"),
        Fields(clientID: "tab\there", refusal: "secret: clientID: must be 1 to 255"),
        Fields(clientID: "clïent", refusal: "secret: clientID: must be 1 to 255"),
        Fields(clientSecret: "", refusal: "secret: clientSecret: must be 1 to 1024"),
        Fields(redirectURI: "callback", refusal: "secret: redirectURI: must be an absolute URL"),
        Fields(redirectURI: "https://app.example/cb#x", refusal: "secret: redirectURI: must not have a fragment"),
        Fields(scopes: ["openid profile"], refusal: "secret: scopes: scope 1 must be 1 to 128"),
        Fields(scopes: ["openid", ""], refusal: "secret: scopes: scope 2 must be 1 to 128"),
        Fields(scopes: [String(repeating: "s", count: 129)], refusal: "secret: scopes: scope 1 must be 1 to 128"),
        Fields(scopes: ["openid", "profile", "openid"], refusal: "secret: scopes: scope 3 repeats scope 1"),
        Fields(urlScheme: "1haapi", refusal: "secret: urlScheme: must be 1 to 64"),
        Fields(urlScheme: "haapi_demo", refusal: "secret: urlScheme: must be 1 to 64"),
        Fields(urlScheme: "", refusal: "secret: urlScheme: must be 1 to 64"),
        Fields(urlScheme: "HaapiDemo", refusal: "secret: urlScheme: must be lowercase"),
        Fields(urlScheme: "https", refusal: "secret: urlScheme: must be the app's own scheme, not https"),
        Fields(linkHost: "links.example/haapi", refusal: "secret: linkHost: must be host[:port]"),
        Fields(linkHost: "links.example:0", refusal: "secret: linkHost: must be host[:port]"),
        Fields(linkHost: "u@links.example", refusal: "secret: linkHost: must be host[:port]"),
        Fields(linkHost: "", refusal: "secret: linkHost: must be host[:port]"),
        Fields(push: "http://push.example", refusal: "secret: pushDevicesEndpoint: must use https"),
        Fields(flags: 1 << 8 | 1, refusal: "secret: featureFlags: unknown flags 0x00000100"),
        Fields(scopes: (0..<40).map { String(repeating: "s", count: 90) + "\($0)" }, refusal: "secret: its compact form would be"),
    ]

    @Test("the throwing initialiser checks every field", arguments: invalid)
    func theThrowingInitialiserChecksEveryField(_ fields: Fields) {
        do throws(HaapiKitError) {
            let secret = try fields.secret()
            Issue.record("accepted \(secret)")
        } catch .invalidInput(let reason) {
            #expect(reason.contains(fields.refusal), "got \(reason)")
        } catch {
            Issue.record("\(error) is not .invalidInput")
        }
    }

    @Test func loopbackHTTPIsAllowed() throws {
        for issuer in ["http://127.0.0.1:8443/o", "http://[::1]:8443", "http://localhost", "http://LOCALHOST:80/x"] {
            #expect(throws: Never.self) { try Fields(issuer: issuer, push: issuer).secret() }
        }
    }

    // MARK: Fuzz

    @Test func randomInputIsOnlyEverRefusedAsInvalidInput() throws {
        var random = SeededGenerator(seed: 0x4841_4150_494B_4954)
        let valid = Array(try Self.full().encoded)
        for round in 0..<3000 {
            let text: String
            switch round % 3 {
            case 0:  // random characters, often after the right prefix
                let body = (0..<Int.random(in: 0...200, using: &random)).map { _ in Self.replacements.randomElement(using: &random)! }
                text = (Bool.random(using: &random) ? "hk1." : "") + String(body)
            case 1:  // random fields under a correct checksum: the field reader and validators get the input
                var payload: [UInt8] = []
                for _ in 0..<Int.random(in: 0...6, using: &random) {
                    payload.append(UInt8.random(in: 0...11, using: &random))
                    let count = Int.random(in: 0...40, using: &random)
                    payload.append(UInt8.random(in: 0...3, using: &random) == 0 ? UInt8.random(in: 0...255, using: &random) : UInt8(count))
                    payload += (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
                }
                text = Self.sealed(payload)
            default:  // a valid secret with a few random edits
                var edited = valid
                for _ in 0...Int.random(in: 0...3, using: &random) {
                    let position = Int.random(in: 0..<edited.count, using: &random)
                    switch Int.random(in: 0...2, using: &random) {
                    case 0: edited[position] = Self.replacements.randomElement(using: &random)!
                    case 1: edited.remove(at: position)
                    default: edited.insert(Self.replacements.randomElement(using: &random)!, at: position)
                    }
                }
                guard edited != valid else { continue }
                text = String(edited)
            }
            #expect(Self.refusal(text)?.hasPrefix("secret: ") == true, "round \(round)")
        }
    }
}

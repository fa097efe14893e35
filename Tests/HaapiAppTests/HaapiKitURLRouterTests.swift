import Foundation
import HaapiJOSE
import Testing
@testable import HaapiApp

@Suite("HaapiKitURLRouter")
struct HaapiKitURLRouterTests {
    static let router = HaapiKitURLRouter(urlScheme: "haapidemo", linkHost: "login.example.com")
    static let loopbackRouter = HaapiKitURLRouter(urlScheme: "haapidemo", linkHost: "127.0.0.1:8443")

    static func result(_ url: String, router: HaapiKitURLRouter = router) -> Result<HaapiKitRoute, HaapiKitError> {
        Result { () throws(HaapiKitError) in try router.route(for: URL(string: url)!) }
    }

    static let configuration = #"{"welcome":{"title":"Hallo"},"steps":["eula","passcode"]}"#
    static let request = "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.c2lnbmF0dXJl"

    // MARK: Every route, in every form

    /// How a link is written: the app's scheme, a universal link, or one on a loopback dev server.
    enum Form: String, CaseIterable, Sendable {
        case customScheme, universalLink, loopbackLink

        func url(_ actionAndQuery: String) -> String {
            switch self {
            case .customScheme: "haapidemo://\(actionAndQuery)"
            case .universalLink: "https://login.example.com/haapi/\(actionAndQuery)"
            case .loopbackLink: "http://127.0.0.1:8443/haapi/\(actionAndQuery)"
            }
        }

        var router: HaapiKitURLRouter { self == .loopbackLink ? HaapiKitURLRouterTests.loopbackRouter : HaapiKitURLRouterTests.router }
    }

    static let routes: [(String, HaapiKitRoute)] = [
        ("login", .login(HaapiKitLoginParameters())),
        ("login/", .login(HaapiKitLoginParameters())),
        ("login?", .login(HaapiKitLoginParameters())),
        (
            "login?login_hint=alice%2Bwork%40example.com&acr=urn:se:curity:authentication:html-form:pw&ui_locales=nl-NL+en%20sv",
            .login(HaapiKitLoginParameters(loginHint: "alice+work@example.com", acr: "urn:se:curity:authentication:html-form:pw", uiLocales: ["nl-NL", "en", "sv"]))
        ),
        ("login/?login_hint=J%C3%B6rg%20M%C3%BCller", .login(HaapiKitLoginParameters(loginHint: "Jörg Müller"))),
        ("login?ui_locales=zh-Hant-TW&utm_source=mail&utm_bad=%FF", .login(HaapiKitLoginParameters(uiLocales: ["zh-Hant-TW"]))),
        ("onboard", .onboarding(configuration: nil)),
        ("onboard?config=\(Base64URL.encode(utf8: configuration))", .onboarding(configuration: Data(configuration.utf8))),
        ("onboard?config=e30", .onboarding(configuration: Data("{}".utf8))),
        ("activate?code=AB12-cd34", .activation(code: "AB12-cd34")),
        ("activate/?code=\(String(repeating: "Z", count: 64))&extra", .activation(code: String(repeating: "Z", count: 64))),
        ("approve?request=\(request)", .approveSignIn(request: request)),
    ]

    @Test("every route, in every form", arguments: Form.allCases, routes)
    func everyRouteInEveryForm(form: Form, route: (String, HaapiKitRoute)) {
        #expect(Self.result(form.url(route.0), router: form.router) == .success(route.1))
    }

    @Test func aConfigurationOfSixteenKiBIsAccepted() throws {
        let filler = String(repeating: "x", count: RouteParameters.maximumConfigurationSize - #"{"a":""}"#.utf8.count)
        let json = #"{"a":"\#(filler)"}"#
        #expect(json.utf8.count == 16 * 1024)
        let url = "haapidemo://onboard?config=\(Base64URL.encode(utf8: json))"
        #expect(Self.result(url) == .success(.onboarding(configuration: Data(json.utf8))))
        let oneMore = #"{"a":"\#(filler)x"}"#
        #expect(Self.result("haapidemo://onboard?config=\(Base64URL.encode(utf8: oneMore))") == .failure(.invalidInput("url: config: is larger than 16384 bytes")))
    }

    // MARK: Every error

    static func notRecognized(_ url: String) -> (String, HaapiKitError) {
        (url, .urlNotRecognized(URL(string: url)!))
    }

    static func invalid(_ url: String, _ parameter: String, _ why: String) -> (String, HaapiKitError) {
        (url, .invalidInput("url: \(parameter): \(why)"))
    }

    static let codeRule = "must be 4 to 64 characters of A-Z, a-z, 0-9 and -"
    static let jwsRule = "is not a compact JWS (three non-empty base64url parts separated by dots)"

    static let errors: [(String, HaapiKitError)] = [
        notRecognized("other://login"),
        notRecognized("mailto:alice@example.com"),
        notRecognized("haapidemo:login"),
        notRecognized("haapidemo:///login"),
        notRecognized("haapidemo://login/extra"),
        notRecognized("haapidemo://login:80"),
        notRecognized("haapidemo://alice@login"),
        notRecognized("https://other.example.com/haapi/login"),
        notRecognized("https://login.example.com.evil.example/haapi/login"),
        notRecognized("https://login.example.com:8443/haapi/login"),
        notRecognized("https://login.example.com/other/login"),
        notRecognized("https://login.example.com/login"),
        notRecognized("https://login.example.com/haapi"),
        notRecognized("https://login.example.com/haapi/"),
        notRecognized("https://login.example.com/haapi//"),
        notRecognized("https://login.example.com/haapi/login/extra"),
        notRecognized("https://login.example.com/haapilogin"),
        notRecognized("http://login.example.com/haapi/login"),
        notRecognized("https://user:pass@login.example.com/haapi/login"),
        notRecognized("https://user@login.example.com/haapi/login"),
        notRecognized("file:///haapi/login"),
        ("https://login.example.com/haapi/smartcard", .urlActionNotSupported(action: "smartcard")),
        ("haapidemo://evidence-upload?id=1", .urlActionNotSupported(action: "evidence-upload")),
        ("haapidemo://teleport", .urlActionNotSupported(action: "teleport")),
        ("https://login.example.com/haapi/Login", .urlActionNotSupported(action: "Login")),
        ("haapidemo://smartcard?code=!", .urlActionNotSupported(action: "smartcard")),
        invalid("haapidemo://activate", "code", "is missing"),
        invalid("haapidemo://activate?other=AB12", "code", "is missing"),
        invalid("haapidemo://activate?code", "code", codeRule),
        invalid("haapidemo://activate?code=abc", "code", codeRule),
        invalid("haapidemo://activate?code=\(String(repeating: "a", count: 65))", "code", codeRule),
        invalid("haapidemo://activate?code=ab_cd", "code", codeRule),
        invalid("haapidemo://activate?code=AB12+CD34", "code", codeRule),
        invalid("haapidemo://activate?code=AB12&code=CD34", "code", "is given more than once"),
        invalid("haapidemo://activate?code=AB12&co%64e=CD34", "code", "is given more than once"),
        invalid("haapidemo://activate?code=AB%FF12", "code", "is not percent-encoded UTF-8"),
        invalid("haapidemo://approve", "request", "is missing"),
        invalid("haapidemo://approve?request=a.b", "request", jwsRule),
        invalid("haapidemo://approve?request=a..c", "request", jwsRule),
        invalid("haapidemo://approve?request=a.b.c.d", "request", jwsRule),
        invalid("haapidemo://approve?request=a.b.c%2B", "request", jwsRule),
        invalid("haapidemo://approve?request=a.b.c=", "request", jwsRule),
        invalid("haapidemo://approve?request=a.b.\(String(repeating: "c", count: 8 * 1024))", "request", "is longer than 8192 characters"),
        invalid("haapidemo://approve?request=a.b.c&request=a.b.c", "request", "is given more than once"),
        invalid("haapidemo://login?login_hint=", "login_hint", "must be 1 to 256 characters without control characters"),
        invalid("haapidemo://login?login_hint=alice%0A", "login_hint", "must be 1 to 256 characters without control characters"),
        invalid("haapidemo://login?login_hint=\(String(repeating: "a", count: 257))", "login_hint", "must be 1 to 256 characters without control characters"),
        invalid("haapidemo://login?login_hint=a&login_hint=b", "login_hint", "is given more than once"),
        invalid("haapidemo://login?login_hint=%E0%A4", "login_hint", "is not percent-encoded UTF-8"),
        invalid("haapidemo://login?acr=", "acr", "must be 1 to 256 printable ASCII characters without spaces"),
        invalid("haapidemo://login?acr=a%20b", "acr", "must be 1 to 256 printable ASCII characters without spaces"),
        invalid("haapidemo://login?acr=%C3%A9", "acr", "must be 1 to 256 printable ASCII characters without spaces"),
        invalid("haapidemo://login?ui_locales=", "ui_locales", "lists no language tags"),
        invalid("haapidemo://login?ui_locales=+%20", "ui_locales", "lists no language tags"),
        invalid("haapidemo://login?ui_locales=en+123", "ui_locales", "tag 2 is not a language tag such as en or nl-NL"),
        invalid("haapidemo://login?ui_locales=en-", "ui_locales", "tag 1 is not a language tag such as en or nl-NL"),
        invalid("haapidemo://login?ui_locales=abcdefghi", "ui_locales", "tag 1 is not a language tag such as en or nl-NL"),
        invalid("haapidemo://login?ui_locales=en_US", "ui_locales", "tag 1 is not a language tag such as en or nl-NL"),
        invalid("haapidemo://login?ui_locales=\(Array(repeating: "en", count: 11).joined(separator: "+"))", "ui_locales", "lists 11 language tags, more than 10"),
        invalid("haapidemo://onboard?config=e30=", "config", "is not base64url without padding (base64url: padding '=' is not allowed (offset 3))"),
        invalid("haapidemo://onboard?config=e31", "config", "is not base64url without padding (base64url: non-zero trailing bits in the last character)"),
        invalid("haapidemo://onboard?config=\(Base64URL.encode(utf8: "[1]"))", "config", "is an array, not a JSON object"),
        invalid("haapidemo://onboard?config=\(Base64URL.encode(utf8: #""x""#))", "config", "is a string, not a JSON object"),
        invalid("haapidemo://onboard?config=\(String(repeating: "A", count: 21848))", "config", "is larger than 16384 bytes"),
        invalid("haapidemo://onboard?config=e30&config=e30", "config", "is given more than once"),
    ]

    @Test("every error", arguments: errors)
    func everyError(url: String, expected: HaapiKitError) {
        #expect(Self.result(url) == .failure(expected))
    }

    @Test func aConfigurationThatIsNotJSONSaysWhere() {
        for text in ["{", "{\"a\":}", "", "{\"a\":1,\"a\":2}"] {
            guard case .failure(.invalidInput(let reason)) = Self.result("haapidemo://onboard?config=\(Base64URL.encode(utf8: text))") else {
                Issue.record("\(text) was accepted")
                continue
            }
            #expect(reason.hasPrefix("url: config: is not JSON ("), "\(reason)")
        }
    }

    @Test func loopbackLinksMatchTheirHostAndPortOnly() {
        for url in [
            "http://127.0.0.1/haapi/login", "http://127.0.0.1:9999/haapi/login", "http://localhost:8443/haapi/login",
            "https://login.example.com/haapi/login",
        ] {
            #expect(Self.result(url, router: Self.loopbackRouter) == .failure(.urlNotRecognized(URL(string: url)!)), "\(url)")
        }
        let ipv6 = HaapiKitURLRouter(urlScheme: nil, linkHost: "[::1]:8443")
        #expect(Self.result("http://[::1]:8443/haapi/login", router: ipv6) == .success(.login(HaapiKitLoginParameters())))
        let localhost = HaapiKitURLRouter(urlScheme: nil, linkHost: "localhost")
        #expect(Self.result("http://localhost/haapi/onboard", router: localhost) == .success(.onboarding(configuration: nil)))
        #expect(Self.result("http://localhost:80/haapi/onboard", router: localhost) == .success(.onboarding(configuration: nil)))
    }

    @Test func schemesAndHostsIgnoreCase() {
        let activation = HaapiKitRoute.activation(code: "ABCD")
        #expect(Self.result("HAAPIDEMO://ACTIVATE?code=ABCD") == .success(activation))
        #expect(Self.result("HaapiDemo://Activate/?code=ABCD") == .success(activation))
        #expect(Self.result("HTTPS://LOGIN.Example.COM/haapi/activate?code=ABCD") == .success(activation))
        #expect(Self.result("https://login.example.com:443/haapi/activate?code=ABCD") == .success(activation))
        let mixedCase = HaapiKitURLRouter(urlScheme: "HaapiDemo", linkHost: "Login.Example.com")
        #expect(Self.result("haapidemo://activate?code=ABCD", router: mixedCase) == .success(activation))
        #expect(Self.result("https://login.example.com/haapi/activate?code=ABCD", router: mixedCase) == .success(activation))
    }

    @Test func aRouterWithoutASchemeRecognisesUniversalLinksOnly() {
        let router = HaapiKitURLRouter(urlScheme: nil, linkHost: "login.example.com")
        #expect(Self.result("haapidemo://login", router: router) == .failure(.urlNotRecognized(URL(string: "haapidemo://login")!)))
        #expect(Self.result("https://login.example.com/haapi/login", router: router) == .success(.login(HaapiKitLoginParameters())))
    }

    @Test func aLinkHostThatIsNotHostAndPortMatchesNothing() {
        let router = HaapiKitURLRouter(urlScheme: "haapidemo", linkHost: "login.example.com/haapi")
        #expect(Self.result("https://login.example.com/haapi/login", router: router) == .failure(.urlNotRecognized(URL(string: "https://login.example.com/haapi/login")!)))
        #expect(Self.result("haapidemo://login", router: router) == .success(.login(HaapiKitLoginParameters())))
    }

    // MARK: Built from a secret

    @Test func aSecretsRouterUsesTheIssuersHostWithoutALinkHost() throws {
        let secret = try HaapiKitSecret(
            issuer: URL(string: "https://idp.example.com:8443/oauth")!, clientID: "app", redirectURI: URL(string: "haapidemo:/cb")!, urlScheme: "haapidemo"
        )
        let router = HaapiKitURLRouter(secret: secret)
        #expect(Self.result("https://idp.example.com:8443/haapi/activate?code=ABCD", router: router) == .success(.activation(code: "ABCD")))
        #expect(Self.result("haapidemo://activate?code=ABCD", router: router) == .success(.activation(code: "ABCD")))
        let elsewhere = "https://idp.example.com/haapi/activate?code=ABCD"
        #expect(Self.result(elsewhere, router: router) == .failure(.urlNotRecognized(URL(string: elsewhere)!)))
    }

    @Test func aSecretsRouterUsesItsLinkHost() throws {
        let secret = try HaapiKitSecret(
            issuer: URL(string: "https://idp.example.com/oauth")!, clientID: "app", redirectURI: URL(string: "https://app.example/cb")!,
            linkHost: "links.example.com"
        )
        let router = HaapiKitURLRouter(secret: secret)
        #expect(Self.result("https://links.example.com/haapi/onboard", router: router) == .success(.onboarding(configuration: nil)))
        let issuers = "https://idp.example.com/haapi/onboard"
        #expect(Self.result(issuers, router: router) == .failure(.urlNotRecognized(URL(string: issuers)!)))
        #expect(Self.result("haapidemo://onboard", router: router) == .failure(.urlNotRecognized(URL(string: "haapidemo://onboard")!)))
    }

    // MARK: Login parameters

    @Test func authorizationParametersHoldWhatIsSet() {
        #expect(HaapiKitLoginParameters().authorizationParameters == [:])
        #expect(HaapiKitLoginParameters(loginHint: "alice").authorizationParameters == ["login_hint": "alice"])
        #expect(HaapiKitLoginParameters(acr: "urn:acr:pw").authorizationParameters == ["acr_values": "urn:acr:pw"])
        #expect(
            HaapiKitLoginParameters(loginHint: "bob@example.com", acr: "urn:acr:pw", uiLocales: ["nl-NL", "en"]).authorizationParameters
                == ["login_hint": "bob@example.com", "acr_values": "urn:acr:pw", "ui_locales": "nl-NL en"]
        )
    }

    @Test func theUnsupportedActionsAreRecognisedButNotRun() {
        for action in HaapiKitURLRouter.unsupportedActions.sorted() {
            #expect(Self.result("haapidemo://\(action)") == .failure(.urlActionNotSupported(action: action)))
            #expect(Self.result("https://login.example.com/\(HaapiKitURLRouter.pathPrefix)/\(action)/") == .failure(.urlActionNotSupported(action: action)))
        }
    }

    // MARK: Dynamic links

    @Test func aDynamicLinksLongFormOpensTheLinkItHolds() {
        let router = HaapiKitURLRouter(urlScheme: "haapidemo", linkHost: "login.example.com", dynamicLinkHosts: ["Links.Example.com", "not a host"])
        let inner = "https://login.example.com/haapi/login?login_hint=alice"
        let long = "https://links.example.com/?link=\(inner.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)&apn=com.example&ibi=com.example"
        #expect(Self.result(long, router: router) == .success(.login(HaapiKitLoginParameters(loginHint: "alice"))))
        #expect(Self.result("https://links.example.com/?link=haapidemo%3A%2F%2Factivate%3Fcode%3DAB12-CD34", router: router)
            == .success(.activation(code: "AB12-CD34")))

        let short = "https://links.example.com/Xy7q"
        #expect(Self.result(short, router: router) == .failure(.noUniquelyMatchedFirebaseDynamicLinkError(URL(string: short)!)))
        // A link that holds another dynamic link, or none of the app's, is refused; other hosts are not dynamic links.
        let nested = "https://links.example.com/?link=https%3A%2F%2Flinks.example.com%2F%3Flink%3Dhaapidemo%253A%252F%252Flogin"
        #expect(Self.result(nested, router: router) == .failure(.invalidInput("url: link: is not a link of this app")))
        let foreign = "https://links.example.com/?link=https%3A%2F%2Fevil.example%2Fhaapi%2Flogin"
        #expect(Self.result(foreign, router: router) == .failure(.urlNotRecognized(URL(string: "https://evil.example/haapi/login")!)))
        #expect(Self.result("http://links.example.com/?link=haapidemo%3A%2F%2Flogin", router: router)
            == .failure(.urlNotRecognized(URL(string: "http://links.example.com/?link=haapidemo%3A%2F%2Flogin")!)))
        #expect(Self.result("https://other.example.com/Xy7q", router: router) == .failure(.urlNotRecognized(URL(string: "https://other.example.com/Xy7q")!)))
        // Without dynamic-link hosts, nothing is one.
        #expect(Self.result(short) == .failure(.urlNotRecognized(URL(string: short)!)))
    }
}

import Foundation
import HaapiClient
import HaapiModel
import HaapiTesting
import HaapiUI
import HaapiWeb
import HaapiWebAuthn
import Logging
import Testing

/// Passkeys in the web host without a browser: the ceremony on the page, the answer
/// the page's script posts, and who may post it (`PasskeyStepsTransport` plays the
/// relying party).
@MainActor
@Suite("Web host passkeys")
struct WebPasskeyTests {
    /// A credential as a browser's `toJSON()` gives it after `navigator.credentials.get`.
    static let assertion = AuthenticationResponseJSON(
        id: "Y3JlZGVudGlhbC1pZA", rawId: "Y3JlZGVudGlhbC1pZA",
        response: .init(clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0", authenticatorData: "SZYN5YgO",
                        signature: "c2lnbmF0dXJlLW1hcmtlci0xNzM5", userHandle: "ZGVtby11c2VyLWlk"),
        authenticatorAttachment: "platform")
    /// … and after `navigator.credentials.create`.
    static let registration = RegistrationResponseJSON(
        id: "bmV3LWNyZWRlbnRpYWw", rawId: "bmV3LWNyZWRlbnRpYWw",
        response: .init(clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0", attestationObject: "o2NmbXRkbm9uZQ",
                        transports: ["internal"], publicKeyAlgorithm: -7),
        authenticatorAttachment: "platform")

    static func json(_ value: some Encodable) throws -> String {
        try JSONValue(encoding: value).jsonString()
    }

    /// Runs `body` with a web host whose server offers passkeys (`steps`).
    func run(
        _ steps: PasskeyStepsTransport = PasskeyStepsTransport(), logger: Logger? = nil,
        _ body: (WebFixture, PasskeyStepsTransport) async throws -> Void
    ) async throws {
        let assembly: WebFixture.Assembly = { server, language in
            var builder = try WebFixture.demoLogin(server, language).setTransport(steps)
            if let logger { builder = builder.setLogger(logger) }
            return builder
        }
        try await WebFixture.run(assembly: assembly, hostLogger: logger ?? .quiet("HaapiWebTests.host")) { web in try await body(web, steps) }
    }

    @Test func theSignInCeremonyIsOnThePageAndItsCredentialGoesToTheServer() async throws {
        try await run { web, steps in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press(PasskeyStepsTransport.signInTitle)
            let ceremony = try #require(browser.ceremony, "\(browser.page.suffix(2000))")
            #expect(ceremony.kind == "get")
            #expect(ceremony.answerPath.hasPrefix("/passkey/"))
            let options = try JSONValue.parse(ceremony.optionsJSON)
            #expect(options["challenge"] == .string(PasskeyStepsTransport.challenge), "the server's options as sent")
            #expect(options["rpId"] == "localhost")
            // The stock screen says what is asked, in the server's words, with its fallback.
            #expect(browser.page.contains("Sign in with a passkey"))
            #expect(browser.page.contains("Follow the instructions on your device or security key."))
            #expect(!browser.page.contains("Passkeys are not supported here"))
            #expect(!PlainBrowser.controls(titled: PasskeyStepsTransport.fallbackTitle, in: browser.page).isEmpty)

            let answer = try await browser.post(ceremony.answerPath, ["credential": try Self.json(Self.assertion)])
            #expect(answer.status == 303 && answer.headers["Location"] == "/")
            let posted = await steps.log.credentials
            #expect(posted.count == 1)
            #expect(try posted.first?.decoded(as: AuthenticationResponseJSON.self) == Self.assertion, "the credential as the browser gave it")
            #expect(browser.ceremony == nil)
            #expect(browser.page.contains("Username and password"), "back at the picker: \(browser.page.suffix(1500))")
        }
    }

    @Test func theRegistrationCeremonyEscapesTheServersTextAndItsCredentialGoesToTheServer() async throws {
        var steps = PasskeyStepsTransport()
        steps.displayName = #"Demo "</div><script>alert(1)</script>' & \#u{202E}evil"#
        try await run(steps) { web, steps in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press(PasskeyStepsTransport.createTitle)
            let ceremony = try #require(browser.ceremony, "\(browser.page.suffix(2000))")
            #expect(ceremony.kind == "create")
            #expect(!browser.page.contains("<script>alert"), "server text cannot break out of the attribute")
            let options = try JSONValue.parse(ceremony.optionsJSON)
            #expect(options["user"]?["displayName"] == .string(steps.displayName), "the options exactly as the server sent them")
            #expect(browser.page.contains("Register a passkey"))

            try await browser.post(ceremony.answerPath, ["credential": try Self.json(Self.registration)])
            let posted = await steps.log.credentials
            #expect(try posted.first?.decoded(as: RegistrationResponseJSON.self) == Self.registration)
        }
    }

    @Test func anAnswerWithoutTheCSRFTokenIsNotTaken() async throws {
        try await run { web, steps in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press(PasskeyStepsTransport.signInTitle)
            let ceremony = try #require(browser.ceremony)
            try await browser.post(ceremony.answerPath, ["credential": try Self.json(Self.assertion)], csrf: false)
            #expect(await steps.log.credentials.isEmpty)
            #expect(browser.page.contains("This page was out of date, so nothing was sent."))
            #expect(browser.ceremony?.answerPath == ceremony.answerPath, "the ceremony still waits")
        }
    }

    @Test func anotherSessionCannotAnswer() async throws {
        try await run { web, steps in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press(PasskeyStepsTransport.signInTitle)
            let ceremony = try #require(browser.ceremony)
            var other = try await PlainBrowser.open(web.baseURL)
            try await other.post(ceremony.answerPath, ["credential": try Self.json(Self.assertion)])
            #expect(await steps.log.credentials.isEmpty, "another session's post reaches no flow")
            try await browser.reload()
            #expect(browser.ceremony?.answerPath == ceremony.answerPath, "the ceremony still waits for its own browser")
            try await browser.post(ceremony.answerPath, ["credential": try Self.json(Self.assertion)])
            #expect(await steps.log.credentials.count == 1)
        }
    }

    @Test(arguments: [
        ("NotAllowedError", "en", "The passkey request was cancelled, or no passkey for this site was found."),
        ("AbortError", "en", "The passkey request took too long."),
        ("InvalidStateError", "en", "This device already has a passkey for your account."),
        ("NotSupportedError", "en", "Passkeys cannot be used on this device."),
        ("SecurityError", "en", "The passkey request could not be completed."),
        ("NotAllowedError", "nl", "Het verzoek is geannuleerd, of er is geen toegangssleutel voor deze site gevonden."),
        ("NotAllowedError", "sv", "Begäran avbröts, eller så hittades ingen lösennyckel för den här webbplatsen."),
    ])
    func aBrowserErrorTakesTheFallbackAndTheBannerSaysWhy(error: String, language: String, message: String) async throws {
        try await run { web, steps in
            var browser = try await PlainBrowser.open(web.baseURL.appending(queryItems: [URLQueryItem(name: "lang", value: language)]))
            try await browser.press(PasskeyStepsTransport.signInTitle)
            let ceremony = try #require(browser.ceremony)
            try await browser.post(ceremony.answerPath, ["error": error])
            #expect(await steps.log.fallbacks == 1, "the operation's error action was taken")
            #expect(await steps.log.credentials.isEmpty)
            #expect(browser.page.contains("hui-banner-warning"), "\(browser.page.suffix(2500))")
            #expect(browser.page.contains(message))
            #expect(browser.ceremony == nil)
            try await browser.press(PasskeyStepsTransport.signInTitle)
            #expect(!browser.page.contains(message), "the banner goes with the next screen")
        }
    }

    @Test func anAnswerThatIsNotACredentialTakesTheFallback() async throws {
        try await run { web, steps in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press(PasskeyStepsTransport.signInTitle)
            let ceremony = try #require(browser.ceremony)
            try await browser.post(ceremony.answerPath, ["credential": #"{"id":"x"}"#])
            #expect(await steps.log.fallbacks == 1)
            #expect(browser.page.contains("The passkey request could not be completed."))
        }
    }

    @Test func withoutJavaScriptThePageSaysAPasskeyNeedsItAndTheFallbackIsAForm() async throws {
        try await run { web, steps in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press(PasskeyStepsTransport.signInTitle)
            let noscript = try #require(browser.page.range(of: "<noscript>").map { browser.page[$0.upperBound...].prefix(600) })
            #expect(noscript.contains("A passkey needs JavaScript, which is off in this browser."))
            #expect(browser.page.contains(#"<button type="button" id="hui-passkey-start""#) && browser.page.contains(" hidden>"),
                    "the script's button is hidden until the script shows it")
            try await browser.press(PasskeyStepsTransport.fallbackTitle)
            #expect(await steps.log.fallbacks == 1)
            #expect(browser.page.contains("Username and password"))
            #expect(!browser.page.contains("The passkey was not used"), "the person chose the fallback: no failure to report")
        }
    }

    @Test func aPasskeyPickedFromAutofillSignsInWithTheFormsPasskeyAction() async throws {
        var steps = PasskeyStepsTransport()
        steps.autofill = true
        try await run(steps) { web, steps in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press("Username and password")
            let offer = try #require(browser.ceremony, "\(browser.page.suffix(2000))")
            #expect(offer.kind == "autofill")
            #expect(try JSONValue.parse(offer.optionsJSON)["challenge"] == .string(PasskeyStepsTransport.autofillChallenge))
            #expect(browser.page.contains(#"autocomplete="username webauthn""#), "the browser may offer passkeys in the user name field")
            #expect(browser.page.contains(#"type="password""#), "the form stays as it is")
            let (ceremonies, credentials) = (await steps.log.ceremonies, await steps.log.credentials)
            #expect(ceremonies == 0 && credentials.isEmpty, "the flow does not start it")

            // Another session cannot use the offer.
            var other = try await PlainBrowser.open(web.baseURL)
            try await other.post(offer.answerPath, ["credential": try Self.json(Self.assertion)])
            #expect(await steps.log.credentials.isEmpty)

            try await browser.post(offer.answerPath, ["credential": try Self.json(Self.assertion)])
            let posted = await steps.log.credentials
            #expect(try posted.first?.decoded(as: AuthenticationResponseJSON.self) == Self.assertion, "no second ceremony: the picked passkey went")
            #expect(browser.page.contains("Select Authentication Method"), "the next step: \(browser.page.suffix(1500))")
        }
    }

    @Test func anAutofillOfferTakesACredentialOnly() async throws {
        var steps = PasskeyStepsTransport()
        steps.autofill = true
        try await run(steps) { web, steps in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press("Username and password")
            let offer = try #require(browser.ceremony)
            try await browser.post(offer.answerPath, ["error": "NotAllowedError"])
            let (ceremonies, fallbacks) = (await steps.log.ceremonies, await steps.log.fallbacks)
            #expect(ceremonies == 0 && fallbacks == 0, "an autofill that did not happen changes nothing")
            #expect(browser.page.contains("This page was out of date") && browser.page.contains(#"type="password""#))
            #expect(browser.ceremony?.answerPath == offer.answerPath, "the same offer stays")
        }
    }

    @Test func theCredentialIsNeverLogged() async throws {
        let capture = LogCapture()
        try await run(logger: capture.logger()) { web, steps in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press(PasskeyStepsTransport.signInTitle)
            let ceremony = try #require(browser.ceremony)
            try await browser.post(ceremony.answerPath, ["credential": try Self.json(Self.assertion)])
            try await browser.press(PasskeyStepsTransport.signInTitle)
            let next = try #require(browser.ceremony)
            try await browser.post(next.answerPath, ["credential": #"{"signature":"c2lnbmF0dXJlLW1hcmtlci0xNzM5"}"#])
            #expect(await steps.log.fallbacks == 1)
        }
        #expect(!capture.lines.isEmpty, "the login logs")
        #expect(!capture.text.contains("c2lnbmF0dXJlLW1hcmtlci0xNzM5"), "no signature in the logs")
        #expect(!capture.text.contains(PasskeyStepsTransport.challenge), "no challenge in the logs")
    }
}

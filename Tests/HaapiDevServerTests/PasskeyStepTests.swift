import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import HaapiTesting
import HaapiWebAuthn
import Testing

/// The exact HAAPI documents of the passkey steps (the protocol reference's "Client
/// operations": `webauthn-authentication` and `webauthn-registration`).
@Suite("Passkey steps, as JSON")
struct PasskeyStepTests {
    /// The 32-byte base64url challenge at `path` of `document`.
    static func challenge(_ document: JSONValue?, _ path: [String]) throws -> String {
        var value = document
        for key in path { value = value?[key] }
        let challenge = try #require(value?.stringValue, "no challenge at \(path.joined(separator: "."))")
        #expect(try Base64URL.decode(challenge).count == 32)
        return challenge
    }

    static let operationPath = ["model", "arguments"]

    @Test func signInStep() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let client = ScriptedClient(baseURL: base)
            let selector = try await client.begin().representation()
            let option = try #require(selector.selectorOption("passkey1"))
            let document = try await client.submit(option, [:]).json
            let action = document?["actions"]?[0]
            let challenge = try Self.challenge(action, Self.operationPath + ["credentialRequestOptions", "publicKey", "challenge"])
            let expected: JSONValue = [
                "type": "authentication-step",
                "metadata": ["viewName": "authenticator/passkeys/authenticate/get"],
                "messages": [["text": "Sign in with a passkey", "classList": ["heading"]]],
                "actions": [
                    [
                        "template": "client-operation", "kind": "login", "title": "Sign in with your passkey",
                        "model": [
                            "name": "webauthn-authentication",
                            "arguments": [
                                "credentialRequestOptions": [
                                    "publicKey": [
                                        "challenge": .string(challenge), "rpId": "localhost", "timeout": 300_000,
                                        "userVerification": "preferred", "allowCredentials": [],
                                    ]
                                ]
                            ],
                            "continueActions": [
                                [
                                    "template": "form", "kind": "continue",
                                    "model": [
                                        "href": "/authn/authenticate/passkey1", "method": "POST", "type": "application/json",
                                        "fields": [["name": "credential", "type": "context"]],
                                    ],
                                ]
                            ],
                            "errorActions": [
                                [
                                    "template": "form", "kind": "cancel", "title": "Sign in another way",
                                    "model": ["href": "/authn/authenticate/passkey1/cancel", "method": "GET"],
                                ]
                            ],
                        ],
                    ]
                ],
            ]
            #expect(document == expected, "\(document?.jsonString() ?? "-")")
        }
    }

    @Test func signInAnotherWayGoesBackToTheSelector() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let client = ScriptedClient(baseURL: base)
            let step = try await client.passkeySignInStep()
            let back = try #require(step.operation?.errorActions.first?.form)
            let selector = try await client.submit(back, [:]).representation()
            #expect(selector.selectorOption("pw") != nil && selector.selectorOption("passkey1") != nil)
        }
    }

    @Test func passwordStepOffersPasskeyAutofill() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let client = ScriptedClient(baseURL: base)
            let selector = try await client.begin().representation()
            let document = try await client.submit(try #require(selector.selectorOption("pw")), [:]).json
            #expect(document?["actions"]?[0]?["kind"] == "login", "the login form stays first")
            let autofill = document?["actions"]?[1]
            let challenge = try Self.challenge(autofill, Self.operationPath + ["credentialRequestOptions", "publicKey", "challenge"])
            let expected: JSONValue = [
                "template": "client-operation", "kind": "login", "title": "Sign in with a passkey",
                "model": [
                    "name": "webauthn-authentication",
                    "arguments": [
                        "credentialRequestOptions": [
                            "mediation": "conditional",
                            "publicKey": [
                                "challenge": .string(challenge), "rpId": "localhost", "allowCredentials": [], "userVerification": "preferred",
                            ],
                        ]
                    ],
                    "continueActions": [
                        [
                            "template": "form", "kind": "continue",
                            "model": [
                                "href": "/authn/authenticate/passkey1", "method": "POST", "type": "application/json",
                                "fields": [["name": "credential", "type": "context"]],
                            ],
                        ]
                    ],
                ],
            ]
            #expect(autofill == expected, "\(autofill?.jsonString() ?? "-")")
            #expect(document?["actions"]?.arrayValue?.count == 2)
        }
    }

    @Test func noAutofillWhenThePasskeyCannotStartTheLogin() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let client = ScriptedClient(baseURL: base)
            // acr_values choose the password alone: a passkey may not start this login.
            let step = try await client.begin(acr: "pw").representation()
            #expect(step.actions.map(\.kind) == [.login])
            #expect(step.actions.allSatisfy { $0.clientOperation == nil })
        }
        try await withServer(TestDevServer.options { $0.authenticators = [AuthenticatorConfiguration(id: "pw", type: .usernamePassword)] }) { _, base in
            let step = try await ScriptedClient(baseURL: base).begin().representation()
            #expect(step.actions.count == 1, "no passkey authenticator, no autofill")
        }
        try await withServer(PasskeyServer.options(passkey: PasskeySettings(autofill: false))) { _, base in
            let step = try await ScriptedClient(baseURL: base).select("pw")
            #expect(step.actions.count == 1, "autofill turned off")
        }
    }

    @Test func offerStep() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let client = ScriptedClient(baseURL: base)
            let login = try await client.select("pw")
            let document = try await client.submit(try #require(login.form(.login)), ["userName": "demo", "password": "Password1"]).json
            let expected: JSONValue = [
                "type": "registration-step",
                "metadata": ["viewName": "authenticator/passkeys/offer"],
                "messages": [
                    ["text": "Sign in faster next time", "classList": ["heading"]],
                    [
                        "text": "Create a passkey to sign in with your face, fingerprint or screen lock instead of a password.",
                        "classList": ["info"],
                    ],
                    ["text": "demo", "classList": ["userName"]],
                ],
                "actions": [
                    [
                        "template": "form", "kind": "device-register", "title": "Create a passkey",
                        "model": ["href": "/authn/authenticate/passkey1/register", "method": "GET", "actionTitle": "Create a passkey"],
                    ],
                    [
                        "template": "form", "kind": "device-register", "title": "Use another device or a security key",
                        "model": [
                            "href": "/authn/authenticate/passkey1/register-any-device", "method": "GET", "actionTitle": "Use another device",
                        ],
                    ],
                    [
                        "template": "form", "kind": "cancel", "title": "Not now",
                        "model": [
                            "href": "/authn/authenticate/passkey1/skip", "method": "POST", "type": "application/x-www-form-urlencoded",
                            "actionTitle": "Not now",
                        ],
                    ],
                ],
            ]
            #expect(document == expected, "\(document?.jsonString() ?? "-")")
        }
    }

    @Test func registrationStep() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let client = ScriptedClient(baseURL: base)
            let offer = try await client.passwordLogin()
            let document = try await client.submit(try #require(offer.form(titled: "Create a passkey")), [:]).json
            let action = document?["actions"]?[0]
            let publicKeyPath = Self.operationPath + ["credentialCreationOptions", "publicKey"]
            let challenge = try Self.challenge(action, publicKeyPath + ["challenge"])
            let handle = try #require(action?["model"]?["arguments"]?["credentialCreationOptions"]?["publicKey"]?["user"]?["id"]?.stringValue)
            #expect(try Base64URL.decode(handle).count == 32)
            let expected: JSONValue = [
                "type": "registration-step",
                "metadata": ["viewName": "authenticator/passkeys/register/get"],
                "messages": [
                    ["text": "Create a passkey on this device", "classList": ["heading"]],
                    ["text": "Your device will ask for your face, fingerprint or screen lock to save the passkey.", "classList": ["info"]],
                ],
                "actions": [
                    [
                        "template": "client-operation", "kind": "device-register", "title": "Create a passkey on this device",
                        "model": [
                            "name": "webauthn-registration",
                            "arguments": ["credentialCreationOptions": ["publicKey": Self.creationOptions(challenge, handle, attachment: nil)]],
                            "continueActions": [Self.continueAction(["credential"])],
                            "errorActions": [Self.backToOffer],
                        ],
                    ]
                ],
            ]
            #expect(document == expected, "\(document?.jsonString() ?? "-")")
        }
    }

    @Test func anyDeviceRegistrationStep() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let client = ScriptedClient(baseURL: base)
            let offer = try await client.passwordLogin()
            let document = try await client.submit(try #require(offer.form(titled: "Use another device or a security key")), [:]).json
            let action = document?["actions"]?[0]
            let challenge = try Self.challenge(action, Self.operationPath + ["platformCredentialCreationOptions", "publicKey", "challenge"])
            let arguments = action?["model"]?["arguments"]
            #expect(arguments?["crossPlatformCredentialCreationOptions"]?["publicKey"]?["challenge"]?.stringValue == challenge, "one challenge for both")
            let handle = try #require(arguments?["platformCredentialCreationOptions"]?["publicKey"]?["user"]?["id"]?.stringValue)
            let expected: JSONValue = [
                "type": "registration-step",
                "metadata": ["viewName": "authenticator/passkeys/register-any-device/get"],
                "messages": [
                    ["text": "Create a passkey on another device or a security key", "classList": ["heading"]],
                    ["text": "Use your phone, another computer or a security key to save the passkey.", "classList": ["info"]],
                ],
                "actions": [
                    [
                        "template": "client-operation", "kind": "device-register",
                        "title": "Create a passkey on another device or a security key",
                        "model": [
                            "name": "webauthn-registration",
                            "arguments": [
                                "platformCredentialCreationOptions": ["publicKey": Self.creationOptions(challenge, handle, attachment: "platform")],
                                "crossPlatformCredentialCreationOptions": [
                                    "publicKey": Self.creationOptions(challenge, handle, attachment: "cross-platform")
                                ],
                            ],
                            "continueActions": [Self.continueAction(["platformCredential", "crossPlatformCredential"])],
                            "errorActions": [Self.backToOffer],
                        ],
                    ]
                ],
            ]
            #expect(document == expected, "\(document?.jsonString() ?? "-")")
        }
    }

    @Test func registrationErrorActionsLeadBackToTheOffer() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let client = ScriptedClient(baseURL: base)
            let offer = try await client.passwordLogin()
            let ceremony = try await client.submit(try #require(offer.form(titled: "Create a passkey")), [:]).representation()
            let back = try #require(ceremony.operation?.errorActions.first?.form)
            let again = try await client.submit(back, [:]).representation()
            #expect(again == offer)
        }
    }

    @Test func noOfferWhenConfiguredOff() async throws {
        try await withServer(PasskeyServer.options(passkey: PasskeySettings(offerRegistrationAfter: []))) { _, base in
            let client = ScriptedClient(baseURL: base)
            let next = try await client.passwordLogin()
            #expect(next.type == .oauthAuthorizationResponse)
        }
    }

    @Test func theRelyingPartyComesFromTheConfiguration() async throws {
        let settings = PasskeySettings(rpID: "login.example.com", userVerification: .required, challengeLifetime: 60)
        try await withServer(PasskeyServer.options(passkey: settings)) { _, base in
            let step = try await ScriptedClient(baseURL: base).passkeySignInStep()
            let options = try #require(step.operation).requestOptions()
            #expect(options.rpId == "login.example.com")
            #expect(options.userVerification == "required")
            #expect(options.timeout == 60_000)
        }
    }

    // MARK: Expected parts

    static func creationOptions(_ challenge: String, _ handle: String, attachment: String?) -> JSONValue {
        var selection: [String: JSONValue] = ["residentKey": "required", "requireResidentKey": true, "userVerification": "preferred"]
        if let attachment { selection["authenticatorAttachment"] = .string(attachment) }
        return [
            "rp": ["id": "localhost", "name": "HaapiKit dev server"],
            "user": ["id": .string(handle), "name": "demo", "displayName": "Demo User"],
            "challenge": .string(challenge),
            "pubKeyCredParams": [["type": "public-key", "alg": -7], ["type": "public-key", "alg": -257]],
            "timeout": 300_000,
            "excludeCredentials": [],
            "authenticatorSelection": .object(selection),
            "attestation": "none",
        ]
    }

    static func continueAction(_ fields: [String]) -> JSONValue {
        [
            "template": "form", "kind": "continue",
            "model": [
                "href": "/authn/authenticate/passkey1/register", "method": "POST", "type": "application/json",
                "fields": .array(fields.map { ["name": .string($0), "type": "context"] }),
            ],
        ]
    }

    static let backToOffer: JSONValue = [
        "template": "form", "kind": "cancel", "title": "Back", "model": ["href": "/authn/authenticate/passkey1/offer", "method": "GET"],
    ]
}

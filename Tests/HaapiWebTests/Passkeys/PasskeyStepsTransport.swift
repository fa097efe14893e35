import Foundation
import HaapiClient
import HaapiModel

/// Plays a passkey relying party on top of the dev server, one whose answers are
/// recorded instead of checked: its picker gets ``signInTitle`` and ``createTitle``,
/// which lead to `webauthn-authentication` and
/// `webauthn-registration` steps in the shapes of the protocol reference, and with
/// ``autofill`` its password step offers a passkey for autofill (a second action, a
/// `webauthn-authentication` with `mediation: conditional`). What the client posts
/// there (the credential, or a request for the fallback) is recorded, not verified,
/// and both lead back to the picker with a `redirection-step`.
struct PasskeyStepsTransport: HTTPTransport {
    /// What reached the relying party.
    actor Log {
        private(set) var credentials: [JSONValue] = []
        private(set) var fallbacks = 0
        private(set) var ceremonies = 0

        func credential(_ value: JSONValue) { credentials.append(value) }
        func fallback() { fallbacks += 1 }
        func ceremony() { ceremonies += 1 }
    }

    static let prefix = "/test-passkeys/"
    static let challenge = "dGVzdC1jaGFsbGVuZ2UtZm9yLWEtcGFzc2tleQ"
    static let fallbackTitle = "Sign in another way"
    /// The picker's options that lead to this relying party's steps.
    static let signInTitle = "Scripted passkey"
    static let createTitle = "Create a scripted passkey"
    /// … and to a polling step whose poll answers with the sign-in (a page whose script
    /// puts the passkey screen in place).
    static let afterWaitTitle = "Scripted passkey after a wait"

    let log = Log()
    /// The user's display name in the registration options (server text the page must escape).
    var displayName = "Demo User"
    /// The options' `timeout`, in milliseconds.
    var timeout = 120_000
    /// Whether the password step offers a passkey for autofill.
    var autofill = false
    let inner = URLSessionTransport(defaultTimeout: WebFixture.patience)

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        let path = request.url.path
        guard path.hasPrefix(Self.prefix) else {
            let response = try await inner.send(request)
            guard MediaType.base(response.headers["Content-Type"] ?? "") == MediaType.haapi, let step = try? JSONValue.parse(response.body) else {
                return response
            }
            if path == "/authn/authenticate" { return Self.haapi(Self.addingPasskeyOptions(to: step), like: response) }
            if autofill, Self.asksForAPassword(step) { return Self.haapi(Self.addingAutofill(to: step), like: response) }
            return response
        }
        switch path.dropFirst(Self.prefix.count) {
        case "wait":
            return Self.haapi([
                "type": "polling-step", "properties": ["status": "pending", "interval": 1],
                "actions": [["template": "form", "kind": "poll", "model": ["href": .string(Self.prefix + "authenticate"), "method": "POST"]]],
            ])
        case "authenticate":
            await log.ceremony()
            return Self.haapi(Self.operationStep("authentication-step", "webauthn-authentication", [
                "credentialRequestOptions": ["publicKey": [
                    "challenge": .string(Self.challenge), "rpId": "localhost", "timeout": .number(JSONNumber(timeout)),
                    "userVerification": "required",
                ]],
            ]))
        case "register":
            await log.ceremony()
            return Self.haapi(Self.operationStep("registration-step", "webauthn-registration", [
                "credentialCreationOptions": ["publicKey": [
                    "rp": ["id": "localhost", "name": "HaapiKit tests"],
                    "user": ["id": "ZGVtby11c2VyLWlk", "name": "demo", "displayName": .string(displayName)],
                    "challenge": .string(Self.challenge), "timeout": .number(JSONNumber(timeout)),
                    "pubKeyCredParams": [["type": "public-key", "alg": -7], ["type": "public-key", "alg": -257]],
                    "authenticatorSelection": ["residentKey": "required", "userVerification": "required"],
                    "attestation": "none",
                ]],
            ]))
        case "finish":
            let body = try JSONValue.parse(request.body ?? Data())
            await log.credential(body["credential"] ?? .null)
            return Self.haapi(Self.backToThePicker)
        case "fallback":
            await log.fallback()
            return Self.haapi(Self.backToThePicker)
        default:
            return TransportResponse(status: 404)
        }
    }

    /// The picker with the two passkey options after the dev server's.
    static func addingPasskeyOptions(to picker: JSONValue) -> JSONValue {
        guard case .object(var step) = picker, case .array(var actions)? = step["actions"], case .object(var selector)? = actions.first,
            case .object(var model)? = selector["model"], case .array(var options)? = model["options"]
        else { return picker }
        for (title, path) in [(signInTitle, "authenticate"), (createTitle, "register"), (afterWaitTitle, "wait")] {
            options.append([
                "template": "form", "kind": "select-authenticator", "title": .string(title),
                "model": ["href": .string(prefix + path), "method": "GET"],
            ])
        }
        model["options"] = .array(options)
        selector["model"] = .object(model)
        actions[0] = .object(selector)
        step["actions"] = .array(actions)
        return .object(step)
    }

    /// Whether `step` has a form with a password field.
    static func asksForAPassword(_ step: JSONValue) -> Bool {
        guard case .array(let actions)? = step["actions"] else { return false }
        return actions.contains { action in
            guard case .array(let fields)? = action["model"]?["fields"] else { return false }
            return fields.contains { $0["type"] == "password" }
        }
    }

    /// `step` with a passkey for autofill as its last action.
    static func addingAutofill(to step: JSONValue) -> JSONValue {
        guard case .object(var object) = step, case .array(var actions)? = object["actions"] else { return step }
        actions.append(operationAction("webauthn-authentication", [
            "credentialRequestOptions": [
                "mediation": "conditional",
                "publicKey": ["challenge": .string(autofillChallenge), "rpId": "localhost", "userVerification": "preferred"],
            ],
        ], fallback: false))
        object["actions"] = .array(actions)
        return .object(object)
    }

    static let autofillChallenge = "YXV0b2ZpbGwtY2hhbGxlbmdlLWZvci1hLXBhc3NrZXk"

    static func operationStep(_ type: String, _ name: String, _ arguments: JSONValue) -> JSONValue {
        ["type": .string(type), "actions": [operationAction(name, arguments, fallback: true)]]
    }

    static func operationAction(_ name: String, _ arguments: JSONValue, fallback: Bool) -> JSONValue {
        var model: JSONValue = [
            "name": .string(name), "arguments": arguments,
            "continueActions": [[
                "template": "form", "kind": "continue",
                "model": [
                    "href": .string(prefix + "finish"), "method": "POST", "type": "application/json",
                    "fields": [["name": "credential", "type": "context"]],
                ],
            ]],
        ]
        if fallback, case .object(var members) = model {
            members["errorActions"] = [[
                "template": "form", "kind": "cancel", "title": .string(fallbackTitle),
                "model": ["href": .string(prefix + "fallback"), "method": "GET", "actionTitle": .string(fallbackTitle)],
            ]]
            model = .object(members)
        }
        return ["template": "client-operation", "kind": name == "webauthn-registration" ? "device-register" : "login", "model": model]
    }

    static let backToThePicker: JSONValue = [
        "type": "redirection-step",
        "actions": [["template": "form", "kind": "redirect", "model": ["href": "/authn/authenticate", "method": "GET"]]],
    ]

    static func haapi(_ step: JSONValue, like response: TransportResponse? = nil) -> TransportResponse {
        var headers = response?.headers ?? [:]
        headers["Content-Type"] = MediaType.haapi
        headers["Content-Length"] = nil
        return TransportResponse(status: 200, headers: headers, body: Data(step.jsonString().utf8))
    }
}

import Foundation
import HaapiModel

/// Hand-written passkey steps in the shapes of the protocol reference.
enum WebAuthnDocuments {
    static let creationOptions: JSONValue = [
        "rp": ["id": "login.example.com", "name": "Example"],
        "user": ["id": "dQ", "name": "sam", "displayName": "Sam"],
        "challenge": "Y2hhbGxlbmdl",
        "pubKeyCredParams": [["type": "public-key", "alg": -7]],
        "authenticatorSelection": ["residentKey": "required", "userVerification": "preferred"],
    ]

    static let requestOptions: JSONValue = [
        "challenge": "Y2hhbGxlbmdl", "rpId": "login.example.com", "userVerification": "preferred",
        "allowCredentials": [["type": "public-key", "id": "Y3JlZA", "transports": ["internal"]]],
    ]

    static func registration(publicKey: JSONValue = creationOptions) throws -> HaapiDocument {
        try step("registration-step", operation: "webauthn-registration", arguments: ["credentialCreationOptions": ["publicKey": publicKey]],
                 contextFields: ["credential"])
    }

    static func anyDeviceRegistration() throws -> HaapiDocument {
        func options(_ attachment: String) -> JSONValue {
            guard case .object(var object) = creationOptions else { return creationOptions }
            object["authenticatorSelection"] = ["authenticatorAttachment": .string(attachment)]
            return ["publicKey": .object(object)]
        }
        return try step(
            "registration-step", operation: "webauthn-registration",
            arguments: ["platformCredentialCreationOptions": options("platform"), "crossPlatformCredentialCreationOptions": options("cross-platform")],
            contextFields: ["platformCredential", "crossPlatformCredential"])
    }

    static func authentication(publicKey: JSONValue = requestOptions) throws -> HaapiDocument {
        try step("authentication-step", operation: "webauthn-authentication", arguments: ["credentialRequestOptions": ["publicKey": publicKey]],
                 contextFields: ["credential"])
    }

    /// A username and password step that also offers a passkey for autofill.
    static func passwordStepWithAutofill() throws -> HaapiDocument {
        try decode([
            "type": "authentication-step",
            "actions": [
                [
                    "template": "form", "kind": "login",
                    "model": [
                        "href": "/authn/authenticate/password1", "method": "POST", "actionTitle": "Log in",
                        "fields": [["name": "userName", "type": "username"], ["name": "password", "type": "password"]],
                    ],
                ],
                operationAction(
                    "webauthn-authentication",
                    arguments: ["credentialRequestOptions": ["mediation": "conditional", "publicKey": requestOptions]],
                    contextFields: ["credential"], fallback: false),
            ],
        ])
    }

    private static func step(_ type: String, operation: String, arguments: JSONValue, contextFields: [String]) throws -> HaapiDocument {
        try decode(["type": .string(type), "actions": [operationAction(operation, arguments: arguments, contextFields: contextFields, fallback: true)]])
    }

    private static func operationAction(_ name: String, arguments: JSONValue, contextFields: [String], fallback: Bool) -> JSONValue {
        var model: [String: JSONValue] = [
            "name": .string(name), "arguments": arguments,
            "continueActions": [[
                "template": "form", "kind": "continue",
                "model": [
                    "href": "/authn/authenticate/passkey1", "method": "POST", "type": "application/json",
                    "fields": .array(contextFields.map { ["name": .string($0), "type": "context"] }),
                ],
            ]],
        ]
        if fallback {
            model["errorActions"] = [[
                "template": "form", "kind": "cancel", "title": "Sign in another way",
                "model": ["href": "/authn/authenticate/passkey1/other-method", "method": "GET"],
            ]]
        }
        return ["template": "client-operation", "kind": "login", "model": .object(model)]
    }

    private static func decode(_ json: JSONValue) throws -> HaapiDocument {
        try HaapiDecoder(baseURL: RecordedSteps.baseURL).decode(json.serialized())
    }
}

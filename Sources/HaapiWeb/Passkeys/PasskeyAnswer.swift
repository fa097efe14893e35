import HaapiHTML
import HaapiModel
import HaapiWebAuthn

/// What a page's script posts after a passkey ceremony: the credential's JSON
/// (`toJSON()`), or the name of the `DOMException` the browser threw.
enum PasskeyAnswer: Sendable, Equatable {
    /// The credential, as JSON text (never logged).
    case credential(String)
    /// The ceremony failed in the browser.
    case failed(WebAuthnCeremonyError)

    /// The answer in posted `fields` (``HaapiHTML/HTMLPasskeyCeremony/credentialFieldName``
    /// or ``HaapiHTML/HTMLPasskeyCeremony/errorFieldName``); `nil` when there is neither.
    init?(fields: [String: String]) {
        if let credential = fields[HTMLPasskeyCeremony.credentialFieldName], !credential.isEmpty {
            self = .credential(credential)
        } else if let name = fields[HTMLPasskeyCeremony.errorFieldName], !name.isEmpty {
            self = .failed(Self.error(named: name))
        } else {
            return nil
        }
    }

    /// The ceremony error a browser's `DOMException` name stands for (the inverse of
    /// `WebAuthnCeremonyError.domExceptionName`).
    static func error(named name: String) -> WebAuthnCeremonyError {
        switch name {
        case "NotAllowedError": .notAllowed(reason: "the browser reported NotAllowedError (cancelled, or no passkey for this site)")
        case "AbortError": .timedOut
        case "InvalidStateError": .alreadyRegistered
        case "NotSupportedError", "ConstraintError": .notSupported(reason: "the browser reported \(name)")
        case "SecurityError", "TypeError": .invalidOptions(reason: "the browser reported \(name)")
        case "UnknownError": .storage(reason: "the browser's authenticator failed (UnknownError)")
        default: .invalidOptions(reason: "the browser reported an error this host does not know (\(printable(name)))")
        }
    }

    /// At most 40 ASCII letters of `name`, so that a posted value cannot put anything else in a log.
    private static func printable(_ name: String) -> String {
        String(name.unicodeScalars.filter { $0.isASCII && $0.properties.isAlphabetic }.prefix(40).map(Character.init))
    }

    /// The posted credential read as `type`.
    ///
    /// - Throws: `WebAuthnCeremonyError.invalidOptions` (naming no part of the
    ///   credential) when it is not that JSON.
    static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws(WebAuthnCeremonyError) -> T {
        do {
            return try JSONValue.parse(json).decoded(as: type)
        } catch {
            throw .invalidOptions(reason: "the browser's answer is not a WebAuthn \(type == RegistrationResponseJSON.self ? "registration" : "authentication") response")
        }
    }
}

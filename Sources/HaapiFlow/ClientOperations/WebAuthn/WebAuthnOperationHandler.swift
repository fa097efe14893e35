import Foundation
import HaapiClient
import HaapiModel
import HaapiWebAuthn

/// Adapts a ``WebAuthnHandler`` to the two WebAuthn client operations: reads the
/// `publicKey` options out of the operation's arguments, runs the ceremony, and answers
/// in the context field the continue form names (`credential`, `platformCredential` or
/// `crossPlatformCredential`).
struct WebAuthnOperationHandler: ClientOperationHandler {
    let handler: any WebAuthnHandler

    func perform(_ request: ClientOperationRequest, context: ClientOperationContext) async -> ClientOperationOutcome {
        let operation = request.operation
        do {
            switch operation.name {
            case .webauthnRegistration:
                let (registration, field) = try registration(from: operation)
                try await Self.checkRelyingParty(registration.options.rp.id, context: context)
                let credential = try await handler.register(registration)
                return .continued(parameters: [field: .json(try JSONValue(encoding: credential))])
            case .webauthnAuthentication:
                let (authentication, field) = try authentication(from: operation)
                try await Self.checkRelyingParty(authentication.options.rpId, context: context)
                let credential = try await handler.authenticate(authentication)
                return .continued(parameters: [field: .json(try JSONValue(encoding: credential))])
            default:
                return .fallback(reason: "\(operation.name.rawValue) is not a WebAuthn operation")
            }
        } catch let error as WebAuthnCeremonyError {
            return .failed(.passkeyFailed(PasskeyFailure(error)), reason: error.description)
        } catch WebAuthnRequestError.noSupportedAttachment {
            return .failed(.passkeyFailed(.notSupported), reason: WebAuthnRequestError.noSupportedAttachment.description)
        } catch {
            return .failed(.passkeyFailed(.unusableRequest), reason: "\(error)")
        }
    }

    /// Refuses an RP ID that is not the authorization server's own domain (or a parent
    /// domain of it; `localhost` for a loopback server): a hostile server must not get
    /// this device to sign for another site's passkeys.
    static func checkRelyingParty(_ rpID: String?, context: ClientOperationContext) async throws(WebAuthnRequestError) {
        guard let rpID = rpID?.lowercased(), !rpID.isEmpty else { throw .relyingPartyNotServer("none") }
        let origins: Set<Origin>
        do {
            origins = try await context.client.serverOrigins()
        } catch {
            throw .relyingPartyNotServer(rpID)
        }
        guard origins.contains(where: { relyingParty(rpID, fits: $0.host) }) else { throw .relyingPartyNotServer(rpID) }
    }

    /// Whether `rpID` may be used by a server on `host`: the host itself, a parent domain
    /// of it (never a bare top-level name), or `localhost` for a loopback host.
    static func relyingParty(_ rpID: String, fits host: String) -> Bool {
        let host = host.lowercased()
        if HostClassifier.isLoopback(host) { return rpID == "localhost" || rpID == host }
        if rpID == host { return true }
        return rpID.contains(".") && host.hasSuffix("." + rpID)
    }

    /// The registration to run and the field that carries its answer.
    private func registration(from operation: ClientOperationActionModel) throws(WebAuthnRequestError) -> (WebAuthnRegistration, String) {
        let arguments = operation.arguments
        if let publicKey = try Self.publicKey(arguments, "credentialCreationOptions") {
            let options = try Self.decode(PublicKeyCredentialCreationOptionsJSON.self, publicKey, "credentialCreationOptions.publicKey")
            let field = try Self.contextField(of: operation, preferring: "credential")
            return (WebAuthnRegistration(options: options, json: publicKey, attachment: nil), field)
        }
        let offered: [(WebAuthnAttachment, String, String)] = [
            (.platform, "platformCredentialCreationOptions", "platformCredential"),
            (.crossPlatform, "crossPlatformCredentialCreationOptions", "crossPlatformCredential"),
        ]
        var anyOffered = false
        for (attachment, member, field) in offered {
            guard let publicKey = try Self.publicKey(arguments, member) else { continue }
            anyOffered = true
            guard handler.attachments.contains(attachment) else { continue }
            let options = try Self.decode(PublicKeyCredentialCreationOptionsJSON.self, publicKey, "\(member).publicKey")
            return (WebAuthnRegistration(options: options, json: publicKey, attachment: attachment),
                    try Self.contextField(of: operation, preferring: field))
        }
        if anyOffered { throw .noSupportedAttachment }
        throw .missingOptions("credentialCreationOptions")
    }

    private func authentication(from operation: ClientOperationActionModel) throws(WebAuthnRequestError) -> (WebAuthnAuthentication, String) {
        guard let publicKey = try Self.publicKey(operation.arguments, "credentialRequestOptions") else {
            throw .missingOptions("credentialRequestOptions")
        }
        let options = try Self.decode(PublicKeyCredentialRequestOptionsJSON.self, publicKey, "credentialRequestOptions.publicKey")
        return (WebAuthnAuthentication(options: options, json: publicKey), try Self.contextField(of: operation, preferring: "credential"))
    }

    /// `arguments[member].publicKey`, `nil` when `member` is absent.
    private static func publicKey(_ arguments: [String: JSONValue], _ member: String) throws(WebAuthnRequestError) -> JSONValue? {
        guard let options = arguments[member] else { return nil }
        guard case .object(let object) = options, let publicKey = object["publicKey"], case .object = publicKey else {
            throw .invalidOptions("\(member).publicKey", reason: "it is not an object")
        }
        return publicKey
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ json: JSONValue, _ path: String) throws(WebAuthnRequestError) -> T {
        do {
            return try json.decoded(as: type)
        } catch {
            throw .invalidOptions(path, reason: "\(error)")
        }
    }

    /// The continue form's context field named `preferred`, or its only context field.
    private static func contextField(of operation: ClientOperationActionModel, preferring preferred: String) throws(WebAuthnRequestError) -> String {
        guard let form = operation.continueActions.first?.form else { throw .noContinueForm }
        let context = form.fields.filter { $0.type == .context }.map(\.name)
        if context.contains(preferred) { return preferred }
        if context.count == 1 { return context[0] }
        throw .noContextField(preferred)
    }
}

/// Why the operation's arguments cannot be used (a server's mistake, not the person's).
enum WebAuthnRequestError: Error, CustomStringConvertible {
    case missingOptions(String)
    case invalidOptions(String, reason: String)
    case noSupportedAttachment
    case noContinueForm
    case noContextField(String)
    case relyingPartyNotServer(String)

    var description: String {
        switch self {
        case .missingOptions(let member): "the arguments have no \(member)"
        case .invalidOptions(let path, let reason): "arguments.\(path) cannot be read: \(reason)"
        case .noSupportedAttachment: "none of the offered authenticator attachments is supported here"
        case .noContinueForm: "the operation has no continue form"
        case .noContextField(let name): "the continue form has no context field \(name)"
        case .relyingPartyNotServer(let id): "the RP ID \(id) is not the authorization server's domain"
        }
    }
}

import HaapiClient
import HaapiModel

/// Runs WebAuthn (passkey) ceremonies with the platform's authenticator.
///
/// Return the `PublicKeyCredential` as JSON (`id`, `rawId`, `type`, `response`, ...);
/// throw when the ceremony cannot run, and the operation's fallback is taken.
public protocol WebAuthnHandler: Sendable {
    /// `navigator.credentials.create` with the server's `credentialCreationOptions`.
    func register(options: [String: JSONValue]) async throws -> JSONValue
    /// `navigator.credentials.get` with the server's `credentialRequestOptions`.
    func authenticate(options: [String: JSONValue]) async throws -> JSONValue
}

/// Why WebAuthn did not run.
public struct WebAuthnUnavailable: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is missing.
    public var reason: String

    /// Creates the error.
    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}

/// The default: WebAuthn is not supported here, so the fallback is taken.
public struct UnsupportedWebAuthnHandler: WebAuthnHandler {
    /// Creates the handler.
    public init() {}

    public func register(options: [String: JSONValue]) async throws -> JSONValue {
        throw WebAuthnUnavailable("WebAuthn is not supported on this platform")
    }

    public func authenticate(options: [String: JSONValue]) async throws -> JSONValue {
        throw WebAuthnUnavailable("WebAuthn is not supported on this platform")
    }
}

/// Adapts a ``WebAuthnHandler`` to the two WebAuthn client operations.
struct WebAuthnOperationHandler: ClientOperationHandler {
    let handler: any WebAuthnHandler

    func perform(_ request: ClientOperationRequest, context: ClientOperationContext) async -> ClientOperationOutcome {
        do {
            let credential: JSONValue
            switch request.operation.typedArguments {
            case .webAuthnRegistration(let options)?: credential = try await handler.register(options: options)
            case .webAuthnAuthentication(let options)?: credential = try await handler.authenticate(options: options)
            default: return .fallback(reason: "the operation's arguments are not WebAuthn options")
            }
            return .continued(parameters: ["credential": .json(credential)])
        } catch {
            return .fallback(reason: "\(error)")
        }
    }
}

public import Foundation

/// The model of a `client-operation` action: something only the client can do
/// (open a browser, launch BankID, run WebAuthn), then continue.
/// `model {name, arguments{}, continueActions[], errorActions[]}`.
public struct ClientOperationActionModel: HaapiJSONConvertible, Hashable {
    /// Which operation.
    public var name: ClientOperationName
    /// The operation's arguments as sent.
    public var arguments: [String: JSONValue]
    /// What to submit once the operation succeeded.
    public var continueActions: [Action]
    /// What to offer when it cannot be done (for example BankID on another device).
    public var errorActions: [Action]
    /// Members this version does not know, kept as sent.
    public var additionalMembers: [String: JSONValue]

    /// Creates a client-operation model.
    public init(
        name: ClientOperationName, arguments: [String: JSONValue] = [:], continueActions: [Action] = [],
        errorActions: [Action] = [], additionalMembers: [String: JSONValue] = [:]
    ) {
        self.name = name
        self.arguments = arguments
        self.continueActions = continueActions
        self.errorActions = errorActions
        self.additionalMembers = additionalMembers
    }

    /// The arguments read for the operations this version knows; `nil` for others.
    ///
    /// Decoding already checked them, so this only fails for a value built by hand
    /// with bad arguments.
    public var typedArguments: ClientOperationArguments? {
        try? ClientOperationArguments(name: name, arguments: arguments, at: .root, context: HaapiDecodingContext())
    }

    public init(json: JSONValue, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError) {
        var r = try JSONObjectReader(json, at: path, context: context)
        guard let name = try r.decode("name", as: ClientOperationName.self) else { throw r.missing("name") }
        self.name = name
        var arguments = try r.object("arguments") ?? [:]
        continueActions = try r.array("continueActions", of: Action.self)
        errorActions = try r.array("errorActions", of: Action.self)
        additionalMembers = r.remaining
        // Check the arguments of known operations now, and store hrefs resolved.
        let typed = try ClientOperationArguments(
            name: name, arguments: arguments, at: path.appending("arguments"), context: context)
        if let href = typed?.href { arguments["href"] = .string(href.absoluteString) }
        self.arguments = arguments
    }

    public var json: JSONValue {
        var w = JSONObjectWriter(additionalMembers)
        w.set("name", name)
        w.set("arguments", arguments)
        w.set("continueActions", nonEmpty: continueActions)
        w.set("errorActions", nonEmpty: errorActions)
        return w.json
    }
}

/// The arguments of the client operations this version knows.
public enum ClientOperationArguments: Sendable, Hashable {
    /// `external-browser-flow {href}`: open `href` in a browser.
    case externalBrowserFlow(href: URL)
    /// `bankid {href, autoStartToken, redirect}`: launch the BankID app.
    case bankID(href: URL, autoStartToken: String?, redirect: String?)
    /// `webauthn-registration`: the credential creation options, as JSON for the platform API.
    case webAuthnRegistration(options: [String: JSONValue])
    /// `webauthn-authentication`: the credential request options, as JSON for the platform API.
    case webAuthnAuthentication(options: [String: JSONValue])
    /// `encap-auto-activation {href, activationCode}`.
    case encapAutoActivation(href: URL, activationCode: String)

    /// The URL the operation opens, when it has one.
    public var href: URL? {
        switch self {
        case .externalBrowserFlow(let href), .bankID(let href, _, _), .encapAutoActivation(let href, _): href
        case .webAuthnRegistration, .webAuthnAuthentication: nil
        }
    }

    /// Reads and checks the arguments of a known operation; `nil` for unknown ones.
    init?(name: ClientOperationName, arguments: [String: JSONValue], at path: JSONPath, context: HaapiDecodingContext)
        throws(HaapiDecodingError)
    {
        var r = try JSONObjectReader(.object(arguments), at: path, context: context)
        switch name {
        case .externalBrowserFlow:
            self = .externalBrowserFlow(href: try r.requiredHref("href").url)
        case .bankid:
            self = .bankID(
                href: try r.requiredHref("href").url, autoStartToken: try r.string("autoStartToken"),
                redirect: try r.string("redirect"))
        case .webauthnRegistration:
            self = .webAuthnRegistration(options: arguments)
        case .webauthnAuthentication:
            self = .webAuthnAuthentication(options: arguments)
        case .encapAutoActivation:
            self = .encapAutoActivation(href: try r.requiredHref("href").url, activationCode: try r.requiredString("activationCode"))
        case .unknown:
            return nil
        }
    }
}

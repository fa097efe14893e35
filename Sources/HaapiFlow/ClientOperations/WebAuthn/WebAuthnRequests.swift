public import HaapiModel
public import HaapiWebAuthn

/// Which authenticator a registration is for.
public enum WebAuthnAttachment: String, Sendable, Hashable, Codable, CaseIterable {
    /// This device's own authenticator (`platformCredentialCreationOptions`).
    case platform
    /// A security key or another device (`crossPlatformCredentialCreationOptions`).
    case crossPlatform = "cross-platform"
}

/// A registration the server asked for: the `publicKey` creation options, typed and as sent.
public struct WebAuthnRegistration: Sendable, Hashable {
    /// The options.
    public var options: PublicKeyCredentialCreationOptionsJSON
    /// The `publicKey` object exactly as the server sent it (for a browser, which reads
    /// it with `PublicKeyCredential.parseCreationOptionsFromJSON`).
    public var json: JSONValue
    /// `nil` for a passkey (`credentialCreationOptions`); the attachment chosen for an
    /// "any device" registration.
    public var attachment: WebAuthnAttachment?
    /// Whether it is a conditional creation (`mediation: "conditional"`): the automatic
    /// passkey right after a password sign-in, which the device's credential manager
    /// makes without asking the person, or declines without showing anything.
    public var conditional: Bool

    /// Creates the request.
    public init(options: PublicKeyCredentialCreationOptionsJSON, json: JSONValue, attachment: WebAuthnAttachment?, conditional: Bool = false) {
        self.options = options
        self.json = json
        self.attachment = attachment
        self.conditional = conditional
    }
}

/// A sign-in the server asked for: the `publicKey` request options, typed and as sent.
public struct WebAuthnAuthentication: Sendable, Hashable {
    /// The options.
    public var options: PublicKeyCredentialRequestOptionsJSON
    /// The `publicKey` object exactly as the server sent it.
    public var json: JSONValue

    /// Creates the request.
    public init(options: PublicKeyCredentialRequestOptionsJSON, json: JSONValue) {
        self.options = options
        self.json = json
    }
}

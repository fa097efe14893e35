public import HaapiModel

/// A step the SDK has no dedicated screen for (an unknown step type, an unknown
/// template or client operation): everything the server sent, with buttons for
/// the actions that can be taken.
public struct GenericModel: UIModel, Hashable, Codable {
    public var viewName: String?
    public var templateArea: String?
    public var messages: [InfoMessageModel]
    public var links: [LinkItemModel]
    /// Inputs and buttons for the actions the SDK can take, plus text for the ones it cannot.
    public var interactionItems: [InteractionItem]
    /// The whole step as the server sent it.
    public var representation: Representation
    public var extras: [String: JSONValue]
    /// What the header says; `nil` for the default title (see ``ScreenHeading``).
    public var heading: ScreenHeading?

    public init(
        viewName: String? = nil, templateArea: String? = nil, messages: [InfoMessageModel] = [], links: [LinkItemModel] = [],
        interactionItems: [InteractionItem] = [], representation: Representation, extras: [String: JSONValue] = [:], heading: ScreenHeading? = nil
    ) {
        self.viewName = viewName
        self.templateArea = templateArea
        self.messages = messages
        self.links = links
        self.interactionItems = interactionItems
        self.representation = representation
        self.extras = extras
        self.heading = heading
    }
}

/// A WebAuthn (passkey) ceremony the platform must run.
///
/// Its `authenticators` come from the options: `authenticatorSelection.authenticatorAttachment`
/// of `credentialCreationOptions.publicKey` (`platform`, `cross-platform`), or which of
/// `platformCredentialCreationOptions` / `crossPlatformCredentialCreationOptions` the
/// server sent.
public struct WebAuthnOperationModel: UIModel, Hashable, Codable {
    /// Which ceremony.
    public enum Operation: String, Sendable, Hashable, Codable {
        case registration, authentication
    }

    /// Which authenticators a registration is for, as its options say.
    public enum Authenticators: String, Sendable, Hashable, Codable, CaseIterable {
        /// This device's own (a platform authenticator).
        case thisDevice
        /// Another device or a security key (a cross-platform authenticator).
        case anotherDevice
        /// Either.
        case any
    }

    public var viewName: String?
    public var templateArea: String?
    public var messages: [InfoMessageModel]
    public var links: [LinkItemModel]
    public var operation: Operation
    /// The action's `title`, e.g. "Register a passkey on this device".
    public var title: String?
    /// The server's localisation key for ``title``.
    public var titleKey: String?
    /// Which authenticators the ceremony is for.
    public var authenticators: Authenticators
    /// The options for the platform API, as the server sent them.
    public var options: [String: JSONValue]
    /// Where the credential is submitted.
    public var continueAction: InteractionActionModel?
    /// Fallbacks when the ceremony cannot run here, as buttons.
    public var errorButtons: [InteractionItemButtonModel]
    /// The step's other choices, as buttons: its forms beside the ceremony, such as
    /// "No, not now" or "Don't ask me again for this browser" when a server offers to
    /// register another passkey.
    public var alternativeButtons: [InteractionItemButtonModel]
    public var extras: [String: JSONValue]
    /// What the header says; `nil` for the default title (see ``ScreenHeading``).
    public var heading: ScreenHeading?

    public init(
        viewName: String? = nil, templateArea: String? = nil, messages: [InfoMessageModel] = [], links: [LinkItemModel] = [],
        operation: Operation, title: String? = nil, titleKey: String? = nil, authenticators: Authenticators = .any,
        options: [String: JSONValue] = [:], continueAction: InteractionActionModel? = nil,
        errorButtons: [InteractionItemButtonModel] = [], alternativeButtons: [InteractionItemButtonModel] = [],
        extras: [String: JSONValue] = [:], heading: ScreenHeading? = nil
    ) {
        self.viewName = viewName
        self.templateArea = templateArea
        self.messages = messages
        self.links = links
        self.operation = operation
        self.title = title
        self.titleKey = titleKey
        self.authenticators = authenticators
        self.options = options
        self.continueAction = continueAction
        self.errorButtons = errorButtons
        self.alternativeButtons = alternativeButtons
        self.extras = extras
        self.heading = heading
    }
}

/// The end of the authentication: the authorization response to exchange for tokens.
public struct OAuthModel: UIModel, Hashable, Codable {
    public var viewName: String?
    public var templateArea: String?
    public var messages: [InfoMessageModel]
    public var links: [LinkItemModel]
    /// The authorization code.
    public var code: String?
    /// The `state` echoed by the server.
    public var state: String?
    /// The issuer (RFC 9207), when sent.
    public var iss: String?
    /// Everything else in the response (e.g. `session_state`).
    public var additionalProperties: [String: JSONValue]
    public var extras: [String: JSONValue]
    /// What the header says; `nil` for the default title (see ``ScreenHeading``).
    public var heading: ScreenHeading?

    public init(
        viewName: String? = nil, templateArea: String? = nil, messages: [InfoMessageModel] = [], links: [LinkItemModel] = [],
        code: String? = nil, state: String? = nil, iss: String? = nil, additionalProperties: [String: JSONValue] = [:],
        extras: [String: JSONValue] = [:], heading: ScreenHeading? = nil
    ) {
        self.viewName = viewName
        self.templateArea = templateArea
        self.messages = messages
        self.links = links
        self.code = code
        self.state = state
        self.iss = iss
        self.additionalProperties = additionalProperties
        self.extras = extras
        self.heading = heading
    }
}

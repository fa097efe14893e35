public import HaapiModel

/// A problem the server reported, ready to show.
///
/// `invalid-input`, `incorrect-credentials` and `too-many-attempts` are shown on the
/// current screen (the flow attaches them to it); other problems get a screen of
/// their own.
public struct ProblemModel: UIModel, Hashable, Codable {
    /// A field the server rejected.
    public struct InvalidFieldModel: Sendable, Hashable, Codable {
        public var name: String
        public var reason: InvalidFieldReason?
        public var detail: String?
        public var detailKey: String?

        public init(name: String, reason: InvalidFieldReason? = nil, detail: String? = nil, detailKey: String? = nil) {
            self.name = name
            self.reason = reason
            self.detail = detail
            self.detailKey = detailKey
        }
    }

    public var viewName: String?
    public var templateArea: String?
    /// The problem's messages (seed 004 calls them `messageItems`).
    public var messages: [InfoMessageModel]
    public var links: [LinkItemModel]
    public var type: ProblemType
    public var title: String?
    public var titleKey: String?
    public var detail: String?
    public var invalidFields: [InvalidFieldModel]
    /// The OAuth error, for `error-authorization-response`.
    public var error: String?
    public var errorDescription: String?
    public var extras: [String: JSONValue]
    /// What the header says; `nil` for the default title (see ``ScreenHeading``).
    public var heading: ScreenHeading?

    public init(
        viewName: String? = nil, templateArea: String? = nil, messages: [InfoMessageModel] = [], links: [LinkItemModel] = [],
        type: ProblemType, title: String? = nil, titleKey: String? = nil, detail: String? = nil,
        invalidFields: [InvalidFieldModel] = [], error: String? = nil, errorDescription: String? = nil,
        extras: [String: JSONValue] = [:], heading: ScreenHeading? = nil
    ) {
        self.viewName = viewName
        self.templateArea = templateArea
        self.messages = messages
        self.links = links
        self.type = type
        self.title = title
        self.titleKey = titleKey
        self.detail = detail
        self.invalidFields = invalidFields
        self.error = error
        self.errorDescription = errorDescription
        self.extras = extras
        self.heading = heading
    }

    /// The seed's name for `messages`.
    public var messageItems: [InfoMessageModel] { messages }

    /// Whether the problem belongs on the screen the person is on.
    public var isShownOnCurrentScreen: Bool {
        [.invalidInput, .incorrectCredentials, .tooManyAttempts, .authenticationFailed, .genericUserError].contains(type)
    }
}

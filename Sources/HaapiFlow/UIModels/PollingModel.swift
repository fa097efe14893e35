public import HaapiModel

/// A screen that waits for something to happen elsewhere (a push approval, an
/// e-mail link, BankID on another device) while the flow polls.
public struct PollingModel: UIModel, Hashable, Codable {
    public var viewName: String?
    public var templateArea: String?
    public var messages: [InfoMessageModel]
    /// Links and images (for example a QR code that changes on every poll).
    public var links: [LinkItemModel]
    /// `pending`, `done` or `failed`.
    public var status: PollingStatus
    /// Who the server contacted, to show.
    public var recipientOfCommunication: String?
    /// The longest the step waits in all, in seconds.
    public var maxWaitTime: Double?
    /// How much of the wait is left, in seconds, as of this poll.
    public var maxWaitRemainingTime: Double?
    /// The server's polling interval in seconds, when it gave one.
    public var interval: Double?
    /// The poll action (followed by the flow, not shown).
    public var pollAction: InteractionActionModel?
    /// Buttons the person may press, such as cancel.
    public var buttons: [InteractionItemButtonModel]
    public var extras: [String: JSONValue]
    /// What the header says; `nil` for the default title (see ``ScreenHeading``).
    public var heading: ScreenHeading?

    public init(
        viewName: String? = nil, templateArea: String? = nil, messages: [InfoMessageModel] = [], links: [LinkItemModel] = [],
        status: PollingStatus, recipientOfCommunication: String? = nil, maxWaitTime: Double? = nil,
        maxWaitRemainingTime: Double? = nil, interval: Double? = nil, pollAction: InteractionActionModel? = nil,
        buttons: [InteractionItemButtonModel] = [], extras: [String: JSONValue] = [:], heading: ScreenHeading? = nil
    ) {
        self.viewName = viewName
        self.templateArea = templateArea
        self.messages = messages
        self.links = links
        self.status = status
        self.recipientOfCommunication = recipientOfCommunication
        self.maxWaitTime = maxWaitTime
        self.maxWaitRemainingTime = maxWaitRemainingTime
        self.interval = interval
        self.pollAction = pollAction
        self.buttons = buttons
        self.extras = extras
        self.heading = heading
    }

    /// The image links (QR codes and the like).
    public var images: [LinkItemModel] { links.filter(\.isImage) }

    /// The cancel button, when the server offers one.
    public var cancelButton: InteractionItemButtonModel? { buttons.first { $0.actionModel.kind == .cancel } }
}

/// A polling screen for BankID: the polling state plus the QR code to scan.
public struct BankIdModel: UIModel, Hashable, Codable {
    /// The polling state.
    public var polling: PollingModel
    /// The animated QR code, when the person uses BankID on another device.
    public var qrCode: LinkItemModel?

    public init(polling: PollingModel, qrCode: LinkItemModel? = nil) {
        self.polling = polling
        self.qrCode = qrCode
    }

    public var viewName: String? { polling.viewName }
    public var templateArea: String? { polling.templateArea }
    public var messages: [InfoMessageModel] {
        get { polling.messages }
        set { polling.messages = newValue }
    }
    public var links: [LinkItemModel] {
        get { polling.links }
        set { polling.links = newValue }
    }
    public var extras: [String: JSONValue] {
        get { polling.extras }
        set { polling.extras = newValue }
    }
    public var heading: ScreenHeading? {
        get { polling.heading }
        set { polling.heading = newValue }
    }
}

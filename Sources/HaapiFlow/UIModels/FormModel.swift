public import HaapiModel

/// A screen with inputs and buttons: a login form, a consent form, a choice of
/// device, or any step whose actions are forms.
public struct FormModel: UIModel, Hashable, Codable {
    public var viewName: String?
    public var templateArea: String?
    public var messages: [InfoMessageModel]
    public var links: [LinkItemModel]
    /// Inputs, buttons and sections, in display order.
    public var interactionItems: [InteractionItem]
    /// The problem the server reported for this screen's last submission, if any.
    public var problem: ProblemModel?
    public var extras: [String: JSONValue]
    /// What the header says; `nil` for the default title (see ``ScreenHeading``).
    public var heading: ScreenHeading?
    /// A passkey sign-in the server offers for autofill on this form's username field
    /// (a `webauthn-authentication` operation with `mediation: "conditional"`). The flow
    /// never starts it; a renderer that can (a browser) submits it when the person
    /// picks a passkey, and the others ignore it.
    public var passkeyAutofill: InteractionActionModel?
    /// Whether the screen offers Back to the options it was chosen from: the form of a
    /// selector option that asks for something before it is submitted, shown by the
    /// flow without a request. Back sends `FlowEvent.userWentBack`.
    public var offersBack: Bool {
        get { backToOptions ?? false }
        set { backToOptions = newValue ? true : nil }
    }
    /// ``offersBack`` as saved (absent when `false`, as in flows saved before it existed).
    private var backToOptions: Bool?

    public init(
        viewName: String? = nil, templateArea: String? = nil, messages: [InfoMessageModel] = [], links: [LinkItemModel] = [],
        interactionItems: [InteractionItem] = [], problem: ProblemModel? = nil, extras: [String: JSONValue] = [:], heading: ScreenHeading? = nil,
        passkeyAutofill: InteractionActionModel? = nil, offersBack: Bool = false
    ) {
        self.passkeyAutofill = passkeyAutofill
        self.backToOptions = offersBack ? true : nil
        self.viewName = viewName
        self.templateArea = templateArea
        self.messages = messages
        self.links = links
        self.interactionItems = interactionItems
        self.problem = problem
        self.extras = extras
        self.heading = heading
    }

    /// Every button, sections included, in display order.
    public var buttons: [InteractionItemButtonModel] {
        FormModel.flatten(interactionItems).compactMap { if case .button(let b) = $0 { b } else { nil } }
    }

    /// Every input (text, checkbox, select), sections included, in display order.
    public var inputs: [InteractionItem] {
        FormModel.flatten(interactionItems).filter { $0.key != nil }
    }

    /// The items with sections opened up.
    static func flatten(_ items: [InteractionItem]) -> [InteractionItem] {
        items.flatMap { item -> [InteractionItem] in
            if case .section(let section) = item { return flatten(section.items) }
            return [item]
        }
    }
}

/// A choice among options, typically the authenticator picker.
public struct SelectorModel: UIModel, Hashable, Codable {
    public var viewName: String?
    public var templateArea: String?
    public var messages: [InfoMessageModel]
    public var links: [LinkItemModel]
    /// The selector's title, e.g. "Select Authentication Method".
    public var title: String?
    public var titleKey: String?
    /// What the selector is for (`authenticator-selector`, `device-selector`, ...).
    public var kind: ActionKind
    /// The choices.
    public var items: [SelectorItemInteractionActionModel]
    /// Other actions on the same step (for example cancel), as buttons.
    public var buttons: [InteractionItemButtonModel]
    public var extras: [String: JSONValue]
    /// What the header says; `nil` for the default title (see ``ScreenHeading``).
    public var heading: ScreenHeading?

    public init(
        viewName: String? = nil, templateArea: String? = nil, messages: [InfoMessageModel] = [], links: [LinkItemModel] = [],
        title: String? = nil, titleKey: String? = nil, kind: ActionKind = .authenticatorSelector,
        items: [SelectorItemInteractionActionModel] = [], buttons: [InteractionItemButtonModel] = [],
        extras: [String: JSONValue] = [:], heading: ScreenHeading? = nil
    ) {
        self.viewName = viewName
        self.templateArea = templateArea
        self.messages = messages
        self.links = links
        self.title = title
        self.titleKey = titleKey
        self.kind = kind
        self.items = items
        self.buttons = buttons
        self.extras = extras
        self.heading = heading
    }
}

/// The result of a submission that keeps the person on the same screen
/// (`continue-same-step`): new messages, and the form to show now.
public struct ContinueSameModel: UIModel, Hashable, Codable {
    public var viewName: String?
    public var templateArea: String?
    public var messages: [InfoMessageModel]
    public var links: [LinkItemModel]
    /// The screen to keep showing, with its actions replaced by the submitted form's
    /// `continueActions` when it had them.
    public var form: FormModel?
    public var extras: [String: JSONValue]
    /// What the header says; `nil` for the default title (see ``ScreenHeading``).
    public var heading: ScreenHeading?

    public init(
        viewName: String? = nil, templateArea: String? = nil, messages: [InfoMessageModel] = [], links: [LinkItemModel] = [],
        form: FormModel? = nil, extras: [String: JSONValue] = [:], heading: ScreenHeading? = nil
    ) {
        self.viewName = viewName
        self.templateArea = templateArea
        self.messages = messages
        self.links = links
        self.form = form
        self.extras = extras
        self.heading = heading
    }
}

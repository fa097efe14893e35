public import HaapiModel

/// An action the person can take on a screen: submit a form, pick an option, run
/// a client operation.
///
/// It carries the server's action; `id` names where it sits in the step
/// (`actions[0]`, `actions[1].model.options[2]`), and the flow accepts a submitted
/// action only when it is one the current screen offered.
public struct InteractionActionModel: Sendable, Hashable, Codable {
    /// Where the action sits in its step.
    public var id: String {
        get { place.id }
        set { place = .named(newValue) }
    }
    /// The server's action.
    public var action: Action
    private var place: Place

    /// Creates an action model.
    public init(id: String, action: Action) {
        self.place = .named(id)
        self.action = action
    }

    /// Creates the model of option `index` of the selector whose action is `parentID`:
    /// its id (`<parentID>.model.options[<index>]`) is made when asked for, so that a
    /// picker's options keep no string each.
    public init(option index: Int, of parentID: String, action: Action) {
        self.place = .option(parent: parentID, index: index)
        self.action = action
    }

    /// Where an action sits: its id, or a selector's option by its index.
    private enum Place: Sendable {
        case named(String)
        case option(parent: String, index: Int)

        var id: String {
            switch self {
            case .named(let id): id
            case .option(let parent, let index): "\(parent).model.options[\(index)]"
            }
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        if case .option(let left, let leftIndex) = lhs.place, case .option(let right, let rightIndex) = rhs.place {
            guard leftIndex == rightIndex, left == right else { return false }
        } else if lhs.id != rhs.id {
            return false
        }
        return lhs.action == rhs.action
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(action)
    }

    private enum CodingKeys: String, CodingKey {
        case id, action
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(String.self, forKey: .id), action: try container.decode(Action.self, forKey: .action))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(action, forKey: .action)
    }

    /// What the action does.
    public var kind: ActionKind { action.kind }

    /// The text for a button: the form's `actionTitle`, else the action's `title`.
    public var label: String? { action.form?.actionTitle ?? action.title }

    /// The server's localisation key for `label`.
    public var labelKey: String? { action.form?.actionTitle != nil ? action.form?.actionTitleKey : action.titleKey }

    /// The action's `title` when its button (``label``) does not already say it,
    /// e.g. "Enter the code we sent you" over a "Verify" button: shown with the
    /// button, as a heading or description.
    public var caption: InteractionItemTextContentModel? {
        guard let title = action.title, !title.isEmpty, title != label else { return nil }
        return InteractionItemTextContentModel(text: title, key: action.titleKey)
    }

    /// The fields the person fills in (not hidden or context fields).
    public var visibleFields: [Field] { action.form?.fields.filter { !$0.isHidden } ?? [] }
}

/// A choice on a selector screen, such as one authenticator.
public struct SelectorItemInteractionActionModel: Sendable, Hashable, Codable {
    /// The action to take when chosen.
    public var actionModel: InteractionActionModel
    /// The text to show.
    public var label: String?
    /// The server's localisation key for the label.
    public var labelKey: String?
    /// `properties.authenticatorType`, for an icon.
    public var authenticatorType: String?
    /// The choices behind this one, when it is itself a selector (e.g. a device, then a factor).
    public var options: [SelectorItemInteractionActionModel]

    /// Creates a selector item.
    public init(
        actionModel: InteractionActionModel, label: String? = nil, labelKey: String? = nil, authenticatorType: String? = nil,
        options: [SelectorItemInteractionActionModel] = []
    ) {
        self.actionModel = actionModel
        self.label = label
        self.labelKey = labelKey
        self.authenticatorType = authenticatorType
        self.options = options
    }
}

import HaapiModel

/// One element of a form screen, in display order.
public enum InteractionItem: Sendable, Hashable, Codable {
    /// A text, username or password input.
    case inputText(InteractionItemInputTextModel)
    /// A checkbox.
    case checkbox(InteractionItemCheckboxModel)
    /// A choice from a list.
    case select(InteractionItemSelectModel)
    /// A button that takes an action.
    case button(InteractionItemButtonModel)
    /// Text to read, such as the title of a field the SDK cannot edit.
    case textContent(InteractionItemTextContentModel)
    /// A group of items belonging to one of several forms on the screen.
    case section(InteractionItemSectionModel)

    /// The parameter name this item fills in, for inputs.
    public var key: String? {
        switch self {
        case .inputText(let m): m.key
        case .checkbox(let m): m.key
        case .select(let m): m.key
        case .button, .textContent, .section: nil
        }
    }
}

/// The look of a button.
public enum ButtonType: String, Sendable, Hashable, Codable, CaseIterable {
    case primary, secondary, text, link
}

/// A button: its text, look, and the action it takes.
public struct InteractionItemButtonModel: Sendable, Hashable, Codable {
    public var label: String?
    public var labelKey: String?
    public var type: ButtonType
    public var actionModel: InteractionActionModel

    public init(label: String?, labelKey: String? = nil, type: ButtonType, actionModel: InteractionActionModel) {
        self.label = label
        self.labelKey = labelKey
        self.type = type
        self.actionModel = actionModel
    }
}

/// How an input should behave: keyboard, secrecy, length.
public struct InputConfiguration: Sendable, Hashable, Codable {
    /// The keyboard to offer.
    public enum Keyboard: String, Sendable, Hashable, Codable, CaseIterable {
        case text, number, email, url, phone
    }

    /// What the value is, for autofill.
    public enum ContentType: String, Sendable, Hashable, Codable, CaseIterable {
        case username, password, oneTimeCode, email, phone
    }

    public var keyboard: Keyboard
    /// Whether the value is hidden while typed (passwords).
    public var isSecure: Bool
    public var contentType: ContentType?
    public var autocapitalize: Bool
    public var minLength: Int?
    public var maxLength: Int?

    public init(
        keyboard: Keyboard = .text, isSecure: Bool = false, contentType: ContentType? = nil, autocapitalize: Bool = false,
        minLength: Int? = nil, maxLength: Int? = nil
    ) {
        self.keyboard = keyboard
        self.isSecure = isSecure
        self.contentType = contentType
        self.autocapitalize = autocapitalize
        self.minLength = minLength
        self.maxLength = maxLength
    }
}

/// A text input.
public struct InteractionItemInputTextModel: Sendable, Hashable, Codable {
    /// The parameter name the value is sent under.
    public var key: String
    public var label: String?
    public var labelKey: String?
    public var placeholder: String?
    public var placeholderKey: String?
    /// The pre-filled value.
    public var value: String?
    public var inputConfiguration: InputConfiguration
    public var isRequired: Bool
    /// The server's complaint about this field, after an `invalid-input` problem.
    public var error: String?

    public init(
        key: String, label: String? = nil, labelKey: String? = nil, placeholder: String? = nil, placeholderKey: String? = nil,
        value: String? = nil, inputConfiguration: InputConfiguration = InputConfiguration(), isRequired: Bool = true,
        error: String? = nil
    ) {
        self.key = key
        self.label = label
        self.labelKey = labelKey
        self.placeholder = placeholder
        self.placeholderKey = placeholderKey
        self.value = value
        self.inputConfiguration = inputConfiguration
        self.isRequired = isRequired
        self.error = error
    }
}

/// A checkbox; it is sent only when checked.
public struct InteractionItemCheckboxModel: Sendable, Hashable, Codable {
    public var key: String
    public var label: String?
    public var labelKey: String?
    /// The value sent when checked (`on` when the server gave none).
    public var value: String
    public var isChecked: Bool
    public var isReadOnly: Bool
    public var isRequired: Bool
    public var error: String?

    public init(
        key: String, label: String? = nil, labelKey: String? = nil, value: String = "on", isChecked: Bool = false,
        isReadOnly: Bool = false, isRequired: Bool = false, error: String? = nil
    ) {
        self.key = key
        self.label = label
        self.labelKey = labelKey
        self.value = value
        self.isChecked = isChecked
        self.isReadOnly = isReadOnly
        self.isRequired = isRequired
        self.error = error
    }
}

/// A choice from a list.
public struct InteractionItemSelectModel: Sendable, Hashable, Codable {
    public struct Option: Sendable, Hashable, Codable {
        public var label: String
        public var labelKey: String?
        public var value: String

        public init(label: String, labelKey: String? = nil, value: String) {
            self.label = label
            self.labelKey = labelKey
            self.value = value
        }
    }

    public var key: String
    public var label: String?
    public var labelKey: String?
    public var options: [Option]
    /// The chosen value.
    public var selectedValue: String?
    public var isRequired: Bool
    public var error: String?

    public init(
        key: String, label: String? = nil, labelKey: String? = nil, options: [Option], selectedValue: String? = nil,
        isRequired: Bool = true, error: String? = nil
    ) {
        self.key = key
        self.label = label
        self.labelKey = labelKey
        self.options = options
        self.selectedValue = selectedValue
        self.isRequired = isRequired
        self.error = error
    }
}

/// Text to read.
public struct InteractionItemTextContentModel: Sendable, Hashable, Codable {
    public var text: String
    public var key: String?

    public init(text: String, key: String? = nil) {
        self.text = text
        self.key = key
    }
}

/// A titled group of items: one form among several on a screen.
public struct InteractionItemSectionModel: Sendable, Hashable, Codable {
    public var title: String?
    public var titleKey: String?
    public var items: [InteractionItem]

    public init(title: String? = nil, titleKey: String? = nil, items: [InteractionItem]) {
        self.title = title
        self.titleKey = titleKey
        self.items = items
    }
}

import HaapiModel

/// Builds the inputs and buttons of a form screen from a step's actions.
enum FormItems {
    /// One form with inputs: its inputs, then a button per action. Several forms
    /// with inputs: a section per form (its inputs and its button), and plain
    /// buttons for the actions without inputs.
    static func items(for actions: [InteractionActionModel]) -> [InteractionItem] {
        let withInputs = actions.filter { !$0.visibleFields.isEmpty }
        let primaryID = withInputs.first?.id ?? actions.first { $0.kind != .cancel }?.id
        func type(of action: InteractionActionModel) -> ButtonType {
            if action.id == primaryID { return .primary }
            return action.kind == .cancel ? .text : .secondary
        }
        // With several buttons, the actions' titles tell them apart better than their
        // submit texts (two BankID forms both submit with "Login").
        let distinguish = actions.count > 1
        if withInputs.count <= 1 {
            let inputs = withInputs.first.map { inputItems($0.action.form?.fields ?? []) } ?? []
            return inputs + actions.map { .button(button(for: $0, type: type(of: $0), preferTitle: distinguish)) }
        }
        return actions.map { action -> InteractionItem in
            let buttonItem = InteractionItem.button(button(for: action, type: type(of: action), preferTitle: distinguish))
            guard !action.visibleFields.isEmpty else { return buttonItem }
            return .section(InteractionItemSectionModel(
                title: action.action.title, titleKey: action.action.titleKey,
                items: inputItems(action.action.form?.fields ?? []) + [buttonItem]))
        }
    }

    /// A button for `action`, labelled with its submit text, or with its title when
    /// `preferTitle` is set and it has one.
    static func button(for action: InteractionActionModel, type: ButtonType, preferTitle: Bool = false) -> InteractionItemButtonModel {
        if preferTitle, let title = action.action.title {
            return InteractionItemButtonModel(label: title, labelKey: action.action.titleKey, type: type, actionModel: action)
        }
        return InteractionItemButtonModel(label: action.label, labelKey: action.labelKey, type: type, actionModel: action)
    }

    /// The visible inputs for `fields`; hidden and context fields are sent, not shown.
    static func inputItems(_ fields: [Field]) -> [InteractionItem] {
        fields.compactMap(inputItem)
    }

    static func inputItem(_ field: Field) -> InteractionItem? {
        switch field.type {
        case .hidden, .context:
            return nil
        case .checkbox:
            return .checkbox(InteractionItemCheckboxModel(
                key: field.name, label: field.label, labelKey: field.labelKey, value: field.value ?? "on",
                isChecked: field.checked ?? false, isReadOnly: field.readonly ?? false, isRequired: field.required ?? false))
        case .select:
            let selected = field.options.first { $0.selected == true }?.value ?? field.value
            return .select(InteractionItemSelectModel(
                key: field.name, label: field.label, labelKey: field.labelKey,
                options: field.options.map { .init(label: $0.label, labelKey: $0.labelKey, value: $0.value) },
                selectedValue: selected, isRequired: field.isRequired))
        default:
            return .inputText(InteractionItemInputTextModel(
                key: field.name, label: field.label, labelKey: field.labelKey, placeholder: field.placeholder,
                placeholderKey: field.placeholderKey, value: field.type == .password ? nil : field.value,
                inputConfiguration: configuration(for: field), isRequired: field.isRequired))
        }
    }

    static func configuration(for field: Field) -> InputConfiguration {
        var configuration = InputConfiguration(minLength: field.minLength, maxLength: field.maxLength)
        switch field.type {
        case .password:
            configuration.isSecure = true
            configuration.contentType = .password
        case .username:
            configuration.contentType = .username
        default:
            switch field.kind {
            case .number?: configuration.keyboard = .number
            case .email?: configuration.keyboard = .email; configuration.contentType = .email
            case .url?: configuration.keyboard = .url
            case .tel?: configuration.keyboard = .phone; configuration.contentType = .phone
            default: break
            }
        }
        return configuration
    }
}

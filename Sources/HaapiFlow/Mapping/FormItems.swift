import HaapiModel

/// Builds the inputs and buttons of a form screen from a step's actions.
enum FormItems {
    /// The items of a step's actions. Every button is labelled with its form's
    /// `actionTitle` (else the action's `title`); an action's `title` that says more
    /// than its button (e.g. "Enter the code we sent you" over "Verify") is shown
    /// too: above the only action's inputs, or as the title of its section when there
    /// are several actions. Several forms with inputs each get a section, so the
    /// person sees which inputs belong to which button.
    static func items(for actions: [InteractionActionModel]) -> [InteractionItem] {
        let withInputs = actions.filter { !$0.visibleFields.isEmpty }
        let primaryID = withInputs.first?.id ?? actions.first { $0.kind != .cancel }?.id
        func type(of action: InteractionActionModel) -> ButtonType {
            if action.id == primaryID { return .primary }
            return action.kind == .cancel ? .text : .secondary
        }
        if actions.count == 1, let action = actions.first {
            let heading = action.caption.map { [InteractionItem.textContent($0)] } ?? []
            return heading + inputItems(action.action.form?.fields ?? []) + [.button(button(for: action, type: type(of: action)))]
        }
        return actions.flatMap { action -> [InteractionItem] in
            let items = inputItems(action.action.form?.fields ?? []) + [.button(button(for: action, type: type(of: action)))]
            let description = action.caption
            guard description != nil || (withInputs.count > 1 && items.count > 1) else { return items }
            return [.section(InteractionItemSectionModel(title: description?.text, titleKey: description?.key, items: items))]
        }
    }

    /// A button for `action`, labelled with its form's `actionTitle`, else its
    /// `title` (a screen falls back to a keyed default when it has neither).
    static func button(for action: InteractionActionModel, type: ButtonType) -> InteractionItemButtonModel {
        InteractionItemButtonModel(label: action.label, labelKey: action.labelKey, type: type, actionModel: action)
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

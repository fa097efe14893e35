public import HaapiFlow
import HaapiModel

/// The views built for a list of interaction items, and the inputs among them by
/// field name, so a screen can read, check and mark the person's input.
@MainActor
public struct FormViews {
    /// Text inputs by field name.
    public private(set) var textFields: [String: TextField] = [:]
    /// Checkboxes by field name.
    public private(set) var checkboxes: [String: Checkbox] = [:]
    /// Pickers by field name.
    public private(set) var pickers: [String: Picker] = [:]
    /// The buttons, in display order.
    public private(set) var buttons: [Button] = []

    /// Builds one view per item into `stack` (sections become nested stacks with
    /// a title label), styled for `controller`'s screen. Buttons call `onButton`.
    ///
    /// Identifiers: `textField[name]`, `checkbox[name]`, `picker[name]`,
    /// `button[n]` and `textContent[n]` (n counts from 0 in display order),
    /// `section[n]` with `sectionTitle[n]`.
    public init(
        items: [InteractionItem], into stack: StackView, controller: BaseViewController,
        onButton: @escaping @MainActor (InteractionItemButtonModel) -> Void
    ) {
        var counters = (button: 0, text: 0, section: 0)
        build(items, into: stack, controller: controller, counters: &counters, onButton: onButton)
    }

    private mutating func build(
        _ items: [InteractionItem], into stack: StackView, controller: BaseViewController,
        counters: inout (button: Int, text: Int, section: Int),
        onButton: @escaping @MainActor (InteractionItemButtonModel) -> Void
    ) {
        for item in items {
            switch item {
            case .inputText(let input):
                let label = input.label ?? StringKey.fieldLabelKey(for: input.inputConfiguration).map { controller.text($0) }
                let field = TextField(
                    identifier: "textField[\(input.key)]", name: input.key, label: label, placeholder: input.placeholder,
                    text: input.value ?? "", isSecure: input.inputConfiguration.isSecure,
                    keyboard: KeyboardKind(input.inputConfiguration.keyboard), isRequired: input.isRequired)
                field.errorText = input.error
                field.style = controller.style(for: .inputTextField)
                textFields[input.key] = field
                stack.addArrangedSubview(field)
            case .checkbox(let model):
                let box = Checkbox(identifier: "checkbox[\(model.key)]", name: model.key, title: model.label ?? model.key,
                                   isChecked: model.isChecked, isEnabled: !model.isReadOnly)
                box.style = controller.style(for: .checkbox)
                checkboxes[model.key] = box
                stack.addArrangedSubview(box)
            case .select(let model):
                let options = model.options.map { Picker.Option(title: $0.label, value: $0.value) }
                let picker = Picker(identifier: "picker[\(model.key)]", name: model.key, title: model.label, options: options,
                                    selectedIndex: options.firstIndex { $0.value == model.selectedValue })
                picker.style = controller.style(for: .picker)
                pickers[model.key] = picker
                stack.addArrangedSubview(picker)
            case .button(let model):
                let button = controller.makeButton(for: model, identifier: "button[\(counters.button)]") { onButton(model) }
                counters.button += 1
                buttons.append(button)
                stack.addArrangedSubview(button)
            case .textContent(let model):
                let label = Label(identifier: "textContent[\(counters.text)]", text: model.text)
                label.style = controller.style(for: .label)
                counters.text += 1
                stack.addArrangedSubview(label)
            case .section(let section):
                let index = counters.section
                counters.section += 1
                let nested = StackView(identifier: "section[\(index)]")
                nested.style = controller.style(for: .stackView)
                if let title = section.title {
                    let label = Label(identifier: "sectionTitle[\(index)]", text: title)
                    label.style = controller.style(for: .headingMessageView)
                    nested.addArrangedSubview(label)
                }
                stack.addArrangedSubview(nested)
                build(section.items, into: nested, controller: controller, counters: &counters, onButton: onButton)
            }
        }
    }

    /// The person's input for the fields of `action`: text as typed, checked
    /// checkboxes with their value, and chosen options. Fields of other forms on the
    /// same screen are left out.
    public func parameters(for action: InteractionActionModel, checkboxValues: [String: String] = [:]) -> [String: String] {
        var parameters: [String: String] = [:]
        for field in action.visibleFields {
            if let textField = textFields[field.name] {
                parameters[field.name] = textField.text
            } else if let box = checkboxes[field.name] {
                if box.isChecked { parameters[field.name] = checkboxValues[field.name] ?? "on" }
            } else if let picker = pickers[field.name], let option = picker.selectedOption {
                parameters[field.name] = option.value
            }
        }
        return parameters
    }
}

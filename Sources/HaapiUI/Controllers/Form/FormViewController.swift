public import HaapiFlow
import HaapiModel

/// The stock screen for a `FormModel`: a login form, a consent form, a choice of device.
///
/// Hierarchy: `rootStackView` holding `messagesStackView`, `formStackView` (one
/// view per interaction item; see ``FormViews`` for their identifiers) and
/// `linksStackView`. The form of a selector option (its model `FormModel.offersBack`)
/// ends with `backButton`, which returns to the options.
///
/// Before a submission the form checks the action's text fields: a required
/// empty field gets `hui_field_required`, a value outside the field's length
/// limits `hui_field_too_short` / `hui_field_too_long`; nothing is submitted
/// until they pass. Override ``submitForm()`` (and call `super`) to act on
/// submissions.
@MainActor
open class FormViewController: BaseViewController {
    /// The outlets this screen adds to ``BaseViewController``'s, declared once: the
    /// views take their identifiers from them and layouts are checked against them.
    public enum Outlet: String, ScreenOutletSet {
        case formStackView
    }

    nonisolated open override class var styleTarget: StyleTarget { .formViewController }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }

    /// The model shown.
    public private(set) var model: FormModel
    /// Holds the views of the interaction items.
    public let formStackView = StackView(identifier: Outlet.formStackView.rawValue)
    /// The item views and inputs of the current model.
    public private(set) var formViews: FormViews?

    /// Creates the screen.
    public init(model: FormModel, themeRegistry: ThemeRegistry) {
        self.model = model
        super.init(themeRegistry: themeRegistry)
    }

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        formStackView.style = style(for: .stackView)
        for view in [messagesStackView, formStackView, linksStackView] as [View] {
            rootStackView.addArrangedSubview(view)
        }
    }

    /// Fills the views from the model.
    open override func viewDidLoad() {
        super.viewDidLoad()
        apply(model)
    }

    /// The action ``submitForm()`` submits: the first button's.
    public var primaryAction: InteractionItemButtonModel? { model.buttons.first }

    /// Submits the form's main action (its first button) with the person's input,
    /// after checking it. Subclasses override it and call `super`.
    open func submitForm() {
        guard let button = primaryAction else { return }
        submit(button: button)
    }

    /// Submits `button`'s action with the input for its fields, after checking them.
    open func submit(button: InteractionItemButtonModel) {
        guard validate(for: button.actionModel), let formViews else { return }
        let checkboxValues = Dictionary(
            model.inputs.compactMap { if case .checkbox(let box) = $0 { (box.key, box.value) } else { nil } },
            uniquingKeysWith: { first, _ in first })
        submit(button.actionModel, parameters: formViews.parameters(for: button.actionModel, checkboxValues: checkboxValues))
    }

    /// Checks the text fields of `action`, setting or clearing their error texts.
    ///
    /// - Returns: whether every field passed.
    @discardableResult
    open func validate(for action: InteractionActionModel) -> Bool {
        guard let formViews else { return true }
        var valid = true
        for field in action.visibleFields {
            guard let textField = formViews.textFields[field.name] else { continue }
            let length = textField.text.count
            let configuration = model.inputs.lazy.compactMap { item -> InputConfiguration? in
                if case .inputText(let input) = item, input.key == field.name { return input.inputConfiguration }
                return nil
            }.first
            var error: String?
            if textField.isRequired, textField.text.isEmpty {
                error = text(.fieldRequired)
            } else if let minimum = configuration?.minLength, length > 0, length < minimum {
                error = text(.fieldTooShort, .int(minimum))
            } else if let maximum = configuration?.maxLength, length > maximum {
                error = text(.fieldTooLong, .int(maximum))
            }
            textField.errorText = error
            if error != nil { valid = false }
        }
        return valid
    }

    /// Shows problems that belong on this screen (invalid input, wrong credentials,
    /// too many attempts, ...): an error message with the problem's detail and
    /// messages, its links (e.g. "Forgot password?") after the screen's, and each
    /// invalid field's reason next to the field, or among the messages when the form
    /// has no such field. Other problems are left to the flow view controller.
    open override func handleProblemModel(_ problemModel: ProblemModel) -> Bool {
        guard problemModel.isShownOnCurrentScreen else { return false }
        stopLoading()
        loadViewIfNeeded()
        var messages = model.messages
        let title = problemModel.title ?? text(.problemTitleKey(for: problemModel.type))
        messages.append(InfoMessageModel(text: title, style: .error))
        if let detail = problemModel.detail, !detail.isEmpty, detail != title {
            messages.append(InfoMessageModel(text: detail, style: .content))
        }
        messages.append(contentsOf: problemModel.messages)
        let shownFields = Set(problemModel.invalidFields.map(\.name).filter { formViews?.textFields[$0] != nil })
        for text in problemModel.invalidFieldTexts(notShownIn: shownFields, invalidText: text(.fieldInvalid)) {
            messages.append(InfoMessageModel(text: text, style: .error))
        }
        handleInfoMessageModels(messages)
        handleLinkItemModels(model.links + problemModel.links)
        for invalid in problemModel.invalidFields {
            formViews?.textFields[invalid.name]?.errorText = invalid.detail ?? text(.fieldInvalid)
        }
        return true
    }

    /// Shows new form content in place (a continue-same step).
    open override func handleFormModel(_ formModel: FormModel) -> Bool {
        model = formModel
        if isViewLoaded { apply(formModel) }
        stopLoading()
        return true
    }

    private func apply(_ model: FormModel) {
        handleInfoMessageModels(model.messages)
        handleLinkItemModels(model.links)
        let typed = typedTexts()
        for view in formStackView.subviews { view.removeFromSuperview() }
        formViews = FormViews(items: model.interactionItems, into: formStackView, controller: self) { [weak self] button in
            self?.submit(button: button)
        }
        keep(typed)
        if model.offersBack {
            // A selector option's form: Back returns to the options (Escape in a terminal).
            let back = Button(identifier: "backButton", type: .text, title: text(.back), role: .cancel) { [weak self] in
                self?.goBack()
            }
            back.style = style(for: .textButton)
            formStackView.addArrangedSubview(back)
        }
        if let problem = model.problem { _ = handleProblemModel(problem) }
    }

    /// What the person typed into the visible (not secure) fields of the form shown now.
    private func typedTexts() -> [String: String] {
        var typed: [String: String] = [:]
        for (name, field) in formViews?.textFields ?? [:] where !field.isSecure && !field.text.isEmpty {
            typed[name] = field.text
        }
        return typed
    }

    /// Gives the new form's empty fields what the person typed into fields of the
    /// same name before (the user name after "incorrect credentials"). Secure
    /// fields and number fields (one-time codes, PINs: a wrong one is typed anew)
    /// start empty again.
    private func keep(_ typed: [String: String]) {
        for (name, text) in typed {
            guard let field = formViews?.textFields[name], !field.isSecure, field.keyboard != .number, field.text.isEmpty else { continue }
            field.setText(text)
        }
    }
}

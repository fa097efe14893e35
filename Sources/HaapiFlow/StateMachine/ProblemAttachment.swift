import HaapiModel

extension HaapiUIModel {
    /// This screen with `problem` shown on it: the problem set on the form and each
    /// invalid field's detail set as its input's `error`; `nil` when the screen has no
    /// form to show it on.
    func attaching(_ problem: ProblemModel) -> HaapiUIModel? {
        switch self {
        case .form(let form):
            return .form(form.attaching(problem))
        case .continueSame(var model):
            guard let form = model.form else { return nil }
            model.form = form.attaching(problem)
            return .continueSame(model)
        default:
            return nil
        }
    }
}

extension FormModel {
    /// The form with `problem` set and its invalid fields marked (earlier errors cleared).
    func attaching(_ problem: ProblemModel) -> FormModel {
        var copy = self
        copy.problem = problem
        copy.interactionItems = interactionItems.map { $0.markingErrors(problem.invalidFields) }
        return copy
    }
}

extension InteractionItem {
    /// The item with its `error` set from `invalidFields` (or cleared when not named).
    func markingErrors(_ invalidFields: [ProblemModel.InvalidFieldModel]) -> InteractionItem {
        func message(for key: String) -> String? {
            guard let field = invalidFields.first(where: { $0.name == key }) else { return nil }
            if let detail = field.detail, !detail.isEmpty { return detail }
            switch field.reason {
            case .missing?: return "This field is required."
            default: return "This value is not valid."
            }
        }
        switch self {
        case .inputText(var model):
            model.error = message(for: model.key)
            return .inputText(model)
        case .checkbox(var model):
            model.error = message(for: model.key)
            return .checkbox(model)
        case .select(var model):
            model.error = message(for: model.key)
            return .select(model)
        case .section(var section):
            section.items = section.items.map { $0.markingErrors(invalidFields) }
            return .section(section)
        case .button, .textContent:
            return self
        }
    }
}

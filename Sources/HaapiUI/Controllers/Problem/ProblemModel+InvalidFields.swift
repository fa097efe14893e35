public import HaapiFlow

extension ProblemModel {
    /// What the problem says about fields no input on the screen shows (a problem
    /// shown without the form it answers, or naming a field the form lacks): each
    /// field's `detail`, else `invalidText`, once each, in the problem's order.
    ///
    /// - Parameters:
    ///   - shownFields: the names of the fields whose inputs show their own error.
    ///   - invalidText: the text for a field the server gave no detail for (`hui_field_invalid`).
    public func invalidFieldTexts(notShownIn shownFields: Set<String> = [], invalidText: String) -> [String] {
        var texts: [String] = []
        for field in invalidFields where !shownFields.contains(field.name) {
            let text = field.detail.flatMap { $0.isEmpty ? nil : $0 } ?? invalidText
            if !texts.contains(text) { texts.append(text) }
        }
        return texts
    }
}

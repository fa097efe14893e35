public import HaapiScreenKit

/// A posted form applied to the screen it was rendered from (see ``HTMLFormContract``).
///
/// ```swift
/// let submission = HTMLFormSubmission(fields: decodedBody)     // [(name, value)] in posted order
/// guard submission.csrfToken == expectedToken else { return .forbidden }
/// let pressed = submission.apply(to: session.rootView)          // fills fields, ticks boxes
/// pressed?.activate()                                            // taps the pressed control
/// ```
public struct HTMLFormSubmission: Sendable, Hashable {
    /// The posted fields other than the control and the token, last value per name.
    public var values: [String: String]
    /// The id of the pressed control, if one was posted.
    public var pressedControl: ControlID?
    /// The posted CSRF token, if any.
    public var csrfToken: String?
    /// The uploaded files by field name (from a `multipart/form-data` post; empty
    /// parts, which browsers send for no file, left out).
    public var files: [String: ChosenFile]

    /// Reads posted fields (names and values already decoded from the body), in order,
    /// and the uploaded `files` by field name.
    public init(fields: [(name: String, value: String)], files: [String: ChosenFile] = [:]) {
        var values: [String: String] = [:]
        var pressed: ControlID?
        var token: String?
        for (name, value) in fields {
            switch name {
            case HTMLFormContract.controlFieldName: pressed = ControlID(rawValue: value)
            case HTMLFormContract.csrfFieldName: token = value
            default: values[name] = value
            }
        }
        self.values = values
        self.pressedControl = pressed
        self.csrfToken = token
        self.files = files
    }

    /// Types the posted text into the screen's enabled text fields, sets its enabled
    /// checkboxes (ticked when posted, cleared when not, as browsers post them) and
    /// gives its enabled file choosers their uploaded file (or none), then returns the
    /// pressed control, if it is on the screen. Fields of other screens are ignored.
    /// Nothing is activated: call `HaapiScreenKit/ScreenControl/activate()`.
    @MainActor
    @discardableResult
    public func apply(to root: View) -> ScreenControl? {
        let controls = ScreenControls(root: root)
        for entry in controls.entries {
            switch entry.control {
            case .textField(let field) where field.isEnabled:
                if let value = values[entry.id.rawValue], value != field.text { field.enterText(value) }
            case .checkbox(let box) where box.isEnabled:
                let checked = values[entry.id.rawValue] != nil
                if checked != box.isChecked { box.toggle() }
            case .fileChooser(let chooser) where chooser.isEnabled:
                let file = files[entry.id.rawValue]
                if file != chooser.chosenFile { chooser.choose(file) }
            default:
                break
            }
        }
        return pressedControl.flatMap { controls[id: $0] }
    }
}

public import HaapiScreenKit

/// A control placed on a laid-out screen.
@MainActor
public struct PlacedControl {
    /// The control's stable id (see `HaapiScreenKit/ControlID`).
    public let id: ControlID
    /// The control.
    public let control: ScreenControl
    /// The index of the first screen line that shows it.
    public let line: Int
    /// The screen column (0-based, in terminal columns) where it starts on that
    /// line: after the indent and the focus gutter, and after the columns to its
    /// left when it stands in a row of a horizontal stack.
    public let column: Int
    /// The number shown before it (`[3]`), or `nil` for text fields.
    public let number: Int?
}

extension ScreenControl {
    /// Whether the terminal gives the control a number the person can type to act on it.
    var isNumbered: Bool { !isTextInput }
}

/// A backend that shows view trees to a person and turns their input into calls on
/// the views (``Button/tap()``, ``TextField/enterText(_:)``, ``Picker/select(at:)``,
/// ...), the way a log handler is the backend of swift-log's `Logger`.
///
/// A renderer is told about a screen in one way: ``display(_:after:)``, called by a
/// ``ScreenSession`` each time its container's views changed by themselves. It
/// finds what the person can act on with ``ScreenControls`` (stable string ids,
/// roles, focus order), so every renderer follows the same rules for hidden views,
/// collapsed expandable views and focus.
///
/// ```swift
/// final class RecordingRenderer: ScreenRenderer {
///     var screens: [[ControlID]] = []
///     func display(_ root: View, after change: DisplayChange) {
///         if change == .newScreen { screens.append(ScreenControls(root: root).ids) }
///     }
/// }
/// let result = await session.run(renderer: RecordingRenderer())
/// ```
@MainActor
public protocol ScreenRenderer: AnyObject {
    /// Shows `root` after `change`: for ``DisplayChange/newScreen`` a new screen
    /// (start afresh: focus, scrolling, questions), otherwise the same screen with
    /// new content or progress.
    func display(_ root: View, after change: DisplayChange)
}

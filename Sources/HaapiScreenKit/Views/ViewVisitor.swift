/// Double dispatch over the kinds of view, for renderers.
///
/// Implement ``visitView(_:)``; every other method defaults to it, so a renderer
/// overrides only the kinds it draws specially. A subclass of a stock view (for
/// example a `Label` subclass) reaches the method of its stock kind; a direct
/// subclass of ``View`` reaches ``visitView(_:)``.
///
/// ```swift
/// struct TextCollector: ViewVisitor {
///     var texts: [String] = []
///     mutating func visitView(_ view: View) {}
///     mutating func visitLabel(_ label: Label) { texts.append(label.text) }
/// }
/// var collector = TextCollector()
/// root.walk { view, _ in view.accept(&collector); return .visitChildren }
/// ```
@MainActor
public protocol ViewVisitor {
    /// Visits a plain view, or any view kind whose method is not implemented.
    mutating func visitView(_ view: View)
    /// Visits a stack view.
    mutating func visitStackView(_ view: StackView)
    /// Visits a label.
    mutating func visitLabel(_ view: Label)
    /// Visits an image view.
    mutating func visitImageView(_ view: ImageView)
    /// Visits a button.
    mutating func visitButton(_ view: Button)
    /// Visits a text field.
    mutating func visitTextField(_ view: TextField)
    /// Visits a checkbox.
    mutating func visitCheckbox(_ view: Checkbox)
    /// Visits a file chooser.
    mutating func visitFileChooser(_ view: FileChooser)
    /// Visits a picker.
    mutating func visitPicker(_ view: Picker)
    /// Visits a progress bar.
    mutating func visitProgressBar(_ view: ProgressBar)
    /// Visits an expandable view (its content view is visited separately by a walk).
    mutating func visitExpandableView(_ view: ExpandableView)
    /// Visits a link view.
    mutating func visitLinkView(_ view: LinkView)
    /// Visits a message view.
    mutating func visitMessageView(_ view: MessageView)
    /// Visits a loading indicator.
    mutating func visitLoadingIndicator(_ view: LoadingIndicator)
    /// Visits a notification banner.
    mutating func visitNotificationBanner(_ view: NotificationBanner)
}

extension ViewVisitor {
    public mutating func visitStackView(_ view: StackView) { visitView(view) }
    public mutating func visitLabel(_ view: Label) { visitView(view) }
    public mutating func visitImageView(_ view: ImageView) { visitView(view) }
    public mutating func visitButton(_ view: Button) { visitView(view) }
    public mutating func visitTextField(_ view: TextField) { visitView(view) }
    public mutating func visitCheckbox(_ view: Checkbox) { visitView(view) }
    public mutating func visitFileChooser(_ view: FileChooser) { visitView(view) }
    public mutating func visitPicker(_ view: Picker) { visitView(view) }
    public mutating func visitProgressBar(_ view: ProgressBar) { visitView(view) }
    public mutating func visitExpandableView(_ view: ExpandableView) { visitView(view) }
    public mutating func visitLinkView(_ view: LinkView) { visitView(view) }
    public mutating func visitMessageView(_ view: MessageView) { visitView(view) }
    public mutating func visitLoadingIndicator(_ view: LoadingIndicator) { visitView(view) }
    public mutating func visitNotificationBanner(_ view: NotificationBanner) { visitView(view) }
}


/// The texts a renderer shows for a view tree, in the order it shows them: labels,
/// messages, button and link titles, field labels, hints (placeholders) and
/// errors, checkbox titles, picker titles and options, image descriptions, the
/// banner. Hidden views and collapsed content are left out, as every renderer
/// leaves them out.
///
/// ```swift
/// let screen = ScreenText(container.view)
/// #expect(screen.shows("Forgot password?"))
/// ```
public struct ScreenText: Sendable, Hashable, CustomStringConvertible {
    /// Every text, one entry per text of a view (a banner's message may hold several lines).
    public let texts: [String]

    /// Collects the texts of `root`'s rendered views.
    @MainActor
    public init(_ root: View) {
        var collector = Collector()
        root.walkRendered { view, _ in
            view.accept(&collector)
            return .visitChildren
        }
        texts = collector.texts.filter { !$0.isEmpty }
    }

    /// Whether `text` is shown as a whole: as one view's text, or as one line of it.
    public func shows(_ text: String) -> Bool {
        texts.contains { $0 == text || $0.split(separator: "\n", omittingEmptySubsequences: false).contains { $0 == text } }
    }

    /// Whether some shown text contains `fragment`.
    public func mentions(_ fragment: String) -> Bool {
        texts.contains { $0.contains(fragment) }
    }

    /// The texts, one per line.
    public var description: String { texts.joined(separator: "\n") }

    @MainActor
    private struct Collector: ViewVisitor {
        var texts: [String] = []
        mutating func visitView(_ view: View) {}
        mutating func visitLabel(_ view: Label) { texts.append(view.text) }
        mutating func visitMessageView(_ view: MessageView) { texts.append(view.text) }
        mutating func visitButton(_ view: Button) { texts.append(view.title) }
        mutating func visitLinkView(_ view: LinkView) { texts.append(view.title) }
        mutating func visitExpandableView(_ view: ExpandableView) { texts.append(view.title) }
        mutating func visitCheckbox(_ view: Checkbox) { texts.append(view.title) }
        mutating func visitFileChooser(_ view: FileChooser) { texts += [view.label ?? view.name, view.errorText].compactMap { $0 } }
        mutating func visitImageView(_ view: ImageView) { texts += [view.accessibilityLabel].compactMap { $0 } }
        mutating func visitTextField(_ view: TextField) {
            texts += [view.label, view.placeholder, view.errorText].compactMap { $0 }
        }
        mutating func visitPicker(_ view: Picker) {
            texts += [view.title].compactMap { $0 } + view.options.map(\.title)
        }
        mutating func visitNotificationBanner(_ view: NotificationBanner) {
            texts += [view.title].compactMap { $0 } + [view.message]
        }
    }
}

/// What a tree walk does after visiting a view.
public enum WalkDecision: Sendable, Hashable {
    /// Visit this view's subviews, then go on.
    case visitChildren
    /// Go on with the next sibling, skipping this view's subviews.
    case skipChildren
    /// End the walk.
    case stop
}

extension View {
    /// Visits this view and its subtree depth first, parents before children, in
    /// layout order.
    ///
    /// Hidden views are visited too: a renderer that draws only visible views
    /// returns ``WalkDecision/skipChildren`` for hidden ones.
    ///
    /// ```swift
    /// root.walk { view, depth in
    ///     lines.append(String(repeating: "  ", count: depth) + view.debugName)
    ///     return view.isHidden ? .skipChildren : .visitChildren
    /// }
    /// ```
    /// - Parameter visit: called with each view and its depth (0 for this view).
    /// - Returns: `true` when the walk was ended by ``WalkDecision/stop``.
    @discardableResult
    public func walk(_ visit: (View, Int) throws -> WalkDecision) rethrows -> Bool {
        try walk(depth: 0, visit)
    }

    private func walk(depth: Int, _ visit: (View, Int) throws -> WalkDecision) rethrows -> Bool {
        switch try visit(self, depth) {
        case .stop:
            return true
        case .skipChildren:
            return false
        case .visitChildren:
            for child in subviews where try child.walk(depth: depth + 1, visit) {
                return true
            }
            return false
        }
    }

    /// The first view, in walk order, whose identifier is `identifier` (this view included).
    public func view(withIdentifier identifier: String) -> View? {
        var found: View?
        walk { view, _ in
            guard view.identifier == identifier else { return .visitChildren }
            found = view
            return .stop
        }
        return found
    }

    /// The first view with `identifier` that is of type `type`, or `nil`.
    ///
    /// ```swift
    /// let bar = root.view(withIdentifier: "progressBar", as: ProgressBar.self)
    /// ```
    public func view<T: View>(withIdentifier identifier: String, as type: T.Type) -> T? {
        view(withIdentifier: identifier) as? T
    }

    /// This view and every view below it, in walk order.
    public var allViews: [View] {
        var views: [View] = []
        walk { view, _ in
            views.append(view)
            return .visitChildren
        }
        return views
    }

    /// The identifiers in this subtree, in walk order (views without one are left out).
    public var identifiers: [String] {
        allViews.compactMap(\.identifier)
    }

    /// An indented outline of the subtree, one view per line: `kind identifier`,
    /// with `[hidden]` after hidden views. Handy in tests and logs.
    public var treeDescription: String {
        var lines: [String] = []
        walk { view, depth in
            var line = String(repeating: "  ", count: depth) + view.kindName
            if let identifier = view.identifier { line += " " + identifier }
            if view.isHidden { line += " [hidden]" }
            lines.append(line)
            return .visitChildren
        }
        return lines.joined(separator: "\n")
    }
}

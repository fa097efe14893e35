extension View {
    /// The subviews a renderer draws, in layout order: none for a collapsed
    /// ``ExpandableView`` (only its title shows) and never a hidden view.
    public var renderedSubviews: [View] {
        if let expandable = self as? ExpandableView, !expandable.isExpanded { return [] }
        return subviews.filter { !$0.isHidden }
    }

    /// Visits the views a renderer draws, depth first, parents before children, in
    /// layout order: hidden views and the content of collapsed expandable views are
    /// left out (the rule every renderer shares).
    ///
    /// - Returns: `true` when the walk was ended by ``WalkDecision/stop``.
    @discardableResult
    public func walkRendered(_ visit: (View, Int) throws -> WalkDecision) rethrows -> Bool {
        guard !isHidden else { return false }
        return try walkRendered(depth: 0, visit)
    }

    private func walkRendered(depth: Int, _ visit: (View, Int) throws -> WalkDecision) rethrows -> Bool {
        switch try visit(self, depth) {
        case .stop: return true
        case .skipChildren: return false
        case .visitChildren:
            for child in renderedSubviews where try child.walkRendered(depth: depth + 1, visit) { return true }
            return false
        }
    }
}

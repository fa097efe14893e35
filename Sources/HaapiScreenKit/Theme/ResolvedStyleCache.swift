import Synchronization

/// The styles a ``Theme`` resolved, by component, screen and appearance, so that
/// building a screen looks each one up once instead of merging and resolving it for
/// every view (which hashed every attribute and name again).
///
/// It is derived from the theme's other values, so it takes no part in the theme's
/// equality or hash; the theme replaces it with an empty one whenever one of those
/// values changes, and copies of an unchanged theme share it.
final class ResolvedStyleCache: Sendable, Hashable {
    struct Key: Hashable {
        let component: StyleTarget
        let screen: StyleTarget?
        let appearance: Appearance
    }

    private let styles = Mutex<[Key: ResolvedStyle]>([:])

    /// The style cached for `key`, made with `resolve` (outside the lock) on first use.
    func style(for key: Key, resolve: () -> ResolvedStyle) -> ResolvedStyle {
        if let style = styles.withLock({ $0[key] }) { return style }
        let style = resolve()
        styles.withLock { $0[key] = style }
        return style
    }

    static func == (lhs: ResolvedStyleCache, rhs: ResolvedStyleCache) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}

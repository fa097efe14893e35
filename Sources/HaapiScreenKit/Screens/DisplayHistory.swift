/// How many times a container's display changed, and the newest changes: what a
/// task that read ``ScreenContainerViewController/displayVersion`` before acting
/// needs to learn of a change it would otherwise have missed.
struct DisplayHistory {
    /// How many display changes there were.
    private(set) var version = 0
    /// The newest change (its version is ``version``).
    private var last: DisplayChange?
    /// The newest change that was not progress, with its version.
    private var lastNonProgress: (version: Int, change: DisplayChange)?

    /// Counts `change` and returns its version.
    mutating func record(_ change: DisplayChange) -> Int {
        version += 1
        last = change
        if change != .progress { lastNonProgress = (version, change) }
        return version
    }

    /// The newest change after `earlier`, if there was one (progress does not count
    /// when `ignoringProgress`).
    func change(after earlier: Int, ignoringProgress: Bool) -> DisplayChange? {
        if ignoringProgress {
            guard let lastNonProgress, lastNonProgress.version > earlier else { return nil }
            return lastNonProgress.change
        }
        return version > earlier ? last : nil
    }
}

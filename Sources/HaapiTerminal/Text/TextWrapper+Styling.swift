import HaapiScreenKit

/// The theme's `textLineClamp` and `textAlignment` on wrapped lines.
extension TextWrapper {
    /// At most `limit` of `lines` (0 keeps them all); when some are cut, the last
    /// one kept ends with `…` within `width` columns.
    static func clamp(_ lines: [String], to limit: Int, width: Int) -> [String] {
        guard limit > 0, lines.count > limit else { return lines }
        var kept = Array(lines.prefix(limit))
        kept[limit - 1] = DisplayWidth.prefix(kept[limit - 1], columns: max(width - 1, 0)) + "…"
        return kept
    }

    /// The spaces that put a line of `lineWidth` columns where `alignment` wants it
    /// in `width` columns: half the room for `center`, all of it for `right`, none
    /// otherwise (`justified` is drawn as `left`: a terminal cannot stretch spaces).
    static func indent(for alignment: TextAlignment?, lineWidth: Int, width: Int) -> Int {
        let room = max(width - lineWidth, 0)
        switch alignment {
        case .center?: return room / 2
        case .right?: return room
        case .left?, .natural?, .justified?, nil: return 0
        }
    }
}

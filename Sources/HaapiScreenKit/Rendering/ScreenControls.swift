/// The controls of a screen in focus order, each with its stable ``ControlID``:
/// what every renderer offers the person, found by the same rules (see
/// ``View/walkRendered(_:)``: hidden views and collapsed content are left out).
///
/// Focus order is layout order: top to bottom, and in a horizontal stack left to
/// right. A picker contributes one control per option.
///
/// ```swift
/// let controls = ScreenControls(root: session.rootView)
/// controls[id: "textField-userName"]            // .textField(...)
/// controls.first(role: .cancel)?.activate()      // Escape
/// ```
@MainActor
public struct ScreenControls {
    /// One control and its id.
    public struct Entry {
        /// The control's stable id.
        public let id: ControlID
        /// The control.
        public let control: ScreenControl
    }

    /// The controls, in focus order.
    public let entries: [Entry]
    private let indexByID: [ControlID: Int]
    /// Ids by view and option (`-1` for controls that are not a picker option).
    private let idByView: [ViewOption: ControlID]

    private struct ViewOption: Hashable {
        let view: ObjectIdentifier
        let option: Int
    }

    /// Finds the controls drawn under `root`.
    public init(root: View) {
        var found: [(control: ScreenControl, path: [View])] = []
        var path: [View] = []
        root.walkRendered { view, depth in
            path.removeSubrange(min(depth, path.count)...)
            path.append(view)
            for control in Self.controls(of: view) { found.append((control, path)) }
            return .visitChildren
        }
        let ids = Self.uniqueIDs(for: found.map(\.path))
        var entries: [Entry] = []
        for (index, item) in found.enumerated() {
            var id = ids[index]
            if case .pickerOption(_, let option) = item.control { id = ControlID(rawValue: "\(id.rawValue).option-\(option)") }
            entries.append(Entry(id: id, control: item.control))
        }
        self.entries = entries
        self.indexByID = Dictionary(entries.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.idByView = Dictionary(entries.map { entry in
            var option = -1
            if case .pickerOption(_, let index) = entry.control { option = index }
            return (ViewOption(view: ObjectIdentifier(entry.control.view), option: option), entry.id)
        }, uniquingKeysWith: { first, _ in first })
    }

    /// How many controls there are.
    public var count: Int { entries.count }
    /// Whether the screen has no control.
    public var isEmpty: Bool { entries.isEmpty }

    /// The ids, in focus order.
    public var ids: [ControlID] { entries.map(\.id) }

    /// The control with `id`, if it is on the screen.
    public subscript(id id: ControlID) -> ScreenControl? {
        indexByID[id].map { entries[$0].control }
    }

    /// The position of the control with `id` in focus order.
    public func index(of id: ControlID) -> Int? { indexByID[id] }

    /// The id of `view`'s control (`option` for one of a picker's options).
    public func id(of view: View, option: Int? = nil) -> ControlID? {
        idByView[ViewOption(view: ObjectIdentifier(view), option: option ?? -1)]
    }

    /// The first button with `role`, in focus order.
    public func first(role: ButtonRole) -> ScreenControl? {
        entries.first { $0.control.role == role }?.control
    }

    /// The control that has the focus when the screen is first shown, the same in
    /// every renderer: the first field showing an error, else the first field the person can fill in (a text field, file
    /// chooser or checkbox), else the first primary button, else the first other
    /// action that does not look like a link (a secondary button, a picker's option);
    /// else the first control that is not a cancel or close button; else the first
    /// control. Links, Back and Cancel are never chosen while something else is
    /// there, and disabled controls are passed over while an enabled one is left.
    ///
    /// The terminal starts its focus there; the HTML renderer marks it `autofocus`.
    public var initialFocus: Entry? {
        let enabled = entries.filter(\.control.isEnabled)
        let candidates = enabled.isEmpty ? entries : enabled
        if let refused = candidates.first(where: \.control.isInError) { return refused }
        if let field = candidates.first(where: \.control.isField) { return field }
        if let primary = candidates.first(where: { $0.control.role == .primary }) { return primary }
        let action = candidates.first { entry in
            switch entry.control {
            case .pickerOption: true
            case .button(let button): (button.role == nil || button.role == .secondary) && (button.type == .primary || button.type == .secondary)
            default: false
            }
        }
        if let action { return action }
        let other = candidates.first { entry in
            if case .link = entry.control { return false }
            return entry.control.role != .cancel && entry.control.role != .close
        }
        return other ?? entries.first
    }

    // MARK: Building

    private static func controls(of view: View) -> [ScreenControl] {
        switch view {
        case let field as TextField: [.textField(field)]
        case let button as Button: [.button(button)]
        case let link as LinkView: [.link(link)]
        case let box as Checkbox: [.checkbox(box)]
        case let chooser as FileChooser: [.fileChooser(chooser)]
        case let picker as Picker: picker.options.indices.map { .pickerOption(picker, index: $0) }
        case let expandable as ExpandableView: [.expandable(expandable)]
        default: []
        }
    }

    /// One id per control: its own name, qualified by ancestors while it clashes,
    /// then numbered. `paths` run from the root to each control's view.
    private static func uniqueIDs(for paths: [[View]]) -> [ControlID] {
        func name(_ view: View) -> String { ControlID.sanitized(view.identifier ?? view.kindName.prefixLowercased) }
        // Controls of the same view (a picker's options) share a name and are told apart later.
        let views = paths.map { path in path.last.map(ObjectIdentifier.init) ?? ObjectIdentifier(View.self) }
        var names = paths.map { path in path.last.map(name) ?? "control" }
        // Usually no two views share a name: the names are then the ids.
        var viewByName: [String: ObjectIdentifier] = [:]
        viewByName.reserveCapacity(names.count)
        let clashes = names.indices.contains { index in
            viewByName.updateValue(views[index], forKey: names[index]).map { $0 != views[index] } ?? false
        }
        guard clashes else { return names.map(ControlID.init(rawValue:)) }
        var depth = Array(repeating: 1, count: paths.count)
        while true {
            var groups: [String: [Int]] = [:]
            for index in paths.indices { groups[names[index], default: []].append(index) }
            var changed = false
            for members in groups.values where members.contains(where: { views[$0] != views[members[0]] }) {
                for index in members {
                    // Each round adds the next ancestor that has an identifier; unnamed
                    // stacks in between are skipped, so no member is left unqualified
                    // while the others are.
                    while depth[index] < paths[index].count {
                        depth[index] += 1
                        changed = true
                        let ancestor = paths[index][paths[index].count - depth[index]]
                        if ancestor.identifier != nil {
                            names[index] = name(ancestor) + "." + names[index]
                            break
                        }
                    }
                }
            }
            if !changed { break }
        }
        // Still equal after the whole path: number them in focus order, never
        // taking an id another control already has or is named by.
        let ownNames = Set(names)
        var idByView: [ObjectIdentifier: ControlID] = [:]
        var used: Set<String> = []
        var ids: [ControlID] = []
        for (index, view) in views.enumerated() {
            if let id = idByView[view] {
                ids.append(id)
                continue
            }
            var candidate = names[index]
            var ordinal = 1
            while used.contains(candidate) || (ordinal > 1 && ownNames.contains(candidate)) {
                ordinal += 1
                candidate = "\(names[index])-\(ordinal)"
            }
            used.insert(candidate)
            let id = ControlID(rawValue: candidate)
            idByView[view] = id
            ids.append(id)
        }
        return ids
    }
}

extension String {
    /// The string with its first character lower-cased (`Button` → `button`).
    fileprivate var prefixLowercased: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}

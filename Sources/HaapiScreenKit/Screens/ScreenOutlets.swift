/// The outlets one screen class declares: an enum whose cases are the outlet
/// names (the views' identifiers), written once.
///
/// ```swift
/// enum Outlet: String, ScreenOutletSet {
///     case bankIdImageView, bankIdStackView, progressBar
///     static let containers: Set<Outlet> = [.bankIdStackView]
/// }
/// let image = ImageView(identifier: Outlet.bankIdImageView.rawValue)
/// ```
public protocol ScreenOutletSet: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
    /// The outlets that are stacks a layout may put other outlets into.
    static var containers: Set<Self> { get }
}

extension ScreenOutletSet {
    /// No outlet holds others.
    public static var containers: Set<Self> { [] }
}

/// The outlets of a screen: the views a layout must place, and which of them are
/// stacks that can hold others.
public struct ScreenOutlets: Sendable, Hashable {
    /// Every outlet, superclasses' first, in declaration order.
    public private(set) var names: [String]
    /// The outlets that are stacks.
    public private(set) var containers: Set<String>

    /// Creates an outlet list.
    public init(names: [String] = [], containers: Set<String> = []) {
        self.names = names
        self.containers = containers
    }

    /// These outlets followed by the ones `set` declares.
    public func adding<Outlets: ScreenOutletSet>(_ set: Outlets.Type) -> ScreenOutlets {
        ScreenOutlets(names: names + set.allCases.map(\.rawValue),
                      containers: containers.union(set.containers.map(\.rawValue)))
    }

    /// These outlets with `name` called `newName` (a subclass that names an
    /// inherited outlet as its documentation does).
    public func renaming(_ name: String, to newName: String) -> ScreenOutlets {
        ScreenOutlets(names: names.map { $0 == name ? newName : $0 },
                      containers: containers.contains(name) ? containers.subtracting([name]).union([newName]) : containers)
    }

    /// Checks `layout`: every outlet exactly once, only known outlets, children only
    /// inside stacks.
    public func check(_ layout: ScreenLayout) throws(ScreenLayoutError) {
        var seen: Set<String> = []
        func visit(_ nodes: [ScreenLayout.Node]) throws(ScreenLayoutError) {
            for node in nodes {
                guard names.contains(node.name) else { throw ScreenLayoutError(reason: .unknownOutlet(node.name, controller: layout.controller)) }
                guard seen.insert(node.name).inserted else { throw ScreenLayoutError(reason: .repeatedOutlet(node.name)) }
                if !node.children.isEmpty, !containers.contains(node.name) {
                    throw ScreenLayoutError(reason: .notAContainer(node.name))
                }
                try visit(node.children)
            }
        }
        try visit(layout.nodes)
        if let missing = names.first(where: { !seen.contains($0) }) {
            throw ScreenLayoutError(reason: .missingOutlet(missing, controller: layout.controller))
        }
    }
}

import Foundation

/// A different arrangement of a stock screen's outlets: customisation method 1 of
/// seed 001, the counterpart of swapping a `.xib`.
///
/// A layout lists every outlet of the screen exactly once, in display order; a
/// stack outlet may be written as `{"name": [children]}` to say what it holds.
/// Behaviour stays the stock screen's. Layouts are checked when they are made
/// (``init(controller:json:file:)``) and when registered, so a missing, unknown or
/// repeated outlet is reported then, naming it, and never at display.
///
/// ```json
/// { "controller": "BankIdViewController",
///   "layout": ["messagesViewStackView", "bankIdImageView",
///              {"bankIdStackView": ["countLabel", "progressBar", "expandableView", "orLabel", "cancelButton"]},
///              "linksStackView"] }
/// ```
public struct ScreenLayout: Sendable, Hashable {
    /// One entry of a layout.
    public indirect enum Node: Sendable, Hashable {
        /// An outlet, with the outlets it holds when it is a stack (empty otherwise).
        case outlet(String, children: [Node])

        /// The outlet's name.
        public var name: String {
            switch self {
            case .outlet(let name, _): name
            }
        }

        /// The outlets this entry holds.
        public var children: [Node] {
            switch self {
            case .outlet(_, let children): children
            }
        }
    }

    /// The stock screen this layout rearranges (`BankIdViewController`, ...).
    public let controller: String
    /// The root stack's content, top to bottom.
    public let nodes: [Node]

    /// Makes a layout and checks it against `outlets`.
    ///
    /// - Throws: ``ScreenLayoutError`` naming the outlet that is unknown, missing,
    ///   repeated or cannot hold others.
    public init(controller: String, nodes: [Node], outlets: ScreenOutlets) throws(ScreenLayoutError) {
        self.controller = controller
        self.nodes = nodes
        try outlets.check(self)
    }

    /// Reads a layout file (JSON, shape above) and checks it against the outlets of
    /// the stock screen it names.
    ///
    /// - Throws: ``ScreenLayoutError`` naming the file and what is wrong.
    public init(json data: Data, file: String) throws(ScreenLayoutError) {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ScreenLayoutError(file: file, reason: .unreadable("not a JSON document"))
        }
        guard let object = root as? [String: Any], let controller = object["controller"] as? String,
              let layout = object["layout"] as? [Any]
        else {
            throw ScreenLayoutError(file: file, reason: .unreadable("expected {\"controller\": name, \"layout\": [...]}"))
        }
        guard let outlets = ScreenOutlets.stock[controller] else {
            throw ScreenLayoutError(file: file, reason: .unknownController(controller))
        }
        let nodes = try Self.nodes(layout, file: file)
        do {
            try self.init(controller: controller, nodes: nodes, outlets: outlets)
        } catch {
            var error = error
            error.file = file
            throw error
        }
    }

    private static func nodes(_ entries: [Any], file: String) throws(ScreenLayoutError) -> [Node] {
        var nodes: [Node] = []
        for entry in entries {
            if let name = entry as? String {
                nodes.append(.outlet(name, children: []))
            } else if let container = entry as? [String: Any], container.count == 1, let (name, value) = container.first,
                      let children = value as? [Any] {
                nodes.append(.outlet(name, children: try Self.nodes(children, file: file)))
            } else {
                throw ScreenLayoutError(file: file, reason: .unreadable("a layout entry is an outlet name or {\"stack\": [outlets]}"))
            }
        }
        return nodes
    }

    /// Every outlet named, depth first.
    var allNames: [String] {
        func names(_ nodes: [Node]) -> [String] { nodes.flatMap { [$0.name] + names($0.children) } }
        return names(nodes)
    }
}

/// The outlets of a stock screen: the views a layout must place, and which of them
/// are stacks that can hold others.
public struct ScreenOutlets: Sendable, Hashable {
    /// Every outlet, in the stock order.
    public let names: [String]
    /// The outlets that are stacks.
    public let containers: Set<String>

    /// Creates an outlet list.
    public init(names: [String], containers: Set<String>) {
        self.names = names
        self.containers = containers
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

    /// The outlets of the stock screens, by controller name.
    public static let stock: [String: ScreenOutlets] = [
        "BankIdViewController": ScreenOutlets(
            names: ["bankIdImageView", "messagesViewStackView", "linksStackView", "bankIdStackView", "progressBar",
                    "countLabel", "expandableView", "orLabel", "cancelButton"],
            containers: ["bankIdStackView"]),
        "FormViewController": ScreenOutlets(names: ["messagesStackView", "formStackView", "linksStackView"], containers: []),
        "SelectorViewController": ScreenOutlets(
            names: ["titleLabel", "messagesStackView", "selectorStackView", "buttonsStackView", "linksStackView"], containers: []),
        "PollingViewController": ScreenOutlets(
            names: ["messagesStackView", "recipientView", "statusLabel", "loadingIndicator", "progressBar", "countLabel",
                    "linksStackView", "buttonsStackView"],
            containers: []),
        "ProblemViewController": ScreenOutlets(names: ["titleView", "messagesStackView", "detailLabel", "linksStackView"], containers: []),
        "GenericViewController": ScreenOutlets(
            names: ["messagesStackView", "unsupportedLabel", "formStackView", "linksStackView"], containers: []),
        "WebAuthnViewController": ScreenOutlets(
            names: ["titleLabel", "messagesStackView", "statusView", "buttonsStackView", "linksStackView"], containers: []),
    ]
}

/// Why a screen layout was refused.
public struct ScreenLayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Sendable, Hashable {
        /// The file is not a layout document.
        case unreadable(String)
        /// The layout names a controller that has no stock outlets.
        case unknownController(String)
        /// The layout names an outlet the controller does not have.
        case unknownOutlet(String, controller: String)
        /// The layout leaves out an outlet of the controller.
        case missingOutlet(String, controller: String)
        /// The layout names an outlet twice.
        case repeatedOutlet(String)
        /// The layout puts outlets inside an outlet that is not a stack.
        case notAContainer(String)
    }

    /// The layout file, when the layout came from one.
    public var file: String?
    /// What is wrong.
    public var reason: Reason

    /// Creates an error.
    public init(file: String? = nil, reason: Reason) {
        self.file = file
        self.reason = reason
    }

    public var description: String {
        let text = switch reason {
        case .unreadable(let detail): "not a screen layout: \(detail)"
        case .unknownController(let name): "\(name) is not a stock screen with outlets"
        case .unknownOutlet(let name, let controller): "\(controller) has no outlet \(name)"
        case .missingOutlet(let name, let controller): "the layout leaves out \(controller)'s outlet \(name); place every outlet (hide it in code if unwanted)"
        case .repeatedOutlet(let name): "the outlet \(name) is placed twice"
        case .notAContainer(let name): "\(name) is not a stack and cannot hold other outlets"
        }
        return file.map { "\($0): \(text)" } ?? text
    }
}

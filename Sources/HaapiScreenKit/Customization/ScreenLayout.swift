public import Foundation

/// A different arrangement of a stock screen's outlets: customisation method 1 of
/// seed 001, the counterpart of swapping a `.xib`.
///
/// A layout lists every outlet of the screen exactly once, in display order; a
/// stack outlet may be written as `{"name": [children]}` to say what it holds.
/// Behaviour stays the stock screen's. Layouts are checked when they are made
/// (``init(json:file:screens:)``) and when registered, so a missing, unknown or
/// repeated outlet is reported then, naming it, and never at display.
///
/// ```json
/// { "controller": "BankIdViewController",
///   "layout": ["messagesViewStackView", "bankIdImageView",
///              {"bankIdStackView": ["countLabel", "progressBar", "expandableView", "buttonsStackView", "orLabel", "cancelCaptionLabel", "cancelButton"]},
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
    /// The layout's name: its file's name without the extension (`MyFormLayout` for
    /// `MyFormLayout.json`), which a screen's `nibName` names; `nil` for a layout made
    /// in code unless given one.
    public var name: String?

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
    /// the screen it names in `screens` (HaapiUI's `init(json:file:)` checks against
    /// its stock screens; pass `ViewControllerFactoryRegistry.screens` for screens
    /// modules registered).
    ///
    /// - Throws: ``ScreenLayoutError`` naming the file and what is wrong.
    public init(json data: Data, file: String, screens: ScreenCatalog) throws(ScreenLayoutError) {
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
        guard let outlets = screens.outlets(of: controller) else {
            throw ScreenLayoutError(file: file, reason: .unknownController(controller))
        }
        let nodes = try Self.nodes(layout, file: file)
        do {
            try self.init(controller: controller, nodes: nodes, outlets: outlets)
            let base = (file as NSString).lastPathComponent
            name = base.lastIndex(of: ".").map { String(base[..<$0]) } ?? base
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

/// Why a screen layout was refused.
public struct ScreenLayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Sendable, Hashable {
        /// The file is not a layout document.
        case unreadable(String)
        /// The layout names a screen that is not registered.
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
        case .unknownController(let name): "\(name) is not a registered screen with outlets"
        case .unknownOutlet(let name, let controller): "\(controller) has no outlet \(name)"
        case .missingOutlet(let name, let controller): "the layout leaves out \(controller)'s outlet \(name); place every outlet (hide it in code if unwanted)"
        case .repeatedOutlet(let name): "the outlet \(name) is placed twice"
        case .notAContainer(let name): "\(name) is not a stack and cannot hold other outlets"
        }
        return file.map { "\($0): \(text)" } ?? text
    }
}

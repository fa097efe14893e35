import Foundation
import HaapiModel

/// Every action and link the current step offered, by id: the only ones the flow sends.
///
/// Ids name where an action sits in its step (`actions[1]`, `actions[0].model.options[2]`,
/// `actions[0].model.continueActions[0]`, `actions[0].model.errorActions[0]`); an action
/// is accepted only when both its id and its value match.
///
/// It keeps the step's actions as they came (sharing their storage with the step and the
/// screen model) and finds a nested action by walking its id: a list of every nested
/// action beside them held each action twice, in memory and in the persisted state
/// (a picker of 40 authenticators: 15 KB more per flow, and its options twice in the JSON).
struct ActionCatalog: Sendable, Hashable, Codable {
    /// The step's top-level actions, nested ones inside them.
    var stepActions: [Action] = []
    var links: [LinkItemModel] = []

    /// The catalogue of a step.
    init(step: Representation) {
        stepActions = step.actions
        links = DefaultMapping.linkItems(step.links)
    }

    /// What the ids of a problem's links start with while the problem is shown on the
    /// step's screen (`problem.links[0]`).
    static let problemLinkPrefix = "problem."

    /// The catalogue of a problem: its links only.
    init(problem: Problem) {
        links = DefaultMapping.linkItems(problem.links)
    }

    init() {}

    private enum CodingKeys: String, CodingKey {
        case stepActions, links
        /// The earlier form: every action, nested ones too, with its id.
        case actions
    }

    /// Reads a saved catalogue, also in its earlier form (a list of every action with its
    /// id, nested ones included), so that a flow saved before the change still resumes:
    /// the top-level ones, in order, are the step's actions.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        links = try container.decodeIfPresent([LinkItemModel].self, forKey: .links) ?? []
        if let stepActions = try container.decodeIfPresent([Action].self, forKey: .stepActions) {
            self.stepActions = stepActions
        } else {
            let listed = try container.decodeIfPresent([InteractionActionModel].self, forKey: .actions) ?? []
            stepActions = listed.filter { !$0.id.contains(".") }.map(\.action)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stepActions, forKey: .stepActions)
        try container.encode(links, forKey: .links)
    }

    /// Whether `candidate` is offered: same id and same action.
    func offers(_ candidate: InteractionActionModel) -> Bool {
        action(id: candidate.id)?.action == candidate.action
    }

    /// The action at `id`.
    func action(id: String) -> InteractionActionModel? {
        var parts = id.split(separator: ".", omittingEmptySubsequences: false)[...]
        guard let first = parts.popFirst(), let (name, index) = Self.indexed(first), name == "actions",
            stepActions.indices.contains(index)
        else { return nil }
        var action = stepActions[index]
        while let model = parts.popFirst() {
            guard model == "model", let part = parts.popFirst(), let (name, index) = Self.indexed(part) else { return nil }
            let children = Self.children(of: action, named: name)
            guard children.indices.contains(index) else { return nil }
            action = children[index]
        }
        return InteractionActionModel(id: id, action: action)
    }

    /// Whether `link` is offered: same id and same `href`.
    func offers(_ link: LinkItemModel) -> Bool {
        links.contains { $0.id == link.id && $0.href == link.href }
    }

    /// The top-level actions (`actions[n]`).
    var topLevel: [InteractionActionModel] {
        stepActions.enumerated().map { InteractionActionModel(id: "actions[\($0.offset)]", action: $0.element) }
    }

    /// The first top-level action that `matches`, without making the others' models
    /// (a pending step looks its poll action up on every poll).
    func firstTopLevel(where matches: (Action) -> Bool) -> InteractionActionModel? {
        guard let index = stepActions.firstIndex(where: matches) else { return nil }
        return InteractionActionModel(id: "actions[\(index)]", action: stepActions[index])
    }

    /// `name[index]` as its name and index; only the id's own spelling of the index
    /// (no sign, no leading zero), so that one action has one id.
    private static func indexed(_ part: Substring) -> (Substring, Int)? {
        guard part.last == "]", let open = part.firstIndex(of: "[") else { return nil }
        let digits = part[part.index(after: open)..<part.index(before: part.endIndex)]
        guard digits.allSatisfy({ ("0"..."9").contains($0) }), digits == "0" || digits.first != "0",
            let index = Int(digits)
        else { return nil }
        return (part[..<open], index)
    }

    /// The nested actions of `action` listed under `name` (`options`, `continueActions`, `errorActions`).
    private static func children(of action: Action, named name: Substring) -> [Action] {
        switch (action.model, name) {
        case (.form(let form), "continueActions"): form.continueActions ?? []
        case (.form(let form), "errorActions"): form.errorActions ?? []
        case (.selector(let selector), "options"): selector.options
        case (.clientOperation(let operation), "continueActions"): operation.continueActions
        case (.clientOperation(let operation), "errorActions"): operation.errorActions
        default: []
        }
    }
}

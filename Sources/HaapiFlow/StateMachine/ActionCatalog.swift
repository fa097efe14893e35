import Foundation
import HaapiModel

/// Every action and link the current step offered, by id: the only ones the flow sends.
///
/// Ids name where an action sits in its step (`actions[1]`, `actions[0].model.options[2]`,
/// `actions[0].model.continueActions[0]`, `actions[0].model.errorActions[0]`); an action
/// is accepted only when both its id and its value match.
struct ActionCatalog: Sendable, Hashable, Codable {
    var actions: [InteractionActionModel] = []
    var links: [LinkItemModel] = []

    /// The catalogue of a step.
    init(step: Representation) {
        for (index, action) in step.actions.enumerated() {
            Self.collect(action, id: "actions[\(index)]", into: &actions)
        }
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

    private static func collect(_ action: Action, id: String, into list: inout [InteractionActionModel]) {
        list.append(InteractionActionModel(id: id, action: action))
        func nested(_ actions: [Action]?, _ name: String) {
            for (index, child) in (actions ?? []).enumerated() {
                collect(child, id: "\(id).model.\(name)[\(index)]", into: &list)
            }
        }
        switch action.model {
        case .form(let form):
            nested(form.continueActions, "continueActions")
            nested(form.errorActions, "errorActions")
        case .selector(let selector):
            nested(selector.options, "options")
        case .clientOperation(let operation):
            nested(operation.continueActions, "continueActions")
            nested(operation.errorActions, "errorActions")
        case .unknown:
            break
        }
    }

    /// Whether `candidate` is offered: same id and same action.
    func offers(_ candidate: InteractionActionModel) -> Bool {
        actions.contains { $0.id == candidate.id && $0.action == candidate.action }
    }

    /// The action at `id`.
    func action(id: String) -> InteractionActionModel? {
        actions.first { $0.id == id }
    }

    /// Whether `link` is offered: same id and same `href`.
    func offers(_ link: LinkItemModel) -> Bool {
        links.contains { $0.id == link.id && $0.href == link.href }
    }

    /// The top-level actions (`actions[n]`).
    var topLevel: [InteractionActionModel] {
        actions.filter { !$0.id.contains(".") }
    }
}

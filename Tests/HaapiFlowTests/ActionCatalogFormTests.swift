import Foundation
import HaapiModel
import Testing
@testable import HaapiFlow

/// The action catalogue keeps the step's actions as they came and finds a nested one by
/// walking its id; a flow saved before that (its catalogue listed every action, nested
/// ones too, with its id) still resumes.
@Suite("Action catalogue, ids and saved forms")
struct ActionCatalogFormTests {
    /// The earlier saved form of a catalogue.
    struct EarlierForm: Encodable {
        var actions: [InteractionActionModel]
        var links: [LinkItemModel]
    }

    /// Every action of `step` with its id, nested ones after their parent: what the
    /// earlier catalogue listed, made here from the model alone.
    static func everyAction(of step: Representation) -> [InteractionActionModel] {
        var listed: [InteractionActionModel] = []
        func collect(_ action: Action, id: String) {
            listed.append(InteractionActionModel(id: id, action: action))
            func nested(_ actions: [Action]?, _ name: String) {
                for (index, child) in (actions ?? []).enumerated() { collect(child, id: "\(id).model.\(name)[\(index)]") }
            }
            switch action.model {
            case .form(let form):
                nested(form.continueActions, "continueActions")
                nested(form.errorActions, "errorActions")
            case .selector(let selector): nested(selector.options, "options")
            case .clientOperation(let operation):
                nested(operation.continueActions, "continueActions")
                nested(operation.errorActions, "errorActions")
            case .unknown: break
            }
        }
        for (index, action) in step.actions.enumerated() { collect(action, id: "actions[\(index)]") }
        return listed
    }

    static let fixtures = ["selectAuthenticationWithLinks", "bankIdSameDeviceClientOperation", "usernamePassword"]

    @Test(arguments: fixtures)
    func everyNestedActionIsFoundByItsId(fixture: String) throws {
        let step = try #require(try RecordedSteps.document(fixture).representation)
        let catalogue = ActionCatalog(step: step)
        let listed = Self.everyAction(of: step)
        for action in listed {
            #expect(catalogue.action(id: action.id) == action, "\(action.id)")
            #expect(catalogue.offers(action), "\(action.id)")
        }
        #expect(catalogue.topLevel == listed.filter { !$0.id.contains(".") })
    }

    @Test func idsThatNameNoActionFindNone() throws {
        let step = try #require(try RecordedSteps.document("selectAuthenticationWithLinks").representation)
        let catalogue = ActionCatalog(step: step)
        #expect(catalogue.action(id: "actions[0].model.options[0]") != nil)
        for id in [
            "", "actions", "actions[]", "actions[01]", "actions[-1]", "actions[+0]", "actions[99]", "links[0]",
            "actions[0].options[0]", "actions[0].model", "actions[0].model.options[999]", "actions[0].model.options[0].",
            "actions[0].model.continueActions[0]", "actions[0] ", "actions[0x0]",
        ] {
            #expect(catalogue.action(id: id) == nil, "\(id)")
        }
        // An action at a real id but with another value is not offered.
        let first = try #require(catalogue.action(id: "actions[0].model.options[0]"))
        let second = try #require(catalogue.action(id: "actions[0].model.options[1]"))
        #expect(!catalogue.offers(InteractionActionModel(id: first.id, action: second.action)))
    }

    @Test(arguments: fixtures)
    func theEarlierFormReadsAsTheSameCatalogue(fixture: String) throws {
        let step = try #require(try RecordedSteps.document(fixture).representation)
        let catalogue = ActionCatalog(step: step)
        let listed = Self.everyAction(of: step)
        let earlier = try JSONEncoder().encode(EarlierForm(actions: listed, links: catalogue.links))
        let read = try JSONDecoder().decode(ActionCatalog.self, from: earlier)
        #expect(read == catalogue)
        for action in listed { #expect(read.offers(action), "\(action.id)") }
        // And the current form reads back as itself, each action once.
        let current = try JSONEncoder().encode(catalogue)
        #expect(try JSONDecoder().decode(ActionCatalog.self, from: current) == catalogue)
        if listed.count > step.actions.count { #expect(current.count < earlier.count) }
    }
}

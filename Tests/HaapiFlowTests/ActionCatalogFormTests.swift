import Foundation
import HaapiModel
import Testing
@testable import HaapiFlow

/// A flow saved before the action catalogue kept the step's actions as they came (its
/// saved form listed every action, nested ones too, with its id) still resumes.
@Suite("Action catalogue, saved forms")
struct ActionCatalogFormTests {
    /// The earlier saved form of a catalogue.
    struct EarlierForm: Encodable {
        var actions: [InteractionActionModel]
        var links: [LinkItemModel]
    }

    @Test(arguments: ["selectAuthenticationWithLinks", "bankIdSameDeviceClientOperation", "usernamePassword"])
    func theEarlierFormReadsAsTheSameCatalogue(fixture: String) throws {
        let step = try #require(try RecordedSteps.document(fixture).representation)
        let catalogue = ActionCatalog(step: step)
        // Every action with its id, nested ones after their parent, as the earlier form listed them.
        var listed: [InteractionActionModel] = []
        func list(_ id: String) {
            guard let action = catalogue.action(id: id) else { return }
            listed.append(action)
            for name in ["options", "continueActions", "errorActions"] {
                var index = 0
                while catalogue.action(id: "\(id).model.\(name)[\(index)]") != nil {
                    list("\(id).model.\(name)[\(index)]")
                    index += 1
                }
            }
        }
        for index in step.actions.indices { list("actions[\(index)]") }
        #expect(listed.count >= step.actions.count)
        let earlier = try JSONEncoder().encode(EarlierForm(actions: listed, links: catalogue.links))
        let read = try JSONDecoder().decode(ActionCatalog.self, from: earlier)
        #expect(read == catalogue)
        for action in listed { #expect(read.offers(action), "\(action.id)") }
        // And the current form reads back as itself.
        #expect(try JSONDecoder().decode(ActionCatalog.self, from: JSONEncoder().encode(catalogue)) == catalogue)
    }
}

import Foundation
import HaapiFlow
import HaapiModel
import Testing

/// Seed 001's `DataMapperRegistry`: a mapper makes the model from the input, starting
/// from `FormModel(from:)`, and only for the documents the default mapping made that
/// model of.
@Suite("DataMapperRegistry (seed 001)")
struct DataMapperRegistryTests {
    @Test func aRegisteredMapperMakesTheFormsAndLeavesOtherModels() throws {
        let registry = DataMapperRegistry()
        let returned = registry.register(modelType: FormModel.self) { input in
            var model = FormModel(from: input)
            model.extras["extraField"] = "on"
            return model
        }
        #expect(returned === registry)
        let before = registry.dataMapper
        registry.register(modelType: SelectorModel.self) { input in
            guard case .selector(var model) = DataMapper().map(input) else { return SelectorModel() }
            model.items.removeAll { $0.authenticatorType == "google" }
            return model
        }

        let form = MappingInput(document: try RecordedSteps.document("usernamePassword"))
        guard case .form(let mapped) = registry.dataMapper.map(form), case .form(let stock) = DataMapper().map(form) else {
            Issue.record("not a form")
            return
        }
        #expect(mapped.extras == ["extraField": "on"])
        #expect(mapped.interactionItems == stock.interactionItems, "FormModel(from:) is the default mapping's form")
        guard case .selector(let selector) = registry.dataMapper.map(MappingInput(document: try RecordedSteps.document("selectAuthenticationWithLinks"))) else {
            Issue.record("not a selector")
            return
        }
        #expect(selector.items.map(\.label) == ["username"])
        // A mapper taken before a registration keeps what was registered then.
        guard case .selector(let earlier) = before.map(MappingInput(document: try RecordedSteps.document("selectAuthenticationWithLinks"))) else {
            Issue.record("not a selector")
            return
        }
        #expect(earlier.items.count > 1)
    }

    @Test func aFormFromADocumentThatIsNoFormKeepsItsMessagesAndOffersNothing() throws {
        let input = MappingInput(document: try RecordedSteps.document("selectAuthenticationWithLinks"))
        let form = FormModel(from: input)
        #expect(form.interactionItems.isEmpty)
        #expect(form.links == DataMapper().map(input).model.links)
    }
}

import Foundation
import HaapiFlow
import HaapiModel
@testable import HaapiScreenKit
@testable import HaapiUI

/// Models for the view-controller tests, mapped from server documents the way the flow maps them.
enum ControllerFixtures {
    static let baseURL = URL(string: "https://login.example.com/dev/authn/authenticate")!

    /// A BankID polling step: a heading, a QR code, 170 of 180 seconds left, poll and cancel actions.
    static let bankIdStep = """
        {
          "type": "polling-step",
          "metadata": { "viewName": "authenticator/bankid/wait/index" },
          "properties": { "status": "pending", "maxWaitTime": 180, "maxWaitRemainingTime": 170 },
          "messages": [ { "text": "Start your BankID app", "classList": ["heading"] } ],
          "links": [ { "href": "data:image/png;base64,iVBORw==", "rel": "qr-code", "type": "image/png" } ],
          "actions": [
            { "template": "form", "kind": "poll", "model": { "href": "/bankid/poll", "method": "GET" } },
            { "template": "form", "kind": "cancel", "title": "Cancel", "model": { "href": "/bankid/cancel", "method": "GET", "actionTitle": "Cancel" } }
          ]
        }
        """

    static func model(_ json: String) throws -> HaapiUIModel {
        let document = try HaapiDecoder(baseURL: baseURL).decode(Array(json.utf8))
        return DataMapper().map(MappingInput(document: document))
    }

    static func bankIdModel() throws -> BankIdModel {
        guard case .bankID(let model) = try model(bankIdStep) else { throw FixtureError.unexpectedModel }
        return model
    }

    /// The recorded server responses kept with the model tests.
    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("HaapiModelTests/Fixtures")

    /// Maps the recorded document `name` (a file of `HaapiModelTests/Fixtures`).
    static func recorded(_ name: String, current: HaapiUIModel? = nil) throws -> HaapiUIModel {
        let bytes = Array(try Data(contentsOf: recordings.appendingPathComponent(name + ".json")))
        let document = try HaapiDecoder(baseURL: baseURL).decode(bytes)
        return DataMapper().map(MappingInput(document: document, currentModel: current))
    }

    static func formModel(_ name: String = "usernamePassword") throws -> FormModel {
        guard case .form(let model) = try recorded(name) else { throw FixtureError.unexpectedModel }
        return model
    }

    static func problemModel(_ name: String) throws -> ProblemModel {
        guard case .problem(let model) = try recorded(name) else { throw FixtureError.unexpectedModel }
        return model
    }

    enum FixtureError: Error { case unexpectedModel }
}

/// Records what a screen forwards to the flow.
@MainActor
final class RecordingFlowDelegate: HaapiFlowViewControllerDelegate {
    var submitted: [(InteractionActionModel, [String: String])] = []
    var selected: [SelectorItemInteractionActionModel] = []
    var followed: [LinkItemModel] = []
    var wentBack = 0

    func submit(interactionActionModel: InteractionActionModel, parameters: [String: String]) {
        submitted.append((interactionActionModel, parameters))
    }

    func select(selectorItemModel: SelectorItemInteractionActionModel) { selected.append(selectorItemModel) }

    func follow(linkItemModel: LinkItemModel) { followed.append(linkItemModel) }

    func goBack() { wentBack += 1 }
}

import Foundation
import HaapiClient
import HaapiFlow
import HaapiModel
import HaapiTesting
import HaapiUI
import Testing

// A minimal copy of HaapiUITests' `FidelityRun` (Tests/HaapiUITests/Fidelity/FidelityRun.swift),
// kept to what these tests need, until the driver moves into HaapiTesting; then
// this file goes and the tests use that one.

/// Drives the flow's state machine with documents, no server: every screen it
/// shows goes into a stock flow container, which the tests render as HTML.
@MainActor
struct DocumentFlowRun {
    nonisolated static let baseURL = URL(string: "https://login.example.com/authn/authenticate")!
    private var machine = FlowStateMachine()
    let container: HaapiFlowViewController
    private(set) var screen: FlowScreen?
    private var pendingRequest: Int?

    /// Starts the flow (it sends its authorization request).
    init(themeRegistry: ThemeRegistry = .standard) {
        container = HaapiFlowViewController(themeRegistry: themeRegistry, viewControllerFactoryRegistry: ViewControllerFactoryRegistry())
        handle(.started(parameters: [:]))
    }

    /// Answers the flow's request with `document`.
    mutating func answer(_ document: HaapiDocument) throws {
        guard let request = pendingRequest else { throw TestFailure("the flow sent no request to answer") }
        handle(.documentReceived(HaapiResponse(document: document, status: 200, url: Self.baseURL), requestID: request))
    }

    /// Answers with the document in `bytes`.
    mutating func answer(json bytes: [UInt8]) throws {
        try answer(try HaapiDecoder(baseURL: Self.baseURL).decode(bytes))
    }

    /// Presses the screen's first button that submits a form, with its fields filled in.
    mutating func submitFirstForm() throws {
        guard let model = screen?.model, let button = Self.buttons(of: model).first(where: { $0.actionModel.action.form != nil }) else {
            throw TestFailure("no form to submit on the screen")
        }
        pendingRequest = nil
        var values: [String: FormSubmission.Value] = [:]
        for field in button.actionModel.visibleFields {
            switch field.type {
            case .checkbox: values[field.name] = .checked(true)
            case .select: values[field.name] = field.options.first.map { .text($0.value) }
            default: values[field.name] = .text("123456")
            }
        }
        handle(.userSubmitted(button.actionModel, parameters: values))
    }

    private mutating func handle(_ event: FlowEvent) {
        for effect in machine.handle(event) {
            switch effect {
            case .send(let request): pendingRequest = request.id
            case .show(let screen):
                self.screen = screen
                container.show(screen)
            default: break
            }
        }
    }

    static func buttons(of model: HaapiUIModel) -> [InteractionItemButtonModel] {
        switch model {
        case .form(let form): form.buttons
        case .continueSame(let same): same.form?.buttons ?? []
        case .selector(let selector): selector.buttons
        case .polling(let polling): polling.buttons
        case .bankID(let bankID): bankID.polling.buttons
        case .webAuthn(let webAuthn): webAuthn.errorButtons
        case .generic, .problem, .oauth: []
        }
    }
}

/// The recorded documents and the hand-written ones of HaapiUITests, each with the
/// step it answers (problems and continue-same steps answer a submission).
enum StockDocuments {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let recordings = testsFolder.appendingPathComponent("HaapiModelTests/Fixtures")
    static let written = testsFolder.appendingPathComponent("HaapiUITests/FidelityDocuments")

    struct Entry: Sendable, CustomTestStringConvertible {
        var url: URL
        var base: URL?
        var testDescription: String { url.lastPathComponent }
    }

    static let entries: [Entry] = {
        struct Manifest: Decodable { var file: String; var baseStep: String? }
        var entries: [Entry] = []
        let recorded = (try? FileManager.default.contentsOfDirectory(atPath: recordings.path)) ?? []
        for name in recorded.sorted() where name.hasSuffix(".json") && !name.hasPrefix("tests-field") {
            let url = recordings.appendingPathComponent(name)
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            let answersASubmission = text.contains("\"continue-same-step\"") || text.contains("curity.se/problems")
            entries.append(Entry(url: url, base: answersASubmission ? recordings.appendingPathComponent("usernamePassword.json") : nil))
        }
        let manifest = (try? Data(contentsOf: written.appendingPathComponent("manifest.json")))
            .flatMap { try? JSONDecoder().decode([Manifest].self, from: $0) } ?? []
        for item in manifest {
            entries.append(Entry(url: written.appendingPathComponent(item.file), base: item.baseStep.map { written.appendingPathComponent($0) }))
        }
        return entries
    }()

    /// The flow run showing `entry`'s document.
    @MainActor
    static func run(_ entry: Entry, themeRegistry: ThemeRegistry = .standard) throws -> DocumentFlowRun {
        var run = DocumentFlowRun(themeRegistry: themeRegistry)
        if let base = entry.base {
            try run.answer(json: Array(try Data(contentsOf: base)))
            try run.submitFirstForm()
        }
        try run.answer(json: Array(try Data(contentsOf: entry.url)))
        return run
    }
}

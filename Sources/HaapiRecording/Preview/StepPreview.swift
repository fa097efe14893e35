public import HaapiFlow
import HaapiModel
public import HaapiUI

/// Shows HAAPI documents through the stock screens, with no server, and reports
/// every string of a document that no screen shows.
///
/// Each document is fed to the flow's state machine (`HaapiFlow/FlowStateMachine`)
/// as the answer to its request, and the screen it makes is shown in a stock flow
/// container with the theme, the strings and the language given. A problem or a
/// `continue-same-step` is shown over the step it answers: that step first, then a
/// submission, then the document. Strings that belong on a later screen (an
/// option's form, a form's `continueActions`, a client operation's fallbacks) are
/// looked for on the screen reached as a person would reach it.
///
/// A string counts as shown when a screen shows it as a whole text (see
/// ``DocumentString``); the ones on no screen are ``PreviewedStep/notShown``,
/// except those a ``DeliberateOmission`` rule leaves out on purpose.
///
/// ```swift
/// let preview = StepPreview(themeRegistry: .standard.withLanguage(tag: "nl"))
/// let step = preview.preview(try PreviewDocument(contentsOf: loginURL))
/// #expect(step.notShown.isEmpty, "\(step.notShown)")
/// let screen = step.screens[0].root   // hand it to a renderer
/// ```
@MainActor
public struct StepPreview {
    private let makeContainer: @MainActor () -> HaapiFlowViewController
    private let flowConfiguration: FlowConfiguration
    private let dataMapper: DataMapper

    /// Creates a preview with the stock screens (unless `viewControllerFactoryRegistry` says otherwise).
    ///
    /// - Parameters:
    ///   - themeRegistry: the theme, strings, language and appearance.
    ///   - viewControllerFactoryRegistry: which screen shows each model.
    ///   - dataMapper: how documents become screen models.
    ///   - flowConfiguration: how the flow behaves (it follows redirections by default).
    public init(
        themeRegistry: ThemeRegistry = .standard, viewControllerFactoryRegistry: ViewControllerFactoryRegistry = ViewControllerFactoryRegistry(),
        dataMapper: DataMapper = DataMapper(), flowConfiguration: FlowConfiguration = FlowConfiguration()
    ) {
        makeContainer = { HaapiFlowViewController(themeRegistry: themeRegistry, viewControllerFactoryRegistry: viewControllerFactoryRegistry) }
        self.dataMapper = dataMapper
        self.flowConfiguration = flowConfiguration
    }

    /// Creates a preview with an application's theme, strings, language, screens,
    /// data mapper and flow configuration: what its logins show.
    public init(application: HaapiUIKitApplication) {
        makeContainer = { application.makeFlowViewController() }
        dataMapper = application.dataMapper
        flowConfiguration = application.configuration.flowConfiguration
    }

    /// Shows `document`, over `base` when it answers a submission on that step.
    ///
    /// - Parameters:
    ///   - document: a step or a problem.
    ///   - base: the step on whose screen a problem or a `continue-same-step` is
    ///     shown (its first form is submitted first); `nil` to show `document` on its own.
    public func preview(_ document: PreviewDocument, over base: PreviewDocument? = nil) -> PreviewedStep {
        let first = start(document, over: base)
        var notes: [String] = []
        switch first {
        case .failure(let error):
            notes.append("\(document.name): \(error)")
        case .success(let run) where !run.lastAnswerShowedScreen:
            notes.append("\(document.name): \(Self.noScreen(document, result: run.result))")
        case .success:
            break
        }
        var screens: [PreviewScreen] = []
        if case .success(let run) = first, run.lastAnswerShowedScreen {
            screens.append(PreviewScreen(caption: caption(document, base: base, trail: run.trail), container: run.container, text: run.text))
        }
        var notShown: [UnshownString] = []
        var omitted: [OmittedString] = []
        for string in DocumentString.all(in: document.json) {
            if let rule = DeliberateOmission.rule(for: string, in: document.json) {
                omitted.append(OmittedString(document: document.name, string: string, rule: rule))
                continue
            }
            var unreachable: String?
            var text = ScreenText(View())
            if case .success(var run) = start(document, over: base), run.lastAnswerShowedScreen {
                let trailBefore = run.trail.count
                do {
                    try reach(string, in: &run, document: document.json)
                } catch {
                    unreachable = "\(error)"
                }
                text = run.text
                if run.trail.count > trailBefore, !screens.contains(where: { $0.text == text }) {
                    screens.append(PreviewScreen(caption: caption(document, base: base, trail: run.trail), container: run.container, text: text))
                }
            }
            if unreachable != nil || !string.isShown(on: text) {
                notShown.append(UnshownString(document: document.name, string: string, screen: text, unreachable: unreachable))
            }
        }
        return PreviewedStep(document: document, base: base, screens: screens, notes: notes, notShown: notShown, deliberatelyNotShown: omitted)
    }

    /// Shows a recorded sequence of documents in order: each step on its own, each
    /// problem and `continue-same-step` over the last step before it.
    public func preview(sequence documents: [PreviewDocument]) -> [PreviewedStep] {
        var lastStep: PreviewDocument?
        return documents.map { document in
            guard document.answersASubmission else {
                lastStep = document
                return preview(document)
            }
            return preview(document, over: lastStep)
        }
    }

    // MARK: Driving

    private func start(_ document: PreviewDocument, over base: PreviewDocument?) -> Result<PreviewRun, PreviewDriveError> {
        var run = PreviewRun(machine: FlowStateMachine(configuration: flowConfiguration, mapper: dataMapper), container: makeContainer())
        do throws(PreviewDriveError) {
            if let base {
                try run.answer(base.document)
                guard run.lastAnswerShowedScreen else { throw PreviewDriveError("\(base.name) shows no screen to submit") }
                try run.submitSomething()
            }
            try run.answer(document.document)
            return .success(run)
        } catch {
            return .failure(error)
        }
    }

    /// Takes the person to the screen that shows `string`: opens the selectors and
    /// chooses the options that hold it, and submits the form whose continue
    /// actions hold it (the server answering `continue-same-step`).
    private func reach(_ string: DocumentString, in run: inout PreviewRun, document: JSONValue) throws(PreviewDriveError) {
        let chain = string.actionChain
        for (index, element) in chain.enumerated() where element.rest.hasPrefix(".model.") {
            let template = document.value(at: element.id)?["template"]?.stringValue
            let next = chain.indices.contains(index + 1) ? chain[index + 1].id : nil
            switch template {
            case "selector":
                let listed = run.screen.map { PreviewRun.selectorItems(of: $0.model) } ?? []
                if !listed.contains(where: { $0.actionModel.id.hasPrefix(element.id + ".model.options[") }) {
                    try run.activate(element.id)
                }
            case "form" where next?.hasPrefix(element.id + ".model.continueActions[") == true:
                // An option that asks for something shows its form first, then is submitted.
                var sent = try run.activate(element.id)
                if !sent { sent = try run.activate(element.id) }
                guard sent else { throw PreviewDriveError("\(element.id) sent nothing") }
                run.note("the server answering continue-same-step")
                try run.answer(.representation(Representation(type: .continueSameStep)))
            case "form" where element.id.split(separator: ".").last?.hasPrefix("options[") == true:
                // An option with a form of its own: choosing it shows the form.
                try run.activate(element.id)
            case "client-operation" where next?.hasPrefix(element.id + ".model.errorActions[") == true:
                // A passkey screen offers its fallbacks at once; other operations when they fail.
                if !string.isShown(on: run.text) { try run.failClientOperation() }
            default:
                break
            }
        }
    }

    // MARK: Words

    private func caption(_ document: PreviewDocument, base: PreviewDocument?, trail: [String]) -> String {
        var caption = "\(document.name): \(document.kind)"
        if let base { caption += ", over \(base.name)" }
        let own = base == nil ? trail : Array(trail.dropFirst())
        if !own.isEmpty { caption += ", after " + own.joined(separator: ", then ") }
        return caption
    }

    private static func noScreen(_ document: PreviewDocument, result: FlowResult?) -> String {
        if case .representation(let step) = document.document, step.type == .redirectionStep {
            return "a redirection step: the flow follows it at once, with no screen"
        }
        guard let result else { return "the flow shows no screen for it" }
        return "the flow ends here with no screen (\(result))"
    }
}

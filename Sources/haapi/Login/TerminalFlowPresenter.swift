import HaapiFlow
import HaapiTerminal
import HaapiUI

/// The thin flow container of the command line: turns each screen of a
/// ``HaapiFlowDriver`` into a stock view controller, shows its view with a
/// terminal renderer, and sends the person's actions back to the driver.
///
/// It plays the part of `HaapiFlowViewController` (not in HaapiUI yet): polling
/// screens are updated in place, problems that belong on the current screen stay
/// there, and a rejected action is shown as a banner on the screen.
@MainActor
final class TerminalFlowPresenter: HaapiFlowViewControllerDelegate, UIStylableThemeDelegate {
    let driver: HaapiFlowDriver
    let renderer: any ViewTreeRenderer
    let themeRegistry: ThemeRegistry
    /// Views the app puts on top of every screen (the demo's hints).
    var headerViews: @MainActor (HaapiUIModel) -> [View] = { _ in [] }
    /// The screen's controller.
    private(set) var controller: BaseViewController?
    private var screenID: Int?

    init(driver: HaapiFlowDriver, renderer: any ViewTreeRenderer, themeRegistry: ThemeRegistry) {
        self.driver = driver
        self.renderer = renderer
        self.themeRegistry = themeRegistry
    }

    /// Shows the flow's screens until it ends, and returns how it ended.
    func run() async -> FlowResult {
        for await update in driver.updates {
            switch update {
            case .screen(let screen):
                present(screen)
            case .finished(let result):
                return result
            }
        }
        return .cancelled
    }

    private func present(_ screen: FlowScreen) {
        if screen.id == screenID, let controller, update(controller, with: screen.model) {
            renderer.setNeedsDisplay()
            return
        }
        if case .problem(let problem) = screen.model, let controller, controller.handleProblemModel(problem) {
            renderer.setNeedsDisplay()
            return
        }
        if case .continueSame(let same) = screen.model, let form = same.form, let controller, controller.handleFormModel(form) {
            renderer.setNeedsDisplay()
            return
        }
        let next = makeController(for: screen.model)
        next.haapiFlowViewControllerDelegate = self
        next.uiStylableThemeDelegate = self
        next.loadViewIfNeeded()
        controller?.beginAppearanceTransition(false)
        controller?.endAppearanceTransition()
        next.beginAppearanceTransition(true)
        next.endAppearanceTransition()
        let header = headerViews(screen.model)
        if !header.isEmpty {
            let root = StackView(identifier: "terminalScreen")
            root.style = next.view.style
            for view in header { root.addArrangedSubview(view) }
            root.addArrangedSubview(next.view)
            renderer.show(root)
        } else {
            renderer.show(next.view)
        }
        controller = next
        screenID = screen.id
    }

    /// Updates a polling screen in place; `false` when the screen must be replaced.
    private func update(_ controller: BaseViewController, with model: HaapiUIModel) -> Bool {
        switch (controller, model) {
        case (let bankID as BankIdViewController, .bankID(let model)):
            bankID.update(with: model)
        case (let bankID as BankIdViewController, .polling(let model)):
            bankID.update(with: model.bankIdModel)
        case (let polling as PollingViewController, .polling(let model)):
            polling.update(with: model)
        default:
            return false
        }
        return true
    }

    private func makeController(for model: HaapiUIModel) -> BaseViewController {
        switch model {
        case .form(let model): FormViewController(model: model, themeRegistry: themeRegistry)
        case .selector(let model): SelectorViewController(model: model, themeRegistry: themeRegistry)
        case .polling(let model): PollingViewController(model: model, themeRegistry: themeRegistry)
        case .bankID(let model): BankIdViewController(model: model, themeRegistry: themeRegistry)
        case .problem(let model): ProblemViewController(model: model, themeRegistry: themeRegistry)
        case .generic(let model): GenericViewController(model: model, themeRegistry: themeRegistry)
        case .webAuthn(let model): WebAuthnViewController(model: model, themeRegistry: themeRegistry)
        case .continueSame(let model):
            if let form = model.form { FormViewController(model: form, themeRegistry: themeRegistry) } else { plainScreen(model.messages, model.links) }
        case .oauth:
            plainScreen([], [])
        }
    }

    /// A screen of messages and links only.
    private func plainScreen(_ messages: [InfoMessageModel], _ links: [LinkItemModel]) -> BaseViewController {
        let screen = BaseViewController(themeRegistry: themeRegistry, screen: .genericViewController)
        screen.handleInfoMessageModels(messages)
        screen.handleLinkItemModels(links)
        return screen
    }

    // MARK: HaapiFlowViewControllerDelegate

    func submit(interactionActionModel: InteractionActionModel, parameters: [String: String]) {
        perform { driver throws(HaapiFlowError) in try await driver.submit(interactionActionModel: interactionActionModel, values: parameters) }
    }

    func select(selectorItemModel: SelectorItemInteractionActionModel) {
        perform { driver throws(HaapiFlowError) in try await driver.select(selectorItemModel: selectorItemModel) }
    }

    func follow(linkItemModel: LinkItemModel) {
        perform { driver throws(HaapiFlowError) in try await driver.follow(linkItemModel: linkItemModel) }
    }

    private func perform(_ action: @escaping @Sendable (HaapiFlowDriver) async throws(HaapiFlowError) -> Void) {
        let driver = self.driver
        Task { @MainActor in
            do {
                try await action(driver)
            } catch {
                showBanner(String(describing: error))
            }
            controller?.stopLoading()
        }
    }

    private func showBanner(_ message: String) {
        guard let controller else { return }
        let banner = NotificationBanner(identifier: "errorBanner", kind: .error, title: themeRegistry.text(.errorTitle), message: message)
        banner.style = themeRegistry.style(for: .notificationBanner)
        controller.view.view(withIdentifier: "errorBanner")?.removeFromSuperview()
        try? controller.view.insertSubview(banner, at: 0)
        renderer.setNeedsDisplay()
    }
}

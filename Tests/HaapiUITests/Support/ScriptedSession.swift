import HaapiUI

/// A screen of the scripted session: one button.
@MainActor
final class ScriptedScreen: ScreenViewController {
    let continueButton = Button(identifier: "continueButton", title: "Continue") {}

    override func loadView() {
        super.loadView()
        rootStackView.addArrangedSubview(continueButton)
    }
}

/// The smallest session: it shows one screen in its own container and ends when
/// the test says so; on a cancel request it either confirms or does nothing (a
/// lost network).
@MainActor
final class ScriptedSession: ScreenSession<String> {
    enum CancelBehaviour { case confirms, ignores }

    let cancelBehaviour: CancelBehaviour
    private(set) var performCount = 0
    private(set) var cancelRequests = 0
    private var ending: CheckedContinuation<String, Never>?

    init(cancelBehaviour: CancelBehaviour = .confirms) {
        self.cancelBehaviour = cancelBehaviour
        super.init(screenContainer: ScreenContainerViewController(themeRegistry: .standard), cancelledOutcome: "cancelled")
    }

    /// Whether ``perform()`` is under way.
    var isPerforming: Bool { ending != nil }

    override func perform() async -> String {
        performCount += 1
        screenContainer.showScreen(ScriptedScreen(themeRegistry: .standard))
        return await withCheckedContinuation { ending = $0 }
    }

    override func requestCancel() async {
        cancelRequests += 1
        if cancelBehaviour == .confirms { end("cancelled by the session") }
    }

    /// Makes ``perform()`` return `outcome`.
    func end(_ outcome: String) {
        ending?.resume(returning: outcome)
        ending = nil
    }
}

public import HaapiFlow
import HaapiModel

/// The stock screen for a `PollingModel` that is not BankID: waiting for a push
/// approval, an e-mail link, a device.
///
/// Hierarchy: `rootStackView` holding `messagesStackView`, `recipientView` (the
/// recipient of the message, when the server names one that no message names already), `statusLabel`
/// (`hui_polling_pending` or `hui_polling_failed`), `loadingIndicator`,
/// `progressBar` and `countLabel` (when the server gives wait times),
/// `linksStackView` (QR codes and links) and `buttonsStackView` (``BaseViewController/makeButtonViews(for:index:action:)``: cancel and
/// other actions).
@MainActor
open class PollingViewController: BaseViewController {
    /// The outlets this screen adds to ``BaseViewController``'s, declared once: the
    /// views take their identifiers from them and layouts are checked against them.
    public enum Outlet: String, ScreenOutletSet {
        case recipientView, statusLabel, loadingIndicator, progressBar, countLabel, buttonsStackView
    }

    nonisolated open override class var styleTarget: StyleTarget { .pollingViewController }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }

    /// The model shown.
    public private(set) var model: PollingModel
    /// Who was contacted.
    public let recipientView = MessageView(identifier: Outlet.recipientView.rawValue, style: .recipientOfCommunication, text: "")
    /// What is happening.
    public let statusLabel = Label(identifier: Outlet.statusLabel.rawValue)
    /// Runs while the status is pending.
    public let loadingIndicator = LoadingIndicator(identifier: Outlet.loadingIndicator.rawValue)
    /// How much of the wait is left.
    public let progressBar = ProgressBar(identifier: Outlet.progressBar.rawValue)
    /// The time left, in words.
    public let countLabel = Label(identifier: Outlet.countLabel.rawValue)
    /// The step's actions, such as cancel.
    public let buttonsStackView = StackView(identifier: Outlet.buttonsStackView.rawValue)

    /// Creates the screen.
    public init(model: PollingModel, themeRegistry: ThemeRegistry) {
        self.model = model
        super.init(themeRegistry: themeRegistry)
    }

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        recipientView.style = style(for: .recipientOfCommunicationMessageView)
        statusLabel.style = style(for: .label)
        loadingIndicator.style = style(for: .loadingIndicator)
        progressBar.style = style(for: .progressBar)
        countLabel.style = style(for: .label)
        buttonsStackView.style = style(for: .stackView)
        for view in [messagesStackView, recipientView, statusLabel, loadingIndicator, progressBar, countLabel,
                     linksStackView, buttonsStackView] as [View] {
            rootStackView.addArrangedSubview(view)
        }
    }

    /// Fills the views from the model.
    open override func viewDidLoad() {
        super.viewDidLoad()
        apply(model)
    }

    /// Shows a newer state of the step (each poll brings one).
    open func update(with model: PollingModel) {
        self.model = model
        if isViewLoaded { apply(model) }
    }

    private func apply(_ model: PollingModel) {
        handleInfoMessageModels(model.messages)
        handleLinkItemModels(model.links)
        // A recipient the messages already name is not shown a second time.
        let recipient = model.recipientOfCommunication.flatMap { name in
            name.isEmpty || model.messages.contains { $0.text.contains(name) } ? nil : name
        }
        recipientView.text = recipient ?? ""
        recipientView.isHidden = recipient == nil
        switch model.status {
        case .pending:
            statusLabel.text = text(.pollingPending)
            loadingIndicator.startAnimating()
        default:
            statusLabel.text = model.status == .failed ? text(.pollingFailed) : ""
            loadingIndicator.stopAnimating()
        }
        statusLabel.isHidden = statusLabel.text.isEmpty
        loadingIndicator.isHidden = !loadingIndicator.isAnimating
        if let remaining = model.maxWaitRemainingTime {
            countLabel.text = themeRegistry.remainingTimeText(seconds: Int(remaining.rounded(.up)))
            progressBar.progress = model.maxWaitTime.map { $0 > 0 ? remaining / $0 : 0 } ?? 0
        }
        countLabel.isHidden = model.maxWaitRemainingTime == nil
        progressBar.isHidden = model.maxWaitRemainingTime == nil || model.maxWaitTime == nil
        for view in buttonsStackView.subviews { view.removeFromSuperview() }
        for (index, button) in model.buttons.enumerated() {
            for view in makeButtonViews(for: button, index: index, action: { [weak self] in self?.submit(button.actionModel) }) {
                buttonsStackView.addArrangedSubview(view)
            }
        }
        buttonsStackView.isHidden = model.buttons.isEmpty
    }
}

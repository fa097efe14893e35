public import HaapiFlow
import HaapiModel

/// The BankID screen of seed 000, themed with `BankIdViewController` styles.
///
/// Its root stack holds, top to bottom: `bankIdImageView` (the BankID logo),
/// `messagesViewStackView`, `linksStackView` (which shows the QR code), and
/// `bankIdStackView` holding `progressBar`, `countLabel`, `expandableView` (the
/// scanning instructions, its content `instructionLabel`), `buttonsStackView` (the
/// step's other forms, such as "Open BankID on this device", each with its caption,
/// while it is not done;
/// hidden when there are none), `orLabel`, `cancelCaptionLabel` (the cancel action's
/// own title when it says more than its button) and `cancelButton`. Views are removed with `removeFromSuperview()` and added with
/// `ScreenViewController.insertView(_:aboveView:)` / `ScreenViewController.insertView(_:belowView:)`.
///
/// Texts: `hui_bankid_instruction_title_1`, `hui_bankid_instruction_body_1`
/// (its `%@` is `ThemeRegistry.durationText(seconds:)` of the step's
/// `maxWaitTime`), `hui_polling_seconds_remaining` / `hui_polling_minutes_remaining`
/// in `countLabel`, `hui_or` (shown only between a QR code or link and the cancel
/// button, never before a lone Cancel), and `hui_cancel` when the server gives the
/// cancel button no title.
///
/// Subclass it as the seed shows:
///
/// ```swift
/// class CustomBankIdViewController: BankIdViewController {
///     init(model: PollingModel, themeRegistry: ThemeRegistry) {
///         super.init(model: model, themeRegistry: themeRegistry)
///         // Your implementation
///     }
/// }
/// ```
@MainActor
open class BankIdViewController: BaseViewController {
    /// The outlets this screen adds to ``BaseViewController``'s, declared once: the
    /// views take their identifiers from them and layouts are checked against them.
    public enum Outlet: String, ScreenOutletSet {
        case bankIdImageView, bankIdStackView, progressBar, countLabel, expandableView, buttonsStackView, orLabel
        case cancelCaptionLabel, cancelButton
        public static let containers: Set<Outlet> = [.bankIdStackView, .buttonsStackView]
    }

    nonisolated open override class var styleTarget: StyleTarget { .bankIdViewController }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }
    /// Seed 000 calls the messages stack `messagesViewStackView`.
    nonisolated open override class var messagesStackViewIdentifier: String { "messagesViewStackView" }

    /// The model shown.
    public private(set) var model: BankIdModel

    /// The BankID logo (the image named by the screen style's `imageName`).
    public let bankIdImageView = ImageView(identifier: Outlet.bankIdImageView.rawValue)
    /// Holds the polling views: progress, count, instructions, separator, cancel.
    public let bankIdStackView = StackView(identifier: Outlet.bankIdStackView.rawValue)
    /// How much of the wait is left.
    public let progressBar = ProgressBar(identifier: Outlet.progressBar.rawValue)
    /// The time left, in words.
    public let countLabel = Label(identifier: Outlet.countLabel.rawValue)
    /// The scanning instructions.
    public let expandableView = ExpandableView(identifier: Outlet.expandableView.rawValue, title: "")
    /// The content of ``expandableView``.
    public let instructionLabel = Label(identifier: "instructionLabel")
    /// The step's forms besides polling and cancelling, as buttons with their captions.
    public let buttonsStackView = StackView(identifier: Outlet.buttonsStackView.rawValue)
    /// The cancel action's own title ("Sign in some other way"), when it says more than the button.
    public let cancelCaptionLabel = Label(identifier: Outlet.cancelCaptionLabel.rawValue)
    /// "Or", between the QR code and the cancel button.
    public let orLabel = Label(identifier: Outlet.orLabel.rawValue)
    /// Cancels the BankID step.
    public let cancelButton = Button(identifier: Outlet.cancelButton.rawValue, type: .secondary, title: "", role: .cancel)

    /// Seed 000's name for the messages stack (the same view as ``BaseViewController/messagesStackView``).
    public var messagesViewStackView: StackView { messagesStackView }

    /// Creates the screen for a `BankIdModel`, or for a `PollingModel` (whose
    /// first image link is taken as the QR code).
    ///
    /// The model parameter is generic so that a subclass can declare seed 000's
    /// `init(model: PollingModel, themeRegistry: ThemeRegistry)` without `override`
    /// and call this initialiser from it.
    public init(model: some BankIdScreenModel, themeRegistry: ThemeRegistry) {
        self.model = model.bankIdModel
        super.init(themeRegistry: themeRegistry)
    }

    /// Builds seed 000's hierarchy.
    open override func loadView() {
        super.loadView()
        bankIdImageView.image = .named(themeRegistry.style(for: .bankIdViewController).imageName(.imageName) ?? "bankid_logo")
        bankIdImageView.accessibilityLabel = text(.bankIdLogo)
        bankIdImageView.style = style(for: .imageView)
        bankIdStackView.style = style(for: .stackView)
        bankIdStackView.spacing = bankIdStackView.style.spacing
        progressBar.style = style(for: .progressBar)
        countLabel.style = style(for: .label)
        expandableView.style = style(for: .expandableView)
        expandableView.title = text(.bankIdInstructionTitle1)
        expandableView.setContentView(instructionLabel)
        instructionLabel.style = style(for: .label)
        orLabel.text = text(.or)
        orLabel.style = style(for: .label)
        buttonsStackView.style = style(for: .stackView)
        cancelCaptionLabel.style = style(for: .label)
        cancelButton.style = style(for: .button(cancelButton.type))
        cancelButton.action = { [weak self] in self?.cancel() }

        for view in [bankIdImageView, messagesStackView, linksStackView, bankIdStackView] as [View] {
            rootStackView.addArrangedSubview(view)
        }
        for view in [progressBar, countLabel, expandableView, buttonsStackView, orLabel, cancelCaptionLabel, cancelButton] as [View] {
            bankIdStackView.addArrangedSubview(view)
        }
    }

    /// Fills the views from the model.
    open override func viewDidLoad() {
        super.viewDidLoad()
        apply(model)
    }

    /// Shows a newer state of the step (each poll brings one).
    open func update(with model: BankIdModel) {
        self.model = model
        if isViewLoaded { apply(model) }
    }

    /// Shows `seconds` left in ``countLabel`` and ``progressBar``, for renderers
    /// that count down between polls.
    open func updateCountdown(remainingSeconds seconds: Int) {
        countLabel.text = themeRegistry.remainingTimeText(seconds: seconds)
        countLabel.isHidden = false
        if let total = model.polling.maxWaitTime, total > 0 {
            progressBar.progress = Double(seconds) / total
            progressBar.isHidden = false
        }
    }

    /// Submits the step's cancel action; does nothing when the step has none.
    open func cancel() {
        guard let button = model.polling.cancelButton else { return }
        submit(button.actionModel)
    }

    private func apply(_ model: BankIdModel) {
        handleInfoMessageModels(model.messages)
        var links = model.links
        if let qrCode = model.qrCode, !links.contains(where: { $0.id == qrCode.id }) { links.insert(qrCode, at: 0) }
        handleLinkItemModels(links)

        let polling = model.polling
        if let remaining = polling.maxWaitRemainingTime ?? polling.maxWaitTime {
            updateCountdown(remainingSeconds: Int(remaining.rounded(.up)))
        } else {
            countLabel.isHidden = true
            progressBar.isHidden = true
        }
        if let validity = polling.maxWaitTime ?? polling.maxWaitRemainingTime {
            let duration = themeRegistry.durationText(seconds: Int(validity.rounded()))
            instructionLabel.text = text(.bankIdInstructionBody1, .text(duration))
            expandableView.isHidden = false
        } else {
            // The instructions name how long the code is valid; without a time they are left out.
            expandableView.isHidden = true
        }
        let cancel = polling.cancelButton
        // When the step is done the flow follows its way on by itself: no button for it.
        let others = polling.status == .done ? [] : polling.buttons.filter { $0.actionModel.kind != .cancel }
        for view in buttonsStackView.subviews { view.removeFromSuperview() }
        for (index, button) in others.enumerated() {
            for view in makeButtonViews(for: button, index: index, action: { [weak self] in self?.submit(button.actionModel) }) {
                buttonsStackView.addArrangedSubview(view)
            }
        }
        buttonsStackView.isHidden = others.isEmpty
        cancelCaptionLabel.text = cancel?.actionModel.caption?.text ?? ""
        cancelCaptionLabel.isHidden = cancelCaptionLabel.text.isEmpty
        cancelButton.title = cancel?.label ?? text(.cancel)
        cancelButton.actionIdentifier = cancel?.actionModel.id
        cancelButton.isHidden = cancel == nil
        // "Or" stands between alternatives: the QR code or a link to the app, and Cancel;
        // never before a lone Cancel.
        orLabel.isHidden = cancel == nil || links.isEmpty
    }
}

/// A model the BankID screen can show: `BankIdModel` itself, or a `PollingModel`.
public protocol BankIdScreenModel: Sendable {
    /// The model as the BankID screen shows it.
    var bankIdModel: BankIdModel { get }
}

extension BankIdModel: BankIdScreenModel {
    /// The model itself.
    public var bankIdModel: BankIdModel { self }
}

extension PollingModel: BankIdScreenModel {
    /// The polling state, with the first image link as the QR code.
    public var bankIdModel: BankIdModel { BankIdModel(polling: self, qrCode: images.first) }
}

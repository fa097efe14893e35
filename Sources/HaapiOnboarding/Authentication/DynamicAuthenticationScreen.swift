import HaapiUI
public import HaapiScreenKit
import Logging

/// Asks for the pieces of information an authentication needs, described by
/// ``informationFields`` (seed 002's `FUIDynamicAuthenticationScreen`;
/// `FUIDynamicAuthenticationScreen` is an alias).
///
/// Done is enabled when every field holds something (within
/// `CredentialLimits.secret`); it calls
/// ``DynamicAuthenticationDelegate/verify(_:informationStrings:completion:)`` and
/// waits, cancellable, for the completion, whose message shows in the error
/// banner. Secure fields are cleared after every answer.
///
/// Hierarchy (outlets, styled by `fdlFUIDynamicAuthenticationScreen_<outlet>`):
/// `rootStackView` holding `messageBanner` (`messageBannerDividerTop`,
/// `messageBannerTitleLabel`: ``message``), `errorMessageBanner`
/// (`errorMessageBannerDividerTop`, `errorMessageBannerTitleLabel`),
/// `detailLabel`, `informationFieldsStackView` (one text field per information
/// field, `informationField-0`, `informationField-1`, ...), `loadingIndicatorView`,
/// `doneButton` and `cancelButton`.
@MainActor
open class DynamicAuthenticationScreen: OnboardingScreen {
    /// The outlets of the screen.
    public enum Outlet: String, ScreenOutletSet {
        case messageBanner, errorMessageBanner, detailLabel, informationFieldsStackView, loadingIndicatorView, doneButton
        case cancelButton
        public static let containers: Set<Outlet> = [.informationFieldsStackView]
    }

    nonisolated open override class var styleTarget: StyleTarget { .dynamicAuthenticationScreen }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }
    nonisolated open override class var navigationBarStyleClass: OnboardingStyleClass? { .dynamicAuthNavigationBar }

    /// Where Done and Cancel go. Held weakly: keep it alive.
    public weak var delegate: (any DynamicAuthenticationDelegate)?

    /// The fields to ask for; setting them rebuilds the entries.
    public var informationFields: [AuthenticationInformationField] = [] {
        didSet { if isViewLoaded { rebuildFields() } }
    }

    /// The message shown in the message banner (`nil` hides it).
    public var message: String? {
        didSet { if isViewLoaded { showMessage() } }
    }

    /// The information banner above the fields.
    public let messageBanner = StackView(identifier: Outlet.messageBanner.rawValue)
    /// The line above the message.
    public let messageBannerDividerTop = View(identifier: "messageBannerDividerTop")
    /// The message's text.
    public let messageBannerTitleLabel = Label(identifier: "messageBannerTitleLabel")
    /// The error banner above the fields.
    public let errorMessageBanner = StackView(identifier: Outlet.errorMessageBanner.rawValue)
    /// The line above the error.
    public let errorMessageBannerDividerTop = View(identifier: "errorMessageBannerDividerTop")
    /// The error's text.
    public let errorMessageBannerTitleLabel = Label(identifier: "errorMessageBannerTitleLabel")
    /// What to enter.
    public let detailLabel = MessageView(identifier: Outlet.detailLabel.rawValue, style: .content, text: "")
    /// Holds one text field per information field.
    public let informationFieldsStackView = StackView(identifier: Outlet.informationFieldsStackView.rawValue)
    /// Shown while the delegate verifies.
    public let loadingIndicatorView = LoadingIndicator(identifier: Outlet.loadingIndicatorView.rawValue)
    /// Done.
    public let doneButton = Button(identifier: Outlet.doneButton.rawValue, type: .primary, title: "")
    /// Cancel.
    public let cancelButton = Button(identifier: Outlet.cancelButton.rawValue, type: .text, title: "", role: .cancel)
    /// The text fields, one per information field, in order.
    public private(set) var informationTextFields: [TextField] = []

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        messageBanner.style = style(for: .notificationBanner)
        messageBannerDividerTop.style = style(.dynamicAuthMessageBannerDividerTop)
        messageBannerTitleLabel.style = style(.dynamicAuthMessageBannerTitleLabel)
        messageBanner.addArrangedSubview(messageBannerDividerTop)
        messageBanner.addArrangedSubview(messageBannerTitleLabel)
        errorMessageBanner.style = style(for: .notificationBanner)
        errorMessageBannerDividerTop.style = style(.dynamicAuthErrorMessageBannerDividerTop)
        errorMessageBannerTitleLabel.style = style(.dynamicAuthErrorMessageBannerTitleLabel)
        errorMessageBanner.addArrangedSubview(errorMessageBannerDividerTop)
        errorMessageBanner.addArrangedSubview(errorMessageBannerTitleLabel)
        errorMessageBanner.isHidden = true
        detailLabel.style = style(.dynamicAuthDetailLabel)
        detailLabel.text = text(.onboardingDynamicAuthDetail)
        informationFieldsStackView.style = style(for: .stackView)
        loadingIndicatorView.style = style(for: .loadingIndicator)
        loadingIndicatorView.isHidden = true
        doneButton.style = style(.dynamicAuthDoneButton)
        doneButton.title = text(.onboardingDone)
        doneButton.action = { [weak self] in self?.done() }
        cancelButton.style = style(.dynamicAuthCancelButton)
        cancelButton.title = text(.onboardingCancel)
        cancelButton.action = { [weak self] in self?.cancel() }
        for view in [messageBanner, errorMessageBanner, detailLabel, informationFieldsStackView, loadingIndicatorView, doneButton,
                     cancelButton] as [View] {
            rootStackView.addArrangedSubview(view)
        }
        showMessage()
        rebuildFields()
    }

    private func showMessage() {
        messageBannerTitleLabel.text = message ?? ""
        messageBanner.isHidden = message == nil
        contentDidChange()
    }

    private func rebuildFields() {
        for field in informationTextFields { field.removeFromSuperview() }
        informationTextFields = informationFields.enumerated().map { index, field in
            let textField = TextField(
                identifier: "informationField-\(index)", name: "information\(index)", label: field.placeholder,
                placeholder: field.placeholder, text: field.isSecureText ? "" : field.informationString ?? "",
                isSecure: field.isSecureText)
            textField.style = style(.dynamicAuthInformationTextField)
            textField.onTextChange = { [weak self] _ in self?.fieldsChanged() }
            return textField
        }
        for field in informationTextFields { informationFieldsStackView.addArrangedSubview(field) }
        fieldsChanged()
        contentDidChange()
    }

    /// Enables Done when every field holds something within the limit.
    func fieldsChanged() {
        var complete = !informationTextFields.isEmpty
        for field in informationTextFields {
            let tooLong = field.text.count > CredentialLimits.secret
            field.errorText = tooLong ? text(.onboardingFieldTooLong, .int(CredentialLimits.secret)) : nil
            if tooLong || field.text.trimmingWhiteSpace().isEmpty { complete = false }
        }
        doneButton.isEnabled = complete && !isWaitingForDelegate
    }

    /// Sends the values to the delegate and waits for its completion.
    open func done() {
        fieldsChanged()
        guard doneButton.isEnabled else { return }
        guard let delegate else { return delegateMissing("verify(_:informationStrings:completion:)") }
        errorMessageBanner.isHidden = true
        let values = informationTextFields.map(\.text)
        let wait = beginWaiting(for: "verify(_:informationStrings:completion:)")
        delegate.verify(self, informationStrings: values) { [weak self] message in
            Task { @MainActor in self?.finishVerify(wait, errorMessage: message) }
        }
    }

    private func finishVerify(_ wait: DelegateWait, errorMessage: String?) {
        guard takeAnswer(wait) else { return }
        for field in informationTextFields where field.isSecure { field.setText("") }
        showError(errorMessage)
    }

    /// Abandons a verification under way and tells the delegate.
    open func cancel() {
        abandonWaiting()
        for field in informationTextFields where field.isSecure { field.setText("") }
        guard let delegate else { return report(.delegateMissing(method: "didCancel(_:)")) }
        delegate.didCancel(self)
    }

    /// Shows `message` in the error banner (or hides it when `nil`).
    open override func showError(_ message: String?) {
        errorMessageBannerTitleLabel.text = message ?? ""
        errorMessageBanner.isHidden = message == nil
        fieldsChanged()
        if message != nil { contentDidChange() }
    }

    /// Locks the fields (but not Cancel) while the delegate verifies.
    open override func waitingDidChange() {
        let waiting = isWaitingForDelegate
        loadingIndicatorView.setRunning(waiting)
        for field in informationTextFields { field.isEnabled = !waiting }
        fieldsChanged()
        progressDidChange()
    }

    /// Says in the message banner that verifying takes long; Cancel stays available.
    open override func delegateIsLate() {
        messageBannerTitleLabel.text = text(.onboardingStillWaiting)
        messageBanner.isHidden = false
        contentDidChange()
    }
}

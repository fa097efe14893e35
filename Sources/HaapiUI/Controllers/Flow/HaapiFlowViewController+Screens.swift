public import Foundation
public import HaapiFlow

extension HaapiFlowViewController {
    // MARK: Diagnostics

    /// Shows a diagnostic of the flow driver and passes it to ``onDiagnostic``.
    ///
    /// A `stuckScreen` diagnostic for the current screen (a screen that took the
    /// person's action but forwarded nothing) stops the loading indicator and
    /// shows a warning banner (`hui_stuck_screen_title`, `hui_stuck_screen_message`),
    /// so the person is not left waiting; ``reportedStuckScreen`` holds it until
    /// the next screen. Other diagnostics only go to ``onDiagnostic``.
    public func report(_ diagnostic: FlowDiagnostic) {
        loadViewIfNeeded()
        if case .stuckScreen(let screenID, _, _, _) = diagnostic, currentScreenID == nil || currentScreenID == screenID {
            reportedStuckScreen = diagnostic
            stopLoading()
            showBanner(kind: .warning, title: text(.stuckScreenTitle), message: text(.stuckScreenMessage))
        }
        onDiagnostic?(diagnostic)
    }

    /// Shows an action the flow refused or could not take in the banner, in the
    /// person's words (`PresentableError.presentation`; the error's `description` is
    /// for logs), and stops loading.
    public func reportActionFailure(_ error: some PresentableError) {
        stopLoading()
        let presentation = error.presentation
        showBanner(kind: .error, title: text(presentation.title), message: text(presentation.message, arguments: presentation.arguments))
    }

    /// Shows the address of a browser page that no program could open here, so that
    /// the person opens it themselves (`hui_external_browser_open_address` over it): a
    /// `SystemURLOpener`'s presenter calls it, and the flow goes on waiting for the page.
    ///
    /// ```swift
    /// let opener = SystemURLOpener(presenter: { url in
    ///     await MainActor.run { session.flowViewController.showBrowserAddress(url) }
    ///     return true
    /// })
    /// ```
    public func showBrowserAddress(_ url: URL) {
        showBanner(kind: .info, title: text(.externalBrowserOpenAddress), message: url.absoluteString)
    }

    // MARK: Updating in place

    /// Updates `current` with a new model of the same flow screen and says what
    /// changed; `nil` when the screen must be replaced.
    func updateInPlace(_ current: any HaapiUIViewController, with model: HaapiUIModel) -> DisplayChange? {
        switch (current, model) {
        case (let bankID as BankIdViewController, .bankID(let model)):
            bankID.update(with: model)
        case (let bankID as BankIdViewController, .polling(let model)):
            bankID.update(with: model.bankIdModel)
        case (let polling as PollingViewController, .polling(let model)):
            polling.update(with: model)
        case (_, .form(let form)):
            return updateForm(of: current, with: form, messages: nil) ? .content : nil
        case (_, .continueSame(let same)):
            guard let form = same.form else { return nil }
            return updateForm(of: current, with: form, messages: same.messages.isEmpty ? nil : same.messages) ? .content : nil
        case (let replacement, _) where !(replacement is BaseViewController):
            return replacement.update(with: model) ? .content : nil
        default:
            return nil
        }
        return .progress
    }

    /// Gives `current` new content for its form, then its messages and problem.
    private func updateForm(of current: any HaapiUIViewController, with form: FormModel, messages: [InfoMessageModel]?) -> Bool {
        guard current.handleFormModel(form) else { return false }
        stopLoading()
        notificationBanner.isHidden = true
        current.handleInfoMessageModels(messages ?? form.messages)
        if let problem = form.problem, !current.handleProblemModel(problem) { showBanner(for: problem) }
        return true
    }
}

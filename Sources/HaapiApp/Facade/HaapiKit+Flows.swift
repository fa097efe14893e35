public import Foundation
import HaapiOnboarding
import HaapiUI
import Logging

extension HaapiKit {
    // MARK: URLs

    /// Handles `url` (seed 003's `handleURL`): a login, an onboarding or activation,
    /// or a sign-in to approve. The flow is handed to the delegate to present; the call
    /// returns when it ended.
    ///
    /// `calledFromExternalApp` says the URL came from another app (a deep link); it is
    /// logged, and flows that act on the person's behalf always ask them first.
    ///
    /// An activation link (action `activate`) that arrives while an onboarding on screen
    /// waits for one (seed 002's "launch with link") continues that onboarding instead of
    /// starting another; the call then returns that onboarding's result, or throws at
    /// once when the link is refused (the onboarding shows why and keeps waiting).
    ///
    /// - Throws: ``HaapiKitError/urlNotRecognized(_:)`` (not the facade's URL; the app may
    ///   handle it; thrown at once), ``HaapiKitError/urlActionNotSupported(action:)`` and
    ///   ``HaapiKitError/invalidInput(_:)`` (a parameter missing or malformed, an onboarding
    ///   the link carries that cannot be read: thrown after the person dismissed the error
    ///   screen), and the errors of the flow.
    public func handleURL(_ url: URL, calledFromExternalApp: Bool = false) async throws(HaapiKitError) -> HaapiKitResult {
        if let waiting = onboardingWaitingForLink(url) { return try await continueOnboarding(waiting, with: url) }
        let presentation = try makePresentation(try start(for: url, calledFromExternalApp: calledFromExternalApp))
        return try await presentAndWait(presentation)
    }

    /// The closure form of ``handleURL(_:calledFromExternalApp:)``: returns the
    /// presentation at once (present it), then calls `success` or `failure` once, on the
    /// main actor, when it ended. A URL that is not the facade's gives a presentation
    /// that ends at once with ``HaapiKitError/urlNotRecognized(_:)``; one of the facade's
    /// that cannot be used shows the error screen and calls `failure` when it is dismissed.
    @discardableResult
    public func handleURL(
        _ url: URL, calledFromExternalApp: Bool = false, success: @escaping @MainActor (HaapiKitResult) -> Void,
        failure: @escaping @MainActor (HaapiKitError) -> Void
    ) -> HaapiKitPresentation {
        if let waiting = onboardingWaitingForLink(url) {
            Task { @MainActor in
                do throws(HaapiKitError) { success(try await continueOnboarding(waiting, with: url)) } catch { failure(error) }
            }
            return waiting
        }
        let presentation = presentation { () throws(HaapiKitError) in try start(for: url, calledFromExternalApp: calledFromExternalApp) }
        report(presentation, success: success, failure: failure)
        return presentation
    }

    /// The presentation on screen whose onboarding waits for an activation link, when
    /// `url` is the facade's activation link.
    package func onboardingWaitingForLink(_ url: URL) -> HaapiKitPresentation? {
        guard let presentation = currentPresentation, let session = presentation.onboarding?.session,
              session.sequence.acceptsActivationLink,
              case .activation? = try? configured?.router.route(for: url) else { return nil }
        return presentation
    }

    /// Hands `url` to the onboarding `presentation` shows and waits for its end.
    private func continueOnboarding(_ presentation: HaapiKitPresentation, with url: URL) async throws(HaapiKitError) -> HaapiKitResult {
        guard let (session, adapter) = presentation.onboarding else { throw .flowInProgress }
        logger.info("activation link handed to the onboarding on screen")
        guard await session.openActivationLink(url) else { throw adapter.linkRefusal ?? .flowInProgress }
        return try await presentation.outcome().get()
    }

    /// What `url` starts: its route; for a URL of the facade that cannot be used (a
    /// parameter missing or malformed, an action this version does not support), the
    /// error screen the seed asks for, whose dismissal reports the error. A URL that is
    /// not the facade's is the app's to handle: it is reported at once.
    private func start(for url: URL, calledFromExternalApp: Bool) throws(HaapiKitError) -> HaapiKitPresentation.Start {
        let router = try requireConfigured().router
        let route: HaapiKitRoute
        do {
            route = try router.route(for: url)
        } catch {
            guard case .urlNotRecognized = error else {
                logger.info("URL not usable", metadata: ["error": .string(error.description), "external": .stringConvertible(calledFromExternalApp)])
                return .unusable(error)
            }
            throw error
        }
        logger.info("URL handled", metadata: ["route": .string(route.kindName), "external": .stringConvertible(calledFromExternalApp)])
        return .route(route)
    }

    // MARK: QR codes

    /// Scans a QR code and handles the URL it holds (seed 003's `qrScanFlow`), through
    /// the onboarding module's scanner: the app's camera (``qrCodeSource``), an image
    /// file, or typed text.
    ///
    /// - Parameter showDialogOnFail: whether a code that cannot be used (or a camera the
    ///   person did not allow) is shown on an error screen first; otherwise the error is
    ///   returned at once.
    /// - Throws: ``HaapiKitError/flowClosed`` when the person closed the scanner,
    ///   ``HaapiKitError/cameraPermissionDenied``, the errors of ``handleURL(_:calledFromExternalApp:)``
    ///   for the code's URL, and the errors of its flow.
    public func qrScanFlow(showDialogOnFail: Bool = true) async throws(HaapiKitError) -> HaapiKitResult {
        try await presentAndWait(try makePresentation(.scan(showDialogOnFail: showDialogOnFail)))
    }

    /// The closure form of ``qrScanFlow(showDialogOnFail:)``; see
    /// ``handleURL(_:calledFromExternalApp:success:failure:)``.
    @discardableResult
    public func qrScanFlow(
        showDialogOnFail: Bool = true, success: @escaping @MainActor (HaapiKitResult) -> Void,
        failure: @escaping @MainActor (HaapiKitError) -> Void
    ) -> HaapiKitPresentation {
        let presentation = presentation { () throws(HaapiKitError) in .scan(showDialogOnFail: showDialogOnFail) }
        report(presentation, success: success, failure: failure)
        return presentation
    }
}

extension HaapiKitRoute {
    /// The route's kind, for logs (never its parameters).
    var kindName: String {
        switch self {
        case .login: "login"
        case .onboarding: "onboarding"
        case .activation: "activation"
        case .approveSignIn: "approve-sign-in"
        case .appAction: "app-action"
        }
    }
}

extension HaapiKit {
    // MARK: Unlocking

    /// Opens the app's secure store with the passcode screens (biometrics first when
    /// the setup has them). "Forgot your PIN?" ends with ``HaapiKitError/userForgotPIN``
    /// when the secret sets ``HaapiKitFeatureFlags/customForgotPinButton``.
    ///
    /// - Throws: ``HaapiKitError/flowCancelled``, ``HaapiKitError/userForgotPIN``, and
    ///   the errors every flow may end with.
    public func unlockFlow(_ setup: HaapiKitUnlockSetup) async throws(HaapiKitError) -> HaapiKitResult {
        try await presentAndWait(try makePresentation(.unlock(setup)))
    }

    /// The closure form of ``unlockFlow(_:)``; see ``handleURL(_:calledFromExternalApp:success:failure:)``.
    @discardableResult
    public func unlockFlow(
        _ setup: HaapiKitUnlockSetup, success: @escaping @MainActor (HaapiKitResult) -> Void,
        failure: @escaping @MainActor (HaapiKitError) -> Void
    ) -> HaapiKitPresentation {
        let presentation = presentation { () throws(HaapiKitError) in .unlock(setup) }
        report(presentation, success: success, failure: failure)
        return presentation
    }
}

import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel
import HaapiUI
import Logging

extension HaapiKit {
    // MARK: Push tokens

    /// Takes the device's new push token (seed 003's `handleNewFirebaseToken`) and
    /// registers it with the issuer (the secret's push devices endpoint) for the
    /// signed-in account; without tokens yet it is registered after the next login.
    ///
    /// - Throws: ``HaapiKitError/notConfigured``; ``HaapiKitError/invalidInput(_:)`` for an
    ///   empty or oversized token; ``HaapiKitError/internalError(message:)`` when the
    ///   issuer refused it.
    public func handleNewPushToken(_ token: String) async throws(HaapiKitError) {
        _ = try requireConfigured()
        guard !token.isEmpty, token.utf8.count <= 4096, token.allSatisfy({ $0.isASCII && !$0.isWhitespace && !$0.isNewline }) else {
            throw .invalidInput("push token: empty, longer than 4096 bytes, or not printable ASCII")
        }
        pushToken = token
        try await registerPushToken(required: true)
    }

    /// Takes the device's new push token at once, in a context that cannot wait (seed
    /// 003's `handleNewFirebaseToken`, called from a push service's delegate): the token
    /// is kept and registered in the background. Nothing is lost when that fails: the
    /// failure is logged, and the token is registered after the next login. A token that
    /// is not one (empty, over 4096 bytes, not printable ASCII) is logged and ignored.
    public func handleNewPushToken(_ token: String) {
        Task { @MainActor in
            do throws(HaapiKitError) {
                try await handleNewPushToken(token)
            } catch {
                logger.warning("push token not taken now", metadata: ["reason": .string(error.description)])
            }
        }
    }

    /// How long a completion-form delegate's push token may take
    /// (`HaapiKitDelegate.pushToken(for:completion:)`) before it counts as none.
    public static let pushTokenPatience: Duration = .seconds(30)

    /// Registers the push token (the app's latest, else the delegate's) when there is
    /// an endpoint, tokens, and it is not registered yet. After a login failures are
    /// logged only; `required` makes them errors.
    func registerPushToken(required: Bool = false) async throws(HaapiKitError) {
        guard let configured, let endpoint = configured.secret.pushDevicesEndpoint else { return }
        var token = pushToken
        if token == nil, let delegate {
            token = try? await delegate.pushToken(for: self)
        }
        guard let token, token != registeredPushToken else { return }
        guard (try? await configured.client.validTokens()) != nil else {
            logger.info("push token kept until a login (no tokens yet)")
            return
        }
        var request = TransportRequest(method: "POST", url: endpoint)
        request.headers["Content-Type"] = MediaType.formURLEncoded
        request.body = Data(PercentEncoding.encode([(name: "token", value: token)]).utf8)
        let failure: String
        do {
            let response = try await configured.client.sendAuthorized(request)
            if (200..<300).contains(response.status) {
                registeredPushToken = token
                logger.info("push token registered", metadata: ["token": .string(String(token.prefix(6)) + "…")])
                return
            }
            failure = "the issuer answered \(response.status)"
        } catch {
            failure = "\(error)"
        }
        logger.warning("push token not registered", metadata: ["reason": .string(failure)])
        if required { throw .internalError(message: "the push token could not be registered: \(failure)") }
    }

    // MARK: Notifications

    /// Handles a remote notification (seed 003's `onRemoteNotificationReceived`): one
    /// meant for the facade (a sign-in to approve) is presented through the delegate
    /// and the call returns when its flow ended.
    ///
    /// - Throws: ``HaapiKitError/notHaapiKitNotification`` for anything else (the app
    ///   handles it); ``HaapiKitError/invalidInput(_:)`` for a malformed payload or a
    ///   request answered before; the errors of the approval.
    ///
    /// A sign-in request that arrives while another flow is on screen fails with
    /// ``HaapiKitError/flowInProgress``, and is posted as a local notification (when the
    /// app gave a ``localNotificationPoster``) for the person to answer afterwards.
    public func onRemoteNotificationReceived(payload: [AnyHashable: Any]) async throws(HaapiKitError) -> HaapiKitResult {
        try await presentAndWait(try notificationPresentation(payload))
    }

    /// The closure form of ``onRemoteNotificationReceived(payload:)``: a notification
    /// meant for the facade calls `presentation` with the screen to present; then
    /// `success` or `failure` is called once, on the main actor. Anything else calls
    /// `failure` with ``HaapiKitError/notHaapiKitNotification`` and presents nothing.
    public func onRemoteNotificationReceived(
        payload: [AnyHashable: Any], success: @escaping @MainActor () -> Void, failure: @escaping @MainActor (HaapiKitError) -> Void,
        presentation: @escaping @MainActor (HaapiKitPresentation) -> Void
    ) {
        handleNotification(payload, success: success, failure: failure, presentation: presentation)
    }

    /// Handles a local notification the app was given back (seed 003's
    /// `onLocalNotificationReceived`); the same as ``onRemoteNotificationReceived(payload:)``.
    public func onLocalNotificationReceived(payload: [AnyHashable: Any]) async throws(HaapiKitError) -> HaapiKitResult {
        try await onRemoteNotificationReceived(payload: payload)
    }

    /// The closure form of ``onLocalNotificationReceived(payload:)``; see
    /// ``onRemoteNotificationReceived(payload:success:failure:presentation:)``.
    public func onLocalNotificationReceived(
        payload: [AnyHashable: Any], success: @escaping @MainActor () -> Void, failure: @escaping @MainActor (HaapiKitError) -> Void,
        presentation: @escaping @MainActor (HaapiKitPresentation) -> Void
    ) {
        handleNotification(payload, success: success, failure: failure, presentation: presentation)
    }

    private func handleNotification(
        _ payload: [AnyHashable: Any], success: @escaping @MainActor () -> Void, failure: @escaping @MainActor (HaapiKitError) -> Void,
        presentation present: @escaping @MainActor (HaapiKitPresentation) -> Void
    ) {
        let shown: HaapiKitPresentation
        do {
            shown = try notificationPresentation(payload)
        } catch {
            Task { @MainActor in failure(error) }
            return
        }
        present(shown)
        report(shown, success: { _ in success() }, failure: failure)
    }

    /// The presentation of a notification; one that must wait for the flow on screen is
    /// posted as a local notification, and fails with ``HaapiKitError/flowInProgress``.
    private func notificationPresentation(_ payload: [AnyHashable: Any]) throws(HaapiKitError) -> HaapiKitPresentation {
        let start = try notificationStart(payload)
        do {
            return try makePresentation(start)
        } catch {
            if case .flowInProgress = error, case .route(.approveSignIn(let request)) = start { postLater(request) }
            throw error
        }
    }

    /// Posts the sign-in request `request` as a local notification, in the person's language.
    private func postLater(_ request: String) {
        guard let poster = localNotificationPoster, let configured else { return }
        let registry = configured.application.themeRegistry
        let id = (try? CompactJWS(parsing: request).payloadClaims())?["jti"]?.stringValue ?? String(request.suffix(32))
        logger.info("sign-in request posted for later (another flow is on screen)")
        poster(HaapiKitLocalNotification(
            id: "haapi-approve-\(id)", title: registry.text(.appApproveTitle), body: registry.text(.appNotificationApprovalWaiting),
            payload: ["haapi": ["type": "approve-sign-in", "request": request]]))
    }

    /// What a notification asks for, checked before anything is presented.
    func notificationStart(_ payload: [AnyHashable: Any]) throws(HaapiKitError) -> HaapiKitPresentation.Start {
        _ = try requireConfigured()
        guard let haapi = payload["haapi"] else { throw .notHaapiKitNotification }
        guard let fields = haapi as? [String: Any], let type = fields["type"] as? String else {
            throw .invalidInput("notification: haapi is not an object with a type")
        }
        guard type == "approve-sign-in" else { throw .invalidInput("notification: unknown type \"\(type.prefix(64))\"") }
        guard let request = fields["request"] as? String, !request.isEmpty, request.utf8.count <= 8192 else {
            throw .invalidInput("notification: request is missing or too long")
        }
        // A replayed notification is refused before anything is shown; the request is
        // verified (signature, issuer, expiry) when the approval runs.
        if let id = (try? CompactJWS(parsing: request).payloadClaims())?["jti"]?.stringValue, answeredApprovals.contains(id) {
            throw .invalidInput("notification: this sign-in request was answered before")
        }
        return .route(.approveSignIn(request: request))
    }
}

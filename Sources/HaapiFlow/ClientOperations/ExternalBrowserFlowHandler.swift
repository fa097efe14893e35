public import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel
import Logging

/// Runs `external-browser-flow`: opens the operation's `href` with `redirect_uri` set
/// to a loopback listener (RFC 8252), waits for the browser to come back with
/// `_resume_nonce`, and continues with it as the context field of `continueActions[0]`.
///
/// The listener's path carries a random segment, so only the browser that was sent
/// there can complete the step. Without an answer within `timeout`, the operation falls
/// back to its `errorActions`.
///
/// Only `https` URLs, or `http` to a loopback host, are opened (`URLPolicy`,
/// `URLPurpose.externalBrowser`): the href is checked before the listener is bound, and
/// the URL to open is checked again before the opener is called. A refused URL takes the
/// fallback.
public struct ExternalBrowserFlowHandler: ClientOperationHandler {
    /// Where the browser comes back for one operation: the redirect URI given to the
    /// server, the wait for the browser's return there (the redirect's query; `nil`
    /// when it ended without one), and what frees it.
    public struct ReturnPoint: Sendable {
        /// The `redirect_uri` of the browser URL.
        public let redirectURI: URL
        /// Waits for the browser to come back; cancelled when the time is up.
        public let waitForReturn: @Sendable () async -> [String: String]?
        /// Frees it when ``waitForReturn`` will not be called (the operation ended before the browser was opened).
        public let close: @Sendable () -> Void

        /// Creates a return point.
        public init(redirectURI: URL, waitForReturn: @escaping @Sendable () async -> [String: String]?, close: @escaping @Sendable () -> Void) {
            self.redirectURI = redirectURI
            self.waitForReturn = waitForReturn
            self.close = close
        }

        /// A loopback listener on a random path (RFC 8252): a browser on this machine comes back to it.
        public static func loopback(_ context: ClientOperationContext) throws -> ReturnPoint {
            let listener = try LoopbackRedirectListener(path: "/haapi/" + context.random.identifier(byteCount: 16))
            return ReturnPoint(redirectURI: listener.redirectURI, waitForReturn: { try? await listener.waitForRedirect() }, close: { listener.close() })
        }
    }

    private let opener: any URLOpener
    private let timeout: Duration
    private let makeReturnPoint: @Sendable (ClientOperationContext) async throws -> ReturnPoint

    /// Creates a handler.
    ///
    /// - Parameters:
    ///   - opener: Opens the browser.
    ///   - timeout: How long to wait for the browser to come back.
    ///   - returnPoint: Where the browser comes back for each operation; a loopback
    ///     listener by default (a web host gives its own address).
    public init(
        opener: any URLOpener, timeout: Duration = .seconds(300),
        returnPoint: @escaping @Sendable (ClientOperationContext) async throws -> ReturnPoint = { try ReturnPoint.loopback($0) }
    ) {
        self.opener = opener
        self.timeout = timeout
        self.makeReturnPoint = returnPoint
    }

    public func perform(_ request: ClientOperationRequest, context: ClientOperationContext) async -> ClientOperationOutcome {
        guard case .externalBrowserFlow(let href)? = request.operation.typedArguments else {
            return .fallback(reason: "the external-browser-flow operation has no href")
        }
        do {
            try URLPolicy.standard.check(href, for: .externalBrowser)
        } catch {
            return .refused(error)
        }
        let point: ReturnPoint
        do {
            point = try await makeReturnPoint(context)
        } catch {
            return .fallback(reason: "\(error)")
        }
        let url: URL
        do {
            url = try await context.client.externalBrowserURL(for: request.operation, redirectURI: point.redirectURI)
        } catch {
            point.close()
            return .fallback(reason: "the browser URL could not be made: \(error)")
        }
        do {
            try URLPolicy.standard.check(url, for: .externalBrowser)
        } catch {
            point.close()
            return .refused(error)
        }
        guard await opener.open(url) else {
            point.close()
            return .fallback(reason: "no browser could be opened")
        }
        context.logger.debug("external browser opened; waiting for its redirect")
        let clock = context.clock
        let timeout = self.timeout
        let query: [String: String]? = await withTaskGroup(of: [String: String]?.self) { group in
            group.addTask { await point.waitForReturn() }
            group.addTask {
                try? await clock.sleep(for: timeout)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        guard let query else {
            return .fallback(reason: Task.isCancelled ? "cancelled" : "the browser did not come back in time")
        }
        return Self.outcome(returning: query, for: request)
    }

    /// What the browser's return to the redirect URI (its query) means for
    /// `request`: its `_resume_nonce` as the context field of `continueActions[0]`,
    /// or the fallback when it has none.
    public static func outcome(returning query: [String: String], for request: ClientOperationRequest) -> ClientOperationOutcome {
        guard let nonce = query["_resume_nonce"], !nonce.isEmpty else {
            return .fallback(reason: "the browser came back without _resume_nonce")
        }
        let field = request.operation.continueActions.first?.form?.fields.first { $0.type == .context }?.name ?? "_resume_nonce"
        return .continued(parameters: [field: .text(nonce)])
    }
}

import Foundation
import HaapiClient
import HaapiFlow
import HaapiModel

/// Runs `external-browser-flow` for a browser session: the page the server names is
/// opened in the person's own browser (a link, ``OpenPageScreen``), with
/// `redirect_uri` set to the host's `/resume/<id>`; when the browser comes back
/// there with `_resume_nonce`, the login goes on with it.
///
/// The id is random per operation, so only the browser sent there completes the
/// step. Without a return within `timeout`, the operation takes its fallback.
struct WebExternalBrowserHandler: ClientOperationHandler {
    /// The host's address as browsers reach it; `nil` while it is not started.
    let baseURL: @Sendable @MainActor () -> URL?
    let waiters: ResumeWaiters
    /// The browser session (its record's key) the flow belongs to: only it can come back.
    let owner: String
    let opener: WebURLOpener
    let timeout: Duration

    /// The host path the browser comes back to.
    static let resumePath = "resume"

    func perform(_ request: ClientOperationRequest, context: ClientOperationContext) async -> ClientOperationOutcome {
        guard case .externalBrowserFlow(let href)? = request.operation.typedArguments else {
            return .fallback(reason: "the external-browser-flow operation has no href")
        }
        do {
            try URLPolicy.check(href, for: .externalBrowser)
        } catch {
            return .refused(error)
        }
        guard let base = await baseURL() else { return .fallback(reason: "the web host is not started") }
        let id = context.random.identifier(byteCount: 16)
        let redirect = base.appendingPathComponent(Self.resumePath).appendingPathComponent(id)
        let url: URL
        do {
            url = try await context.client.externalBrowserURL(for: request.operation, redirectURI: redirect)
            try URLPolicy.check(url, for: .externalBrowser)
        } catch {
            return .fallback(reason: "the browser URL could not be made: \(error)")
        }
        let waiters = self.waiters
        let timeout = self.timeout
        let owner = self.owner
        let wait = Task { @MainActor in await waiters.wait(for: id, owner: owner, timeout: timeout) }
        guard await opener.open(url) else {
            wait.cancel()
            return .fallback(reason: "the page could not be given to the browser")
        }
        let query = await withTaskCancellationHandler { await wait.value } onCancel: { wait.cancel() }
        guard let query else {
            return .fallback(reason: Task.isCancelled ? "cancelled" : "the browser did not come back in time")
        }
        return ExternalBrowserFlowHandler.outcome(returning: query, for: request)
    }
}

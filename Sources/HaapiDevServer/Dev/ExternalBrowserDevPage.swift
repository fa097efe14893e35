import Foundation
import HaapiModel
import Hummingbird
import Logging

/// `GET /dev/external-browser/<id>`: the page the external browser opens (see ``DevEndpoints``).
///
/// A `redirect_uri` must be one of the flow's client's redirect URIs or an `http`
/// loopback URL (`127.0.0.1`, `[::1]` or `localhost`, any port and path), so the page is
/// no open redirector.
struct ExternalBrowserDevPage: Sendable {
    let environment: ServerEnvironment

    func register(on router: Router<BasicRequestContext>) {
        router.get("/dev/external-browser/{id}") { request, context in
            try await handle(request, authenticator: context.parameters.get("id") ?? "")
        }
    }

    private func handle(_ request: Request, authenticator: String) async throws(HTTPFailure) -> Response {
        let query = request.queryParameters
        guard let launchNonce = query.nonEmpty("_launch_nonce") else { throw page(400, "The _launch_nonce parameter is missing.") }
        let username: String
        if let name = query.nonEmpty("username") {
            guard let user = await environment.users.user(named: name) else { throw page(404, "No user \(name).") }
            username = user.username
        } else {
            let stored = await environment.users.allUsers().first?.username
            guard let first = environment.configuration.users.first.map(\.username) ?? stored else {
                throw page(404, "There is no user to log in as.")
            }
            username = first
        }
        let redirectURI = query.nonEmpty("redirect_uri")
        guard let clientID = await environment.state.clientOfBrowserLaunch(launchNonce, authenticator: authenticator, now: environment.now) else {
            throw page(400, "The launch nonce is unknown, used or expired. Start the login again.")
        }
        if let redirectURI {
            let registered = await environment.client(clientID)?.redirectURIs.contains(redirectURI) ?? false
            guard registered || Self.isLoopback(redirectURI) else {
                throw page(400, "redirect_uri must be a registered redirect URI of the client or an http loopback URL.")
            }
        }
        let resumeNonce = environment.identifier(24)
        guard await environment.state.completeBrowserLaunch(
            launchNonce, authenticator: authenticator, username: username, resumeNonce: resumeNonce, now: environment.now) != nil
        else { throw page(400, "The launch nonce is unknown, used or expired. Start the login again.") }
        environment.logger.info("external browser login", metadata: ["authenticator": .string(authenticator), "user": .string(username)])
        guard let redirectURI else {
            return Reply.html(
                """
                <!doctype html><html><head><title>HAAPI dev server</title></head><body>
                <h1>Logged in as \(htmlEscaped(username))</h1>
                <p>Return to the app and continue with this <code>_resume_nonce</code>:</p>
                <pre id="resume-nonce">\(htmlEscaped(resumeNonce))</pre>
                </body></html>
                """)
        }
        var parameters = FormParameters()
        parameters.append("_resume_nonce", resumeNonce)
        let separator = redirectURI.contains("?") ? "&" : "?"
        return Reply.redirect(to: redirectURI + separator + parameters.encoded)
    }

    static func isLoopback(_ uri: String) -> Bool {
        guard let url = URL(string: uri), url.scheme?.lowercased() == "http", let host = HostClassifier.host(of: url) else { return false }
        return HostClassifier.isLoopback(host)
    }

    private func page(_ status: Int, _ text: String) -> HTTPFailure {
        HTTPFailure(
            status: HTTPResponse.Status(code: status), headers: [:], contentType: HaapiModel.MediaType.html,
            body: Array("<!doctype html><html><body><h1>HAAPI dev server</h1><p>\(htmlEscaped(text))</p></body></html>".utf8),
            logSummary: text)
    }
}

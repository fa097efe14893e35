import Foundation
import HTTPTypes
import HaapiHTML
import HaapiJOSE
import HaapiUI
import Hummingbird
import Logging
import NIOCore

/// The pages: what each route answers.
extension WebHost {
    func page(_ request: Request) async -> Response {
        await respond(request) { @MainActor [self] in
            var (login, setCookie) = try await loginForPage(request)
            // A screen asked to open a page after the last post was answered: its link first.
            if login.pendingPage != nil { return seeOther(to: OpenPageScreen.path, setCookie: setCookie) }
            if let asked = request.uri.queryParameters["lang"].flatMap({ Language(tag: String($0))?.bestMatch(in: configuration.languages) }) {
                login = try await logins.switchLanguage(login, to: asked, now: Date())
            }
            return try await render(login, setCookie: setCookie)
        }
    }

    func post(_ request: Request) async -> Response {
        // Read (size-limited) and parsed off the main actor; an upload stays in memory.
        let form = await PostedForm.result(request)
        return await respond(request) { @MainActor [self] in
            let now = Date()
            guard var login = try await existingLogin(request, now: now) else {
                let (login, setCookie) = try await newLogin(request, now: now)
                login.notice = try logins.renderer(login.language).themeRegistry.text(.webSessionExpired)
                return seeOther(setCookie: setCookie)
            }
            let words = try logins.renderer(login.language).themeRegistry
            guard let submission = accepted(form, for: login, words: words) else { return seeOther() }
            await logins.touch(login, now: now)
            if login.isFinished {
                if submission.apply(to: login.root(registry: words))?.view.identifier == ResultScreen.restartIdentifier {
                    _ = try await logins.restart(login, now: now)
                }
                return seeOther()
            }
            if login.showsAppHome {
                try await startFromAppHome(submission, login: login, words: words, now: now)
                return seeOther()
            }
            var current = login
            // A write of another host (not a send: that would have moved the step on) can beat this
            // post's claim; the post is then applied again to the login as the store has it.
            for attempt in 0..<3 {
                guard let journey = current.journey else { return seeOther() }
                // A login just continued from the store (another host served its last request) shows its step first.
                if current.screen.root == nil || !journey.showsScreen { await settle(journey, after: 0, login: current) }
                let version = journey.displayVersion
                guard let control = submission.apply(to: current.root(registry: words)) else {
                    // Gone from the person's page; after a retry, the other host's answer moved the step on.
                    if submission.pressedControl != nil, attempt == 0 { current.notice = words.text(.webChoiceGone) }
                    return seeOther()
                }
                if control.activate() { await settle(journey, after: version, login: current) }
                guard let staleness = current.staleness else { break }
                // Another host sent this step first (a double submit), or the store failed: the store's session is shown.
                if staleness.kind != .conflict { throw staleness }
                guard let again = try await logins.login(current.record.key, now: Date()), !again.isFinished else { return seeOther() }
                current = again
            }
            login = current
            // What this post changed is in the store before the browser's next request (which may reach another host).
            _ = await login.pendingWrite?.value
            // A screen that opened a page (a consent form's "learn more"): the browser gets a link to it.
            return seeOther(to: login.pendingPage == nil ? "/" : OpenPageScreen.path)
        }
    }

    /// The posted `form` when `login` may use it: readable and carrying the session's
    /// CSRF token. Otherwise `nil`, and the next page says why (once); nothing of a
    /// refused form is used, so an unreadable one's token need not be checked.
    @MainActor
    func accepted(_ form: Result<HTMLFormSubmission, PostedFormError>, for login: WebLogin, words: ThemeRegistry) -> HTMLFormSubmission? {
        let submission: HTMLFormSubmission
        switch form {
        case .success(let read):
            submission = read
        case .failure(let error):
            logger.notice("a posted form was refused", metadata: ["error": .string("\(error)")])
            if case .fileTooLarge(let limit) = error {
                login.notice = words.text(.webFormTooLarge, .int(max(limit >> 20, 1)))
            } else {
                login.notice = words.text(.webFormUnreadable)
            }
            return nil
        }
        guard let token = submission.csrfToken, ConstantTime.equals(token, login.record.csrfToken) else {
            login.notice = words.text(.webPageOutOfDate)
            return nil
        }
        return submission
    }

    /// The link to the page a screen opened, once; the sign-in's page when there is none.
    func openPage(_ request: Request) async -> Response {
        await respond(request) { @MainActor [self] in
            guard var login = try await existingLogin(request), login.pendingPage != nil else { return seeOther() }
            // Taken once: saved before it is shown (again on the store's copy when another host wrote meanwhile).
            var taken = login.takePendingPage()
            for _ in 0..<3 {
                do {
                    try await logins.commit(login) { _ in }
                    break
                } catch let error as WebSessionStoreError where error.kind == .conflict {
                    guard let current = try await existingLogin(request) else { return seeOther() }
                    login = current
                    taken = login.takePendingPage()
                }
            }
            guard let page = taken else { return seeOther() }
            let registry = try logins.renderer(login.language).themeRegistry
            return try await render(login, setCookie: nil, root: OpenPageScreen.view(page.location, purpose: page.purpose, registry: registry))
        }
    }

    /// The browser back from an external sign-in: its login goes on, and the browser
    /// sees the next screen (the cookie says whose it is; the id, which flow).
    func resume(_ request: Request, id: String) async -> Response {
        await respond(request) { @MainActor [self] in
            var query: [String: String] = [:]
            for (name, value) in request.uri.queryParameters { query[String(name)] = String(value) }
            guard let login = try await existingLogin(request),
                let journey = login.journey
            else { return seeOther() }
            let version = journey.displayVersion
            if logins.resumeWaiters.resume(id, owner: login.record.key, with: query) {
                await settle(journey, after: version, login: login)
            } else {
                login.notice = try logins.renderer(login.language).themeRegistry.text(.webPageOutOfDate)
            }
            return seeOther()
        }
    }

    /// The next screen for the page's script: the fragment once the display changed
    /// after `v`, 204 when nothing changed in time, 205 when the page must be reloaded.
    func screenUpdate(_ request: Request) async -> Response {
        await respond(request) { @MainActor [self] in
            let query = request.uri.queryParameters
            let after = query["v"].flatMap { Int(String($0)) } ?? -1
            guard let login = try await existingLogin(request),
                let journey = login.journey, !login.isFinished,
                let nonce = query["n"].map(String.init), Self.isNonce(nonce)
            else { return Response(status: .resetContent, headers: SecurityHeaders.fields(nonce: nil)) }
            var change: DisplayChange? = nil
            if journey.displayVersion <= after, login.pendingPage == nil {
                change = await waitForChange(journey, after: after, ignoringProgress: false, timeout: configuration.longPollTimeout, login: login)
            }
            // A new screen (one that came before this request counts as new) whose client
            // operation starts with it: its page or passkey ceremony too.
            if (change ?? (journey.displayVersion > after ? .newScreen : nil)) == .newScreen {
                await waitForClientOperation(of: journey, login: login)
            }
            // A page to open: the script reloads, and the page leads to its link.
            if login.pendingPage != nil { return Response(status: .resetContent, headers: SecurityHeaders.fields(nonce: nil)) }
            if journey.displayVersion <= after {
                guard change != nil, !login.isFinished else {
                    return Response(status: login.isFinished ? .resetContent : .noContent, headers: SecurityHeaders.fields(nonce: nil))
                }
            }
            let renderer = try logins.renderer(login.language)
            let html = renderer.fragment(login.root(registry: renderer.themeRegistry), context: context(login, renderer: renderer, nonce: nonce))
            var headers = SecurityHeaders.fields(nonce: nonce)
            headers[.contentType] = "text/html; charset=utf-8"
            headers[.haapiVersion] = String(journey.displayVersion)
            headers[.haapiChange] = change.map { "\($0)" } ?? "newScreen"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
        }
    }
}

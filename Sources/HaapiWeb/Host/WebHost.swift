import Foundation
import HTTPTypes
import HaapiHTML
import HaapiJOSE
import HaapiUI
import Hummingbird
import Logging
import NIOCore

/// A sign-in page for any HAAPI server: one login per browser session, every screen
/// rendered to HTML (`HaapiHTML`), plain form posts that work without JavaScript,
/// and a small script that updates polling screens in place.
///
/// ```swift
/// let host = WebHost(configuration: WebHostConfiguration()) { language in
///     try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: configuration)
///         .setLanguage(tag: language.code)
///         .build()
/// }
/// let url = try await host.start(port: 8080)     // http://127.0.0.1:8080
/// ```
///
/// With ``WebHostConfiguration/onboarding`` every new session starts with the
/// onboarding screens. Nothing a login opens runs on the host's machine: an
/// external sign-in, the BankID app or a consent's page is a link the person's
/// browser is given (`/open`), and an external sign-in comes back to `/resume/<id>`.
///
/// Every response carries a Content-Security-Policy with a fresh nonce and no
/// `unsafe-inline`, `nosniff`, `no-referrer` and `frame-ancestors 'none'`. The
/// session cookie is `HttpOnly` and `SameSite=Lax` (`Secure` with the `__Host-`
/// prefix under TLS); every form carries the session's CSRF token, and a post with a
/// stale or missing one shows the step again with a message, never an error page.
public final class WebHost: Sendable {
    /// The settings.
    public let configuration: WebHostConfiguration
    let logins: WebLogins
    let cookies: WebCookies
    /// The configured images whose names can be path segments (others are ignored).
    private let images: [String: WebImage]
    /// Where the pages find them.
    private let namedImageURLs: [String: String]
    private let logger: Logger
    private let server = ServerTask()

    /// Creates a host; `makeApplication` assembles the login for a language (called
    /// once per language, on the main actor).
    @MainActor
    public init(
        configuration: WebHostConfiguration, logger: Logger = Logger(label: "HaapiWeb"),
        makeApplication: @escaping @MainActor (Language) throws -> HaapiUIKitApplication
    ) {
        self.configuration = configuration
        self.logger = logger
        self.cookies = WebCookies(secure: configuration.secureCookies)
        let images = configuration.images.filter { WebImage.isValidName($0.key) }
        self.images = images
        self.namedImageURLs = Dictionary(uniqueKeysWithValues: images.keys.map { ($0, "/images/" + $0) })
        self.logins = WebLogins(configuration: configuration, logger: logger, makeApplication: makeApplication)
    }

    /// The host's routes, to serve with Hummingbird (``start(port:)`` does).
    public func router() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.get("/") { [self] request, _ in await page(request) }
        router.post("/") { [self] request, _ in await post(request) }
        router.get("/screen") { [self] request, _ in await screenUpdate(request) }
        router.get(RouterPath(stringLiteral: OpenPageScreen.path)) { [self] request, _ in await openPage(request) }
        router.get("/\(ResumeWaiters.path)/{id}") { [self] request, context in
            await resume(request, id: context.parameters.get("id") ?? "")
        }
        router.get("/images/{name}") { [images] _, context in
            guard let name = context.parameters.get("name"), let image = images[name] else {
                return Response(status: .notFound, headers: SecurityHeaders.fields(nonce: nil))
            }
            var headers = SecurityHeaders.fields(nonce: nil)
            headers[.contentType] = image.mediaType
            headers[.cacheControl] = "public, max-age=3600"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.data)))
        }
        router.get("/favicon.ico") { _, _ in Response(status: .noContent, headers: SecurityHeaders.fields(nonce: nil)) }
        router.get(RouterPath(stringLiteral: WebScript.path)) { _, _ in
            var headers = SecurityHeaders.fields(nonce: nil)
            headers[.contentType] = "text/javascript; charset=utf-8"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: WebScript.source)))
        }
        return router
    }

    /// The login assembled for `language` (made on first use, then kept).
    ///
    /// - Throws: What the `makeApplication` closure throws (an invalid theme, say).
    @MainActor
    public func application(for language: Language) throws -> HaapiUIKitApplication {
        try logins.application(language)
    }

    /// How many logins are live in this process (the rest wait in the store).
    @MainActor
    public var liveLogins: Int { logins.liveCount }

    /// Starts listening on 127.0.0.1 (`port` 0 picks a free one) and returns the base URL.
    ///
    /// - Throws: ``WebHostError`` when the onboarding cannot work (it creates a
    ///   passcode, or its configuration is invalid) or the port cannot be bound.
    public func start(port: Int = 0) async throws(WebHostError) -> URL {
        if let problem = configuration.problem { throw WebHostError(reason: problem) }
        let url = try await server.start(router: router(), port: port, logger: logger)
        let base = configuration.publicURL ?? url
        await MainActor.run { logins.baseURL = base }
        return url
    }

    /// Stops listening; the live logins are saved to the store first.
    public func stop() async {
        await logins.unloadAll()
        await server.stop()
    }

    // MARK: Pages

    private func page(_ request: Request) async -> Response {
        await respond(request) { @MainActor [self] in
            var (login, setCookie) = try await loginForPage(request)
            // A screen asked to open a page after the last post was answered: its link first.
            if login.pendingPage != nil { return seeOther(to: OpenPageScreen.path, setCookie: setCookie) }
            if let asked = request.uri.queryParameters["lang"].flatMap({ Language(tag: String($0)) }), configuration.languages.contains(asked) {
                login = try await logins.switchLanguage(login, to: asked, now: Date())
            }
            return try await render(login, setCookie: setCookie)
        }
    }

    private func post(_ request: Request) async -> Response {
        // Read (size-limited) and parsed off the main actor; an upload stays in memory.
        let form: Result<HTMLFormSubmission, PostedFormError>
        do throws(PostedFormError) {
            form = .success(try await PostedForm.read(request))
        } catch {
            form = .failure(error)
        }
        return await respond(request) { @MainActor [self] in
            let now = Date()
            guard let login = try await existingLogin(request, now: now) else {
                let (login, setCookie) = try await newLogin(request, now: now)
                login.notice = try logins.renderer(login.language).themeRegistry.text(.webSessionExpired)
                return seeOther(setCookie: setCookie)
            }
            let words = try logins.renderer(login.language).themeRegistry
            let submission: HTMLFormSubmission
            switch form {
            case .success(let read):
                submission = read
            case .failure(let error):
                // Nothing of it is used, so its token need not be checked: the page says why, once.
                logger.notice("a posted form was refused", metadata: ["error": .string("\(error)")])
                if case .fileTooLarge(let limit) = error {
                    login.notice = words.text(.webFormTooLarge, .int(max(limit >> 20, 1)))
                } else {
                    login.notice = words.text(.webFormUnreadable)
                }
                return seeOther()
            }
            guard let token = submission.csrfToken, ConstantTime.equals(token, login.record.csrfToken) else {
                login.notice = words.text(.webPageOutOfDate)
                return seeOther()
            }
            await logins.touch(login, now: now)
            if login.isFinished {
                if submission.apply(to: login.root(registry: words))?.view.identifier == ResultScreen.restartIdentifier {
                    _ = try await logins.restart(login, now: now)
                }
                return seeOther()
            }
            guard let journey = login.journey else { return seeOther() }
            let version = journey.displayVersion
            guard let control = submission.apply(to: login.root(registry: words)) else {
                if submission.pressedControl != nil { login.notice = words.text(.webChoiceGone) }
                return seeOther()
            }
            if control.activate() { await settle(journey, after: version, login: login) }
            // A screen that opened a page (a consent form's "learn more"): the browser gets a link to it.
            return seeOther(to: login.pendingPage == nil ? "/" : OpenPageScreen.path)
        }
    }

    /// The link to the page a screen opened, once; the sign-in's page when there is none.
    private func openPage(_ request: Request) async -> Response {
        await respond(request) { @MainActor [self] in
            guard let login = try await existingLogin(request),
                let page = login.takePendingPage()
            else { return seeOther() }
            let registry = try logins.renderer(login.language).themeRegistry
            return try await render(login, setCookie: nil, root: OpenPageScreen.view(page.location, purpose: page.purpose, registry: registry))
        }
    }

    /// The browser back from an external sign-in: its login goes on, and the browser
    /// sees the next screen (the cookie says whose it is; the id, which flow).
    private func resume(_ request: Request, id: String) async -> Response {
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
    private func screenUpdate(_ request: Request) async -> Response {
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
            headers[HTTPField.Name("X-Haapi-Version")!] = String(journey.displayVersion)
            headers[HTTPField.Name("X-Haapi-Change")!] = change.map { "\($0)" } ?? "newScreen"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
        }
    }

    // MARK: Helpers

    /// The login of the request's session cookie, when it has a live or stored one.
    @MainActor
    private func existingLogin(_ request: Request, now: Date = Date()) async throws -> WebLogin? {
        guard let value = cookies.value(in: request.headers[.cookie]) else { return nil }
        return try await logins.login(WebCookies.storageKey(for: value), now: now)
    }

    @MainActor
    private func loginForPage(_ request: Request) async throws -> (WebLogin, String?) {
        let now = Date()
        if let login = try await existingLogin(request, now: now) {
            await logins.touch(login, now: now)
            return (login, nil)
        }
        return try await newLogin(request, now: now)
    }

    @MainActor
    private func newLogin(_ request: Request, now: Date) async throws -> (WebLogin, String?) {
        let value = WebCookies.newValue()
        let asked = request.uri.queryParameters["lang"].flatMap { Language(tag: String($0)) }
        let language = asked.flatMap { configuration.languages.contains($0) ? $0 : nil }
            ?? AcceptLanguage.language(from: request.headers[.acceptLanguage], available: configuration.languages)
        let login = try await logins.start(WebCookies.storageKey(for: value), language: language, now: now)
        return (login, cookies.setCookie(value))
    }

    @MainActor
    private func render(_ login: WebLogin, setCookie: String?, root: View? = nil) async throws -> Response {
        if root == nil, let journey = login.journey, login.screen.root == nil || !journey.showsScreen {
            // A login that just started (or resumed): show its first screen, not the empty container.
            await settle(journey, after: 0, login: login)
        }
        let renderer = try logins.renderer(login.language)
        let nonce = WebCookies.randomToken(bytes: 18)
        // A notice is shown once, in the screen's banner, which is then put back as it was.
        var restoreBanner: (() -> Void)?
        if root == nil, let notice = login.notice, let journey = login.journey {
            let banner = journey.screenContainer.notificationBanner
            let (hidden, kind, title, message) = (banner.isHidden, banner.kind, banner.title, banner.message)
            journey.screenContainer.showBanner(kind: .warning, title: nil, message: notice)
            restoreBanner = {
                (banner.kind, banner.title, banner.message) = (kind, title, message)
                banner.isHidden = hidden
            }
            login.notice = nil
        }
        var context = context(login, renderer: renderer, nonce: nonce)
        if root != nil { (context.refreshSeconds, context.scriptData) = (nil, HTMLScriptData()) }
        let html = renderer.page(root ?? login.root(registry: renderer.themeRegistry), context: context)
        restoreBanner?()
        var headers = SecurityHeaders.fields(nonce: nonce)
        headers[.contentType] = "text/html; charset=utf-8"
        if let setCookie { headers[.setCookie] = setCookie }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    @MainActor
    private func context(_ login: WebLogin, renderer: HTMLPageRenderer, nonce: String) -> HTMLPageContext {
        let polling = login.isPolling
        return HTMLPageContext(
            languageTag: login.language.code, title: renderer.themeRegistry.text(.webPageTitle), nonce: nonce,
            csrfToken: login.record.csrfToken, formAction: "/", scriptPath: WebScript.path,
            refreshSeconds: polling ? Int(configuration.refreshInterval.components.seconds) : nil,
            scriptData: HTMLScriptData(
                pollingInterval: polling ? configuration.refreshInterval : nil, version: login.journey?.displayVersion),
            namedImageURLs: namedImageURLs)
    }

    private func seeOther(to location: String = "/", setCookie: String? = nil) -> Response {
        var headers = SecurityHeaders.fields(nonce: nil)
        headers[.location] = location
        if let setCookie { headers[.setCookie] = setCookie }
        return Response(status: .seeOther, headers: headers)
    }

    /// Waits (at most the step timeout) until `journey` shows a screen after `version`:
    /// its next change, and the ones after while a login inside it is still starting.
    @MainActor
    private func settle(_ journey: any WebJourney, after version: Int, login: WebLogin) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: configuration.stepTimeout)
        var seen = version
        while clock.now < deadline {
            let change = await waitForChange(journey, after: seen, ignoringProgress: true, timeout: clock.now.duration(to: deadline), login: login)
            guard change != nil, login.pendingPage == nil else { return }
            seen = journey.displayVersion
            if journey.showsScreen {
                // A client operation that came with the step may give the browser a page in a moment.
                guard await journey.runsClientOperation(), login.pendingPage == nil else { return }
                _ = await waitForChange(journey, after: seen, ignoringProgress: true, timeout: .seconds(2), login: login)
                return
            }
        }
    }

    /// The next display change after `version`, or `nil` when none came within
    /// `timeout` (or `login`'s screen asked to open a page instead).
    @MainActor
    private func waitForChange(
        _ journey: any WebJourney, after version: Int, ignoringProgress: Bool, timeout: Duration, login: WebLogin? = nil
    ) async -> DisplayChange? {
        let waiter = Task { @MainActor in await journey.waitForDisplayChange(after: version, ignoringProgress: ignoringProgress) }
        let timer = Task {
            try? await Task.sleep(for: timeout)
            waiter.cancel()
        }
        let interrupter = login?.onOpen { waiter.cancel() }
        let change = await waiter.value
        if let interrupter { login?.removeInterrupter(interrupter) }
        timer.cancel()
        return change
    }

    /// Runs `body`, turning any error into a plain 500 page that names no secret.
    private func respond(_ request: Request, _ body: @escaping @MainActor () async throws -> Response) async -> Response {
        do {
            return try await body()
        } catch {
            logger.error("web host request failed", metadata: ["path": .string(request.uri.path), "error": .string("\(error)")])
            var headers = SecurityHeaders.fields(nonce: nil)
            headers[.contentType] = "text/plain; charset=utf-8"
            return Response(status: .internalServerError, headers: headers,
                            body: ResponseBody(byteBuffer: ByteBuffer(string: "The sign-in page could not be shown: \(error)\n")))
        }
    }


    static func isNonce(_ text: String) -> Bool {
        (16...64).contains(text.count) && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}

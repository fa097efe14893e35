import Crypto
import Foundation
import HaapiApp
import HaapiClient
import HaapiClientNIO
import HaapiFlow
import HaapiHTML
import HaapiHTTPServer
import HaapiModel
import HaapiOnboarding
import HaapiUI
import Logging
import Tracing

/// The logins of every browser: live ones in memory (at most
/// ``WebHostConfiguration/maximumLiveLogins``), all of them in the store, where a
/// login continues from when its browser comes back to another process, or after a
/// restart.
@MainActor
final class WebLogins {
    let configuration: WebHostConfiguration
    private let makeApplication: @MainActor (Language) throws -> HaapiUIKitApplication
    let logger: Logger
    private var live: [String: WebLogin] = [:]
    /// The requests bringing a browser's login up to date, by key.
    private var refreshing: [String: Task<WebLogin?, any Error>] = [:]
    private var applications: [Language: HaapiUIKitApplication] = [:]
    private var renderers: [Language: HTMLPageRenderer] = [:]
    /// The external browser flows waiting for their browser to come back.
    let resumeWaiters = ResumeWaiters()
    /// The passkey ceremonies waiting for their browser.
    let passkeys = PasskeyCeremonies()
    /// The host's address as browsers reach it (set when it starts).
    var baseURL: URL?
    /// Where logins started and ended, and the HAAPI server's answers, are counted (set by the host).
    var metrics: WebHostMetrics?
    /// How logins reach the HAAPI server when their application was given no transport: on
    /// SwiftNIO, on the event loop group the host's server runs on (the process's singleton),
    /// with kept connections shared by every browser's login, so a wait costs no CPU.
    let transport: any HTTPTransport = NIOHTTPTransport()

    init(configuration: WebHostConfiguration, logger: Logger, makeApplication: @escaping @MainActor (Language) throws -> HaapiUIKitApplication) {
        self.configuration = configuration
        self.logger = logger
        self.makeApplication = makeApplication
    }

    /// How many logins are live in this process.
    var liveCount: Int { live.count }

    /// The application for `language` (made once).
    func application(_ language: Language) throws -> HaapiUIKitApplication {
        if let made = applications[language] { return made }
        let made = try makeApplication(language)
        applications[language] = made
        return made
    }

    /// The page renderer for `language` (made once, with the application's theme and
    /// words, and the onboarding's when the host shows an onboarding or a consent page).
    func renderer(_ language: Language) throws -> HTMLPageRenderer {
        if let made = renderers[language] { return made }
        var registry = try application(language).themeRegistry.registering(.haapiWeb)
        if configuration.onboarding != nil || configuration.consentPage != nil || !configuration.screenPages.isEmpty { registry = try registry.registering(.onboarding) }
        if configuration.app != nil { registry = try registry.registering(.onboarding).registering(.haapiApp) }
        let made = HTMLPageRenderer(themeRegistry: registry, urlPolicy: configuration.urlPolicy)
        renderers[language] = made
        return made
    }

    // MARK: Finding and starting logins

    /// The login filed under `key`: live and up to date, or continued from the store
    /// (when another host saved it since, or it is not live here); `nil` when there is none.
    ///
    /// - Throws: ``WebSessionStoreError`` when the store cannot be read.
    func login(_ key: String, now: Date) async throws -> WebLogin? {
        // One request of a browser at a time brings its login up to date here: each after the one before.
        let before = refreshing[key]
        let refresh = Task { @MainActor in
            _ = try? await before?.value
            return try await self.refreshedLogin(key, now: now)
        }
        refreshing[key] = refresh
        defer { if refreshing[key] == refresh { refreshing[key] = nil } }
        return try await refresh.value
    }

    private func refreshedLogin(_ key: String, now: Date) async throws -> WebLogin? {
        if let found = live[key] {
            // The store's version is compared with this copy's once its own writes are in.
            var writes = -1
            var storedVersion: Int?
            while writes != found.writes {
                writes = found.writes
                _ = await found.pendingWrite?.value
                storedVersion = try await configuration.store.version(key)
            }
            if found.staleness == nil, storedVersion == found.record.version {
                guard configuration.limits.allows(found.record, at: now) else {
                    await drop(key)
                    return nil
                }
                found.lastUsed = now
                return found
            }
            // Another host went on with it (or this copy's write failed): the store's is the login.
            await unload(key)
        }
        guard var record = try await configuration.store.record(key), configuration.limits.allows(record, at: now) else { return nil }
        if record.sending != nil { record = try await answered(record) }
        return try await open(record, now: now)
    }

    /// `record` once the request another host is sending for it was answered and saved,
    /// or as it is after ``WebHostConfiguration/stepTimeout`` (that host may have ended).
    private func answered(_ record: WebSessionRecord) async throws -> WebSessionRecord {
        var record = record
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: configuration.stepTimeout)
        while let since = record.sending, Date().timeIntervalSince(since) < configuration.stepTimeout / .seconds(1), clock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
            guard let next = try await configuration.store.record(record.key) else { return record }
            record = next
        }
        return record
    }

    /// A new login for a new browser session filed under `key`.
    func start(_ key: String, language: Language, now: Date) async throws -> WebLogin {
        // A live login whose session ran out here was given up at the step it showed.
        for key in try await configuration.store.evict(now: now, limits: configuration.limits) {
            guard let login = live[key], !login.isFinished else { continue }
            metrics?.loginAbandoned(at: login.reachedStep)
        }
        var record = WebSessionRecord(
            key: key, csrfToken: WebCookies.randomToken(), language: language.code, createdAt: now, lastSeen: now,
            dpopKey: P256.Signing.PrivateKey().rawRepresentation)
        record.trace = traceOfRequest()
        try await configuration.store.save(record)
        metrics?.loginStarted()
        return try await open(record, now: now)
    }

    /// Starts `login`'s browser over: a new flow, the same session and token; with `appLink`,
    /// the app facade's flow of that link (an app link, or ``WebApp/scanLink``), else its home page.
    func restart(_ login: WebLogin, language: Language? = nil, appLink: String? = nil, now: Date) async throws -> WebLogin {
        await unload(login.record.key)
        try await commit(login) { record in
            record.flow = nil
            record.onboarding = nil
            record.result = nil
            record.sending = nil
            record.opened = nil
            record.pendingLink = nil
            record.language = (language ?? login.language).code
            record.dpopKey = P256.Signing.PrivateKey().rawRepresentation
            record.appLink = appLink
            record.account = nil
            // A new sign-in, a new trace: the next request's span begins it.
            record.trace = nil
        }
        return try await open(login.record, now: now)
    }

    /// `login` in another language: the same flow, continued with the other language's screens.
    func switchLanguage(_ login: WebLogin, to language: Language, now: Date) async throws -> WebLogin {
        guard language != login.language else { return login }
        let flow = !login.isFinished ? await login.journey?.persistedFlow() : nil
        await unload(login.record.key)
        try await commit(login) { record in
            if let flow { record.flow = flow }
            record.language = language.code
        }
        return try await open(login.record, now: now)
    }

    /// The propagation fields of the request being served (its span), for a sign-in's record to keep.
    func traceOfRequest() -> [String: String]? {
        guard let context = ServiceContext.current else { return nil }
        let carrier = configuration.tracer.carrier(of: context)
        return carrier.isEmpty ? nil : carrier
    }

    /// Whether a login is live here under `key`, and its trace.
    func liveTrace(_ key: String) -> (isLive: Bool, trace: [String: String]?) {
        (live[key] != nil, live[key]?.record.trace)
    }

    /// Makes `record` live: its result, its saved flow or onboarding continued, or a new one.
    private func open(_ record: WebSessionRecord, now: Date) async throws -> WebLogin {
        let language = record.language.flatMap(Language.init(tag:)) ?? .english
        let login = WebLogin(record: record, language: language, now: now, inApp: configuration.app != nil)
        // A login that ended is its record, as is the app's home page: made for each request, never kept live.
        guard record.result == nil, !login.showsAppHome else { return login }
        try attachJourney(to: login)
        live[record.key] = login
        if let journey = login.journey { run(login, journey) }
        await trimLive(now: now)
        return login
    }

    /// Gives `login` what it runs: the onboarding when the host shows one, else the
    /// login (continued when saved), with the browser's own DPoP key.
    private func attachJourney(to login: WebLogin) throws {
        let application = try application(login.language)
        let key = try P256.Signing.PrivateKey(rawRepresentation: login.record.dpopKey)
        let client = application.makeClient(
            dpopKeyStore: InMemoryDPoPKeyStore(key: key), tokenStore: InMemoryTokenStore(), transport: claimingTransport(for: login, application))
        if let app = configuration.app {
            try attachApp(app, to: login, application: application)
            return
        }
        let operations = clientOperations(for: login, application: application)
        guard let onboarding = configuration.onboarding else {
            let session = login.record.flow.map { application.makeFlowSession(resuming: $0, client: client, clientOperations: operations) }
                ?? application.makeFlowSession(client: client, clientOperations: operations)
            login.attach(session)
            return
        }
        let delegate = WebOnboardingDelegate(onboarding: onboarding) { parameters in
            application.makeFlowSession(parameters: parameters, client: client, clientOperations: operations)
        }
        let session = try OnboardingSession(
            configuration: onboarding.configuration, themeRegistry: try renderer(login.language).themeRegistry,
            store: WebOnboardingStore(login: login, logins: self), delegate: delegate, logger: logger)
        session.layouts = application.viewControllerFactoryRegistry
        // The scanner's picture comes from the person's browser, decoded in memory: never a path on this host.
        session.scanImageInput = .upload
        session.urlOpener = WebURLOpener(policy: configuration.urlPolicy, purpose: .page, deliver: deliver(to: login))
        login.attach(session, retaining: delegate)
    }

    /// Gives `login` the app facade's flow of its link: a facade of its own (client, DPoP
    /// key, tokens) with the host's theme, whose client operations and pages go to the browser.
    private func attachApp(_ app: WebApp, to login: WebLogin, application: HaapiUIKitApplication) throws {
        guard let link = login.record.appLink else { return }
        let kit = HaapiKit(languageTag: login.language.code, logger: logger)
        var hooks = HaapiKit.HostHooks()
        hooks.baseThemeRegistry = try renderer(login.language).themeRegistry
        hooks.clientOperations = { [weak self, weak login] application in
            guard let self, let login else { return application.clientOperationHandlers }
            return clientOperations(for: login, application: application)
        }
        hooks.urlOpener = WebURLOpener(policy: configuration.urlPolicy, purpose: .page, deliver: deliver(to: login))
        kit.hostHooks = hooks
        kit.transport = traced(transport(for: application), for: login)
        // The scanner's picture comes from the person's browser (an upload, or frames of its camera).
        kit.scanImageInput = .upload
        kit.dynamicLinkHosts = app.dynamicLinkHosts
        kit.appActionHandlers = app.appActionHandlers
        kit.supportContact = app.support.map { support in
            HaapiKitSupportContact(text: support.text, open: supportOpener(support.url, for: login))
        }
        let device = WebAppDevice(kit: kit)
        try kit.configure(with: app.secret.encoded, delegate: device)
        login.attach(device.start(link), retaining: device)
    }

    /// What sends `login`'s browser to the support page at `url`, when the host's URL policy allows it.
    private func supportOpener(_ url: URL?, for login: WebLogin) -> (@MainActor @Sendable () -> Void)? {
        guard let url else { return nil }
        let purpose: OpenedPage = ["https", "http"].contains(url.scheme?.lowercased() ?? "") ? .page : .app
        guard let location = WebURLOpener.location(of: url, for: purpose, policy: configuration.urlPolicy) else { return nil }
        let deliver = deliver(to: login)
        return { deliver(location, purpose) }
    }

    /// The application's client operation handlers, with what opens a page or an app
    /// going to `login`'s browser instead of this machine: the external browser flow
    /// (coming back to `/resume/<id>`), the BankID app, and passkeys (the ceremony runs
    /// in the browser, which posts to `/passkey/<id>`).
    private func clientOperations(for login: WebLogin, application: HaapiUIKitApplication) -> ClientOperationHandlers {
        var handlers = application.clientOperationHandlers
        let policy = configuration.urlPolicy
        let owner = login.record.key
        let browser = ExternalBrowserFlowHandler(
            opener: WebURLOpener(policy: policy, purpose: .signIn, deliver: deliver(to: login)), timeout: configuration.browserTimeout
        ) { @MainActor [weak self] context in
            guard let self, let base = baseURL else { throw WebHostError(reason: "not started: there is no address to come back to") }
            return resumeWaiters.returnPoint(base: base, owner: owner, context: context)
        }
        handlers.register(browser, for: .externalBrowserFlow)
        handlers.register(BankIDHandler(opener: WebURLOpener(policy: policy, purpose: .app, deliver: deliver(to: login))), for: .bankid)
        handlers.register(webAuthn: BrowserWebAuthnHandler(
            owner: owner, ceremonies: passkeys, maximumTime: configuration.passkeyTimeout,
            shown: { @MainActor [weak login] in login?.interruptWaits() }))
        return handlers
    }

    private func deliver(to login: WebLogin) -> @Sendable @MainActor (String, OpenedPage) -> Void {
        { [weak self, weak login] location, purpose in
            guard let self, let login else { return }
            login.open(location, purpose: purpose)
            // In the store at once: the browser's next request may reach another host.
            Task { try? await self.commit(login) { _ in } }
        }
    }

    private func run(_ login: WebLogin, _ journey: any WebJourney) {
        login.screen.onChange = { [weak self, weak login] change in
            guard let self, let login, change != .progress else { return }
            Task { await self.save(login) }
        }
        Task {
            let (result, tokens) = await journey.result(renderer: login.screen)
            guard !login.isUnloading, login.staleness == nil else { return }
            metrics?.loginEnded(result, at: login.reachedStep, after: .seconds(Date().timeIntervalSince(login.record.createdAt)))
            let account = accountAccess(tokens, dpopKey: login.record.dpopKey)
            try? await commit(login) { record in
                record.result = result
                record.account = account
                record.flow = nil
                record.onboarding = nil
                record.sending = nil
                // The flow's key signs nothing again (signing in again makes a new one).
                record.dpopKey = Data()
            }
            // The result page needs the record alone: the client, driver and screens go, and
            // the login itself (each request for the result reads the record).
            login.letGoOfJourney()
            passkeys.forget(owner: login.record.key)
            if live[login.record.key] === login { live.removeValue(forKey: login.record.key) }
        }
    }

    /// Saves `login`'s flow as it is now (which ends a claim of it: its answer is in).
    func save(_ login: WebLogin) async {
        guard !login.isFinished, !login.isUnloading, login.staleness == nil, let journey = login.journey else { return }
        let flow = await journey.persistedFlow()
        // Nothing new (a login continued from the store shows its saved step): no write, which another host's claim would meet.
        guard flow != login.record.flow || login.record.sending != nil else { return }
        do {
            try await commit(login) { record in
                if let flow { record.flow = flow }
                record.lastSeen = Date()
                record.sending = nil
            }
        } catch {
            logger.notice("a web session was not saved", metadata: ["error": .string("\(error)")])
        }
    }

    /// Notes that the browser was seen now (in the store at most every few seconds: a
    /// session's idle limit is minutes).
    func touch(_ login: WebLogin, now: Date) async {
        login.lastUsed = now
        guard now.timeIntervalSince(login.record.lastSeen) >= min(15, configuration.limits.idleTimeout / 20) else { return }
        try? await commit(login) { $0.lastSeen = now }
    }

    // MARK: Unloading

    /// Keeps at most the configured number of logins live, and none idle for longer than
    /// ``WebHostConfiguration/liveIdleTime`` that may wait in the store: the longest unused go
    /// to the store first. Checked whenever a login is made live, so the live ones never
    /// outnumber the browsers of the last idle time by much.
    private func trimLive(now: Date) async {
        let idleLimit = max(configuration.liveIdleTime, configuration.longPollTimeout * 2) / .seconds(1)
        let idle = live.values.filter { now.timeIntervalSince($0.lastUsed) > idleLimit && mayWaitInStore($0) }
        for login in idle {
            await save(login)
            await unload(login.record.key)
        }
        let excess = live.count - configuration.maximumLiveLogins
        guard excess > 0 else { return }
        for login in live.values.sorted(by: { $0.lastUsed < $1.lastUsed }).prefix(excess) {
            await save(login)
            await unload(login.record.key)
        }
    }

    /// Whether `login` can be let go of now and continued from the store: it sends no
    /// request, and no page elsewhere (an external sign-in, a passkey ceremony) waits to
    /// come back to it.
    private func mayWaitInStore(_ login: WebLogin) -> Bool {
        let owner = login.record.key
        return login.record.sending == nil && !resumeWaiters.isWaiting(owner: owner)
            && passkeys.ceremony(for: owner) == nil
    }

    /// Stops the live login under `key` without ending it for the person (its record stays).
    func unload(_ key: String) async {
        passkeys.forget(owner: key)
        guard let login = live.removeValue(forKey: key) else { return }
        login.isUnloading = true
        await login.journey?.cancel(gracePeriod: .seconds(1))
    }

    /// Ends the login under `key` everywhere.
    func drop(_ key: String) async {
        await unload(key)
        try? await configuration.store.remove(key)
    }

    /// Unloads every live login (their records stay in the store).
    func unloadAll() async {
        for key in Array(live.keys) {
            if let login = live[key] { await save(login) }
            await unload(key)
        }
    }
}

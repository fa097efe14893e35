import Foundation
import HTTPTypes
import HaapiHTML
import HaapiJOSE
import HaapiHTTPServer
import HaapiUI
import Hummingbird
import Logging
import NIOCore
import Tracing

/// The browser session behind a request: its cookie, its login, or a new one.
extension WebHost {
    /// The login of the request's session cookie, when it has a live or stored one.
    @MainActor
    func existingLogin(_ request: Request, now: Date = Date()) async throws -> WebLogin? {
        guard let value = cookies.value(in: request.headers[.cookie]) else { return nil }
        do {
            return try await logins.login(WebCookies.storageKey(for: value), now: now).map(served)
        } catch let error as WebSessionStoreError where error.kind == .unreadableRecord {
            // Only this browser's session is lost (sealed with a key this host lacks, or damaged): it starts again.
            logger.warning("a browser's session cannot be read; it starts again", metadata: ["error": .string(error.description)])
            return nil
        }
    }

    @MainActor
    func loginForPage(_ request: Request) async throws -> (WebLogin, String?) {
        let now = Date()
        if let login = try await existingLogin(request, now: now) {
            await logins.touch(login, now: now)
            return (login, nil)
        }
        return try await newLogin(request, now: now)
    }

    @MainActor
    func newLogin(_ request: Request, now: Date) async throws -> (WebLogin, String?) {
        let value = WebCookies.newValue()
        let login = try await logins.start(WebCookies.storageKey(for: value), language: requestedLanguage(request), now: now)
        return (served(login), cookies.setCookie(value))
    }

    /// `login`, now served by this request: its requests to the HAAPI server are traced under
    /// the request's span, and a sign-in with no trace yet (started again) begins one with it.
    @MainActor
    private func served(_ login: WebLogin) -> WebLogin {
        login.requestTrace = ServiceContext.current
        if login.record.trace == nil { login.record.trace = logins.traceOfRequest() }
        return login
    }

    /// The context of the sign-in trace that `request`'s session continues: the live
    /// login's, else its record's in the store; `nil` for a request with no session.
    func sessionTrace(_ request: Request) async -> ServiceContext? {
        guard let value = cookies.value(in: request.headers[.cookie]) else { return nil }
        let key = WebCookies.storageKey(for: value)
        var (isLive, trace) = await MainActor.run { logins.liveTrace(key) }
        if !isLive {
            // The configured store, not the measured one: this lookup is no span of its own.
            trace = (try? await configuration.store.record(key))?.trace
        }
        return trace.map { configuration.tracer.context(continuing: $0) }
    }
}

import Foundation
import HTTPTypes
import HaapiHTML
import HaapiJOSE
import HaapiUI
import Hummingbird
import Logging
import NIOCore

/// The browser session behind a request: its cookie, its login, or a new one.
extension WebHost {
    /// The login of the request's session cookie, when it has a live or stored one.
    @MainActor
    func existingLogin(_ request: Request, now: Date = Date()) async throws -> WebLogin? {
        guard let value = cookies.value(in: request.headers[.cookie]) else { return nil }
        do {
            return try await logins.login(WebCookies.storageKey(for: value), now: now)
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
        return (login, cookies.setCookie(value))
    }
}

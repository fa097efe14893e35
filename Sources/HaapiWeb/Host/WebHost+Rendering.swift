import Foundation
import HTTPTypes
import HaapiHTML
import HaapiJOSE
import HaapiUI
import Hummingbird
import Logging
import NIOCore

/// Responses: a screen as a page, redirects, and the error page.
extension WebHost {
    @MainActor
    func render(
        _ login: WebLogin, setCookie: String?, root: View? = nil, formAction: String = "/", passkey: HTMLPasskeyCeremony? = nil,
        signals: HTMLPasskeySignals? = nil
    ) async throws -> Response {
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
        if root != nil {
            (context.refreshSeconds, context.scriptData, context.passkey) = (nil, HTMLScriptData(), passkey)
            context.passkeySignals = signals
        } else if login.isFinished {
            (context.passkey, context.passkeySignals) = await passkeyAccountParts(for: login)
        }
        // A passkey the server refused as unknown: the browser is told once, on the next page.
        if let unknown = login.record.unknownPasskey {
            var told = context.passkeySignals ?? HTMLPasskeySignals()
            told.unknownCredential = .init(rpID: unknown.rpID, credentialID: unknown.credentialID)
            context.passkeySignals = told
            login.record.unknownPasskey = nil
        }
        context.formAction = formAction
        let html = renderer.page(root ?? login.root(registry: renderer.themeRegistry), context: context)
        restoreBanner?()
        var headers = SecurityHeaders.fields(nonce: nonce)
        headers[.contentType] = "text/html; charset=utf-8"
        if let setCookie { headers[.setCookie] = setCookie }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    @MainActor
    func context(_ login: WebLogin, renderer: HTMLPageRenderer, nonce: String) -> HTMLPageContext {
        let polling = login.isPolling
        return HTMLPageContext(
            languageTag: login.language.code, direction: login.language.isRightToLeft ? .rtl : .ltr,
            title: renderer.themeRegistry.text(.webPageTitle), nonce: nonce,
            csrfToken: login.record.csrfToken, formAction: "/", scriptPath: WebScript.path,
            refreshSeconds: polling ? Int(configuration.refreshInterval.components.seconds) : nil,
            scriptData: HTMLScriptData(
                pollingInterval: polling ? configuration.refreshInterval : nil, version: login.journey?.displayVersion),
            namedImageURLs: namedImageURLs, passkey: passkeyCeremony(for: login, words: renderer.themeRegistry))
    }

    func seeOther(to location: String = "/", setCookie: String? = nil) -> Response {
        var headers = SecurityHeaders.fields(nonce: nil)
        headers[.location] = location
        if let setCookie { headers[.setCookie] = setCookie }
        return Response(status: .seeOther, headers: headers)
    }

    /// Runs `body`, turning any error into a page that tells the person what to do and
    /// names nothing of the error (the log has it): 503 "try again in a few seconds" when
    /// the session store cannot be reached now, else 500.
    func respond(_ request: Request, _ body: @escaping @MainActor () async throws -> Response) async -> Response {
        do {
            return try await body()
        } catch let error as WebSessionStoreError where error.kind == .unavailable {
            logger.warning("the session store is unavailable", metadata: ["path": .string(request.uri.path), "error": .string("\(error)")])
            return await errorPage(request, status: .serviceUnavailable, title: .webServiceBusyTitle, message: .webServiceBusy)
        } catch {
            logger.error("web host request failed", metadata: ["path": .string(request.uri.path), "error": .string("\(error)")])
            return await errorPage(request, status: .internalServerError, title: .webPageFailedTitle, message: .webPageFailed)
        }
    }

    /// Whether `text` can be a nonce this host made (the page's script sends it back).
    static func isNonce(_ text: String) -> Bool {
        (16...64).contains(text.count) && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}

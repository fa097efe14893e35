import Foundation
import HTTPTypes
import HaapiHTML
import HaapiUI
import Hummingbird
import NIOCore

/// The pages a person sees when a request fails: in the browser's language, with the
/// system's light or dark colours, a way to try again, and nothing of the error itself
/// (that goes to the log).
extension WebHost {
    /// The host's language for what a request asks: `?lang=` when the host offers it (or a
    /// language it falls back to: `nl-BE` is served in Dutch), else its `Accept-Language`.
    func requestedLanguage(_ request: Request) -> Language {
        let asked = request.uri.queryParameters["lang"].flatMap { Language(tag: String($0)) }
        return asked?.bestMatch(in: configuration.languages)
            ?? AcceptLanguage.language(from: request.headers[.acceptLanguage], available: configuration.languages)
    }

    /// A failure page with `status`: the title and message under `title` and `message`,
    /// and a link that tries again.
    @MainActor
    func errorPage(_ request: Request, status: HTTPResponse.Status, title: StringKey, message: StringKey) -> Response {
        let language = requestedLanguage(request)
        let words = FallbackWords.all[language.bestMatch(in: Array(FallbackWords.all.keys)) ?? .english] ?? FallbackWords.all[.english] ?? [:]
        // The application's words when its theme loads; the module's own otherwise (the failure may be the theme).
        let registry = try? logins.renderer(language).themeRegistry
        func text(_ key: StringKey) -> String {
            if let registry { return registry.text(key) }
            if case .text(let text) = words[key] { return text }
            return key.rawValue
        }
        let nonce = WebCookies.randomToken(bytes: 18)
        let page = """
            <!DOCTYPE html>
            <html lang="\(HTMLEscaping.attribute(language.code))" dir="\(language.isRightToLeft ? "rtl" : "ltr")"><head><meta charset="utf-8">\
            <meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark">\
            <title>\(HTMLEscaping.text(text(title)))</title>\
            <style nonce="\(nonce)">body{margin:0;font:16px/1.5 system-ui,sans-serif}main{max-width:36rem;margin:0 auto;padding:1.5rem}\
            h1{font-size:1.4rem;margin:0 0 .75rem}a{color:LinkText}</style></head>
            <body><main><h1>\(HTMLEscaping.text(text(title)))</h1><p>\(HTMLEscaping.text(text(message)))</p>\
            <p><a href="/">\(HTMLEscaping.text(text(.webTryAgain)))</a></p></main></body></html>

            """
        var headers = SecurityHeaders.fields(nonce: nonce)
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.contentLanguage] = language.code
        if status == .serviceUnavailable { headers[.retryAfter] = "5" }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
    }
}

/// The web host's own words in every language, for a failure page whose theme did not load
/// (read once, when the first such page is made).
private enum FallbackWords {
    static let all = ScreenKitModule.haapiWeb.allStrings
}

import Foundation
import HaapiDevServer
import NIOCore
import NIOHTTP1
import NIOPosix

/// An answer of the web host, as the browser needs it.
struct BrowserResponse: Sendable {
    var status: Int
    /// The `name=value` part of `Set-Cookie`, if the answer sets a cookie.
    var cookie: String?
    var body: [UInt8]
}

/// Why the browser got no answer.
struct BrowserError: Error {
    let reason: String
}

/// A minimal browser for the web host: `GET /` and form posts over keep-alive
/// HTTP/1.1 connections (swift-nio), the session cookie kept and sent by hand,
/// redirects not followed (a 303 is answered with a `GET /`, as a browser does).
///
/// It is deliberately small: the browser runs in the measured process, and what it
/// costs is counted against the web host (a real browser is another process), so it
/// should cost as little as a client can.
struct Browser: Sendable {
    let baseURL: URL
    private let pool: ConnectionPool

    init(baseURL: URL) {
        self.baseURL = baseURL
        pool = ConnectionPool(host: baseURL.host ?? "127.0.0.1", port: baseURL.port ?? 80)
    }

    /// `GET /` with the session cookie (none for a new browser).
    func get(cookie: String?) async throws -> BrowserResponse {
        var headers: HTTPHeaders = ["Accept": "text/html", "Accept-Language": "en"]
        if let cookie { headers.add(name: "Cookie", value: cookie) }
        return try await send(HTTPRequestHead(version: .http1_1, method: .GET, uri: "/", headers: headers), body: nil)
    }

    /// `POST /` with `fields`, form-encoded as a browser sends them.
    func post(_ fields: [(name: String, value: String)], cookie: String) async throws -> BrowserResponse {
        let body = fields.map { Self.encode($0.name) + "=" + Self.encode($0.value) }.joined(separator: "&")
        let headers: HTTPHeaders = [
            "Accept": "text/html", "Accept-Language": "en", "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": String(body.utf8.count), "Cookie": cookie,
        ]
        return try await send(HTTPRequestHead(version: .http1_1, method: .POST, uri: "/", headers: headers), body: body)
    }

    private func send(_ head: HTTPRequestHead, body: String?) async throws -> BrowserResponse {
        var head = head
        head.headers.add(name: "Host", value: "\(baseURL.host ?? "127.0.0.1"):\(baseURL.port ?? 80)")
        let connection = try await pool.checkOut()
        let response = try await connection.send(head, body: body)
        await pool.checkIn(connection)
        return response
    }

    /// Form encoding: unreserved characters as they are, the rest percent-encoded.
    private static func encode(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".utf8)
                out += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 15)]], as: UTF8.self)
            }
        }
        return out
    }
}

/// Keep-alive connections to the web host, one request at a time each.
private actor ConnectionPool {
    let host: String
    let port: Int
    private var idle: [BrowserConnection] = []

    init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    func checkOut() async throws -> BrowserConnection {
        if let connection = idle.popLast() { return connection }
        return try await BrowserConnection.connect(host: host, port: port)
    }

    func checkIn(_ connection: BrowserConnection) {
        idle.append(connection)
    }
}

/// One HTTP/1.1 connection.
private struct BrowserConnection: Sendable {
    let channel: any Channel

    static func connect(host: String, port: Int) async throws -> BrowserConnection {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    try channel.pipeline.syncOperations.addHandler(ResponseCollector())
                }
            }
            .connect(host: host, port: port).get()
        return BrowserConnection(channel: channel)
    }

    func send(_ head: HTTPRequestHead, body: String?) async throws -> BrowserResponse {
        let promise = channel.eventLoop.makePromise(of: BrowserResponse.self)
        let channel = self.channel
        channel.eventLoop.execute {
            do {
                try channel.pipeline.syncOperations.handler(type: ResponseCollector.self).waiting.append(promise)
            } catch {
                promise.fail(error)
                return
            }
            channel.write(HTTPClientRequestPart.head(head), promise: nil)
            if let body { channel.write(HTTPClientRequestPart.body(.byteBuffer(ByteBuffer(string: body))), promise: nil) }
            channel.writeAndFlush(HTTPClientRequestPart.end(nil), promise: nil)
        }
        return try await promise.futureResult.get()
    }
}

/// Collects each response and hands it to the request waiting for it.
private final class ResponseCollector: ChannelInboundHandler {
    typealias InboundIn = HTTPClientResponsePart

    var waiting: [EventLoopPromise<BrowserResponse>] = []
    private var head: HTTPResponseHead?
    private var body: ByteBuffer?

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let received):
            head = received
            body = nil
        case .body(var part):
            if body == nil { body = part } else { body?.writeBuffer(&part) }
        case .end:
            guard let head, !waiting.isEmpty else { return }
            let cookie = head.headers["Set-Cookie"].first.flatMap { $0.split(separator: ";").first.map(String.init) }
            let bytes = body.map { Array($0.readableBytesView) } ?? []
            waiting.removeFirst().succeed(BrowserResponse(status: Int(head.status.code), cookie: cookie, body: bytes))
            self.head = nil
            body = nil
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        failAll(error)
        context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        failAll(BrowserError(reason: "the web host closed the connection"))
    }

    private func failAll(_ error: any Error) {
        let failed = waiting
        waiting = []
        for promise in failed { promise.fail(error) }
    }
}

/// Finds `needle` in `haystack` (both UTF-8).
func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
    find(Array(needle.utf8), in: haystack[...]) != nil
}

/// The index of the first occurrence of `needle` in `haystack`.
func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
    guard let first = needle.first, needle.count <= haystack.count else { return nil }
    var index = haystack.startIndex
    let last = haystack.endIndex - needle.count
    while index <= last {
        if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return index }
        index += 1
    }
    return nil
}

/// What a page's one form offers, read from its HTML as a browser would: the CSRF
/// token, the text inputs, and the submit buttons (`_control`) with their text.
struct PageForm {
    var csrf = ""
    /// Text inputs by name, with their `type`.
    var inputs: [(name: String, type: String)] = []
    /// Submit buttons: their `_control` value and their visible text, in page order.
    var buttons: [(value: String, text: String)] = []

    private static let inputTag = Array("<input ".utf8)
    private static let buttonTag = Array("<button ".utf8)
    private static let buttonEnd = Array("</button>".utf8)

    init(html: [UInt8]) {
        var rest = html[...]
        while let open = rest.firstIndex(of: UInt8(ascii: "<")) {
            rest = rest[open...]
            let end = rest.firstIndex(of: UInt8(ascii: ">")) ?? rest.endIndex
            let tag = rest[rest.startIndex..<end]
            if tag.starts(with: Self.inputTag) {
                let name = Self.attribute("name", in: tag) ?? ""
                let type = Self.attribute("type", in: tag) ?? "text"
                if name == "_csrf" {
                    csrf = Self.attribute("value", in: tag) ?? ""
                } else if !name.isEmpty, type != "hidden", type != "checkbox" {
                    inputs.append((name, type))
                }
            } else if tag.starts(with: Self.buttonTag), Self.attribute("name", in: tag) == "_control",
                let value = Self.attribute("value", in: tag)
            {
                let content = rest[min(end + 1, rest.endIndex)...]
                let close = find(Self.buttonEnd, in: content) ?? content.endIndex
                buttons.append((value, Self.text(content[content.startIndex..<close])))
            }
            rest = rest[min(end, rest.endIndex - 1) + 1 ..< rest.endIndex]
        }
    }

    /// The first submit button: the copy of the screen's primary button that Enter presses.
    var primaryButton: String? { buttons.first?.value }

    /// The button whose text contains `label`.
    func button(labelled label: String) -> String? {
        buttons.first { $0.text.contains(label) }?.value
    }

    private static func attribute(_ name: String, in tag: ArraySlice<UInt8>) -> String? {
        guard let start = find(Array(" \(name)=\"".utf8), in: tag) else { return nil }
        let valueStart = start + name.utf8.count + 3
        let value = tag[valueStart...].prefix { $0 != UInt8(ascii: "\"") }
        let text = String(decoding: value, as: UTF8.self)
        guard value.contains(UInt8(ascii: "&")) else { return text }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The text of an element's content, tags left out.
    private static func text(_ html: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        var inTag = false
        for byte in html {
            if byte == UInt8(ascii: "<") { inTag = true } else if byte == UInt8(ascii: ">") { inTag = false } else if !inTag { out.append(byte) }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// One browser's login through the web host, from its first `GET /` to the result page.
struct WebLoginRun {
    /// Requests the browser sent to the web host.
    var browserRequests = 0
    /// The page's last HTML.
    var html: [UInt8] = []
    /// The session cookie.
    var cookie: String?

    /// The text the result page shows after a successful login.
    static let signedIn = "You are signed in"

    /// The page as text (for messages).
    var text: String { String(decoding: html.prefix(600), as: UTF8.self) }

    /// The first screen of a new browser (a `GET /` without cookie).
    mutating func open(_ browser: Browser) async throws {
        let page = try await browser.get(cookie: nil)
        browserRequests += 1
        guard page.status == 200, let cookie = page.cookie else {
            throw BenchmarkFailure("GET / answered \(page.status) without a session cookie")
        }
        self.cookie = cookie
        html = page.body
    }

    /// Signs in as the demo user: chooses "Username and password" when the page is the
    /// authenticator picker, fills in the form when it asks for a password, and loads
    /// `/` after each 303, until the result page shows.
    mutating func signIn(_ browser: Browser) async throws {
        if cookie == nil { try await open(browser) }
        guard let cookie else { return }
        for _ in 0..<12 {
            if contains(html, Self.signedIn) { return }
            let form = PageForm(html: html)
            guard !form.csrf.isEmpty else { throw BenchmarkFailure("a page without the CSRF token: \(text)") }
            var fields: [(name: String, value: String)] = [("_csrf", form.csrf)]
            let sendsPassword = form.inputs.contains { $0.type == "password" }
            if sendsPassword {
                guard let user = form.inputs.first(where: { $0.type != "password" }),
                    let password = form.inputs.first(where: { $0.type == "password" }), let primary = form.primaryButton
                else {
                    throw BenchmarkFailure("a password form without a user name field or button")
                }
                fields += [
                    (user.name, DevServerConfiguration.demoUsername), (password.name, DevServerConfiguration.demoPassword),
                    ("_control", primary),
                ]
            } else if let choice = form.button(labelled: "Username and password") {
                fields.append(("_control", choice))
            } else {
                throw BenchmarkFailure("a page the benchmark cannot fill in: \(text)")
            }
            let posted = try await browser.post(fields, cookie: cookie)
            browserRequests += 1
            guard posted.status == 303 else { throw BenchmarkFailure("POST / answered \(posted.status), not 303") }
            var page = try await browser.get(cookie: cookie)
            browserRequests += 1
            // Should the page come before the flow ended (the code exchange after the
            // password), a browser would load it again: counted as requests.
            var reloads = 0
            while sendsPassword, page.status == 200, !contains(page.body, Self.signedIn), reloads < 200 {
                try await Task.sleep(for: .milliseconds(1))
                page = try await browser.get(cookie: cookie)
                browserRequests += 1
                reloads += 1
            }
            guard page.status == 200 else { throw BenchmarkFailure("GET / answered \(page.status)") }
            html = page.body
        }
        if !contains(html, Self.signedIn) { throw BenchmarkFailure("no result page after 12 posts: \(text)") }
    }
}

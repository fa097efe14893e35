import Foundation
import HaapiClient
import HaapiTesting
import Testing

extension PlainBrowser {
    /// A file the browser uploads.
    struct Upload {
        var fileName: String
        var mediaType: String
        var data: Data
    }

    /// Presses the button reading `title` on a page whose form posts files, as a browser
    /// does (`multipart/form-data`, with `fields` and `files` by field name; `csrf: false`
    /// leaves the token out), and loads the page after; returns the post's own answer.
    @discardableResult
    mutating func upload(
        pressing title: String, _ fields: [String: String] = [:], files: [String: Upload], csrf: Bool = true
    ) async throws -> TransportResponse {
        let control = try #require(Self.controls(titled: title, in: page).first, "a button reading \(title) in \(page.suffix(1500))")
        var body = MultipartBody()
        if csrf { body.field("_csrf", try WebHostHTTPTests.csrf(in: page)) }
        for (name, value) in fields { body.field(name, value) }
        for (name, file) in files { body.file(name, fileName: file.fileName, type: file.mediaType, file.data) }
        body.field("_control", control)
        let answer = try await URLSessionTransport(defaultTimeout: WebFixture.patience).send(TransportRequest(
            method: "POST", url: nextBase(), headers: ["Content-Type": body.contentType, "Cookie": cookie], body: body.closed))
        try await reload()
        return answer
    }
}

extension PlainBrowser {
    /// Posts `frame` to the host's camera-frame endpoint as the page's script does (with
    /// the page's CSRF token unless `csrf` is false); returns the answer's status.
    func postCameraFrame(_ frame: Data, csrf: Bool = true) async throws -> Int {
        var body = MultipartBody()
        if csrf { body.field("_csrf", try WebHostHTTPTests.csrf(in: page)) }
        body.file("frame", fileName: "frame.jpg", type: "image/jpeg", frame)
        let answer = try await URLSessionTransport(defaultTimeout: WebFixture.patience).send(TransportRequest(
            method: "POST", url: base.appendingPathComponent("camera-frame"),
            headers: ["Content-Type": body.contentType, "Cookie": cookie], body: body.closed))
        return answer.status
    }
}

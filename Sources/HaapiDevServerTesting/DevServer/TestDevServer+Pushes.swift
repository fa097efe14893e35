import Foundation
import HaapiClient
public import HaapiModel
import HaapiTesting

/// The dev server's push outbox (`GET /dev/pushes`): the notifications push approval
/// "sent" to the phones users registered at `POST /push/devices`.
extension TestDevServer {
    /// The payloads of the pushes sent to device token `token`, oldest first: each
    /// `{"aps": {"alert": {"title", "body"}}, "haapi": {"type": "approve-sign-in", "request": <JWS>}}`.
    ///
    /// ```swift
    /// let payloads = try await server.pushes(to: deviceToken)
    /// #expect(payloads.last?["haapi"]?["type"] == "approve-sign-in")
    /// ```
    ///
    /// - Parameter token: The device token the app registered.
    /// - Throws: `TestError` when the server does not answer the outbox.
    public func pushes(to token: String) async throws -> [JSONValue] {
        let outbox = try await devRequest("GET", "/dev/pushes?to=\(PercentEncoding.encode(token))")
        guard let pushes = outbox["pushes"]?.arrayValue else { throw TestError("GET /dev/pushes answered no pushes list") }
        return pushes.compactMap { $0["payload"] }
    }

    /// The signed approval request (a compact `haapi-approval+jwt`) of the newest push to
    /// device token `token`: what the app would post to `/push/approve`.
    ///
    /// ```swift
    /// try await driver.press(.login, ["username": "demo"])
    /// let request = try await server.lastPushRequest(to: deviceToken)
    /// ```
    ///
    /// - Parameter token: The device token the app registered.
    /// - Throws: `TestError` when no push to `token` holds a request.
    public func lastPushRequest(to token: String) async throws -> String {
        guard let request = try await pushes(to: token).last?["haapi"]?["request"]?.stringValue else {
            throw TestError("no push with an approval request was sent to \(token.prefix(6))…")
        }
        return request
    }
}

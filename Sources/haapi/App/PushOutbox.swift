import Foundation
import HaapiClient

/// The dev server's push outbox (`GET /dev/pushes?to=TOKEN`): where `haapi app
/// watch` finds the notifications "sent" to this device.
struct PushOutbox {
    let issuer: URL
    let deviceToken: String
    private var seen = 0

    init(issuer: URL, deviceToken: String) {
        self.issuer = issuer
        self.deviceToken = deviceToken
    }

    /// The payloads that arrived since the last call.
    mutating func newPayloads() async throws -> [[AnyHashable: Any]] {
        var components = URLComponents(url: issuer.appendingPathComponent("dev/pushes"), resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "to", value: deviceToken)]
        guard let url = components?.url else { throw CommandFailure("the push outbox URL cannot be made from \(issuer)") }
        let response: TransportResponse
        do {
            response = try await CommandHTTP.transport.send(TransportRequest(method: "GET", url: url))
        } catch {
            throw CommandFailure("the push outbox cannot be read: \(error)")
        }
        guard response.status == 200,
              let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any],
              let pushes = object["pushes"] as? [[String: Any]]
        else {
            throw CommandFailure("the push outbox answered \(response.status): is this the dev server?")
        }
        let fresh = pushes.dropFirst(seen).compactMap { $0["payload"] as? [String: Any] }
        seen = pushes.count
        return fresh.map { $0 as [AnyHashable: Any] }
    }
}

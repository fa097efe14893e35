import Foundation
import HTTPTypes
import HaapiModel
import Hummingbird
import Logging

/// `POST /push/devices`: registers a phone's push token for the user of the access token
/// (see ``PushEndpoints``).
///
/// Form: `token` (1 to 4096 printable ASCII characters), `platform` (optional, at most 32).
/// Answers `201 {"device_id", "token"}` for a new registration (a token another user had
/// moves to this one under a new `device_id`), `200` with the same body when the token is
/// already this user's; 401 without a valid token; 400 `invalid-input` naming the field.
struct PushDevicesEndpoint: Sendable {
    static let path = "/push/devices"
    static let maxTokenLength = 4096
    static let maxPlatformLength = 32

    let environment: ServerEnvironment

    func handle(_ call: PushCall) async throws(HTTPFailure) -> Response {
        let form = call.form
        var invalid: [InvalidField] = []
        let token = form.printableASCII("token", maxLength: Self.maxTokenLength, required: true, into: &invalid)
        let platform = form.printableASCII("platform", maxLength: Self.maxPlatformLength, required: false, into: &invalid)
        guard invalid.isEmpty, let token else { throw .invalidInput(invalid, .english) }
        let registration = await environment.state.registerPushDevice(
            token: token, platform: platform, username: call.username, now: environment.now, newID: environment.identifier(16))
        let (device, status): (PushDevice, HTTPResponse.Status) = switch registration {
        case .created(let device): (device, .created)
        case .existing(let device): (device, .ok)
        }
        environment.logger.info(
            "push device registered",
            metadata: [
                "device_id": .string(device.deviceID), "token": .string(Self.redacted(token)),
                "new": .stringConvertible(status == .created),
            ])
        return Reply.json(["device_id": .string(device.deviceID), "token": .string(device.token)], status: status)
    }

    /// A push token for the log: its first 6 characters and `…`.
    static func redacted(_ token: String) -> String {
        String(token.prefix(6)) + "…"
    }
}

import Foundation
import HaapiClient
import HaapiModel
import Synchronization

/// The recorded fixtures (`Tests/HaapiModelTests/Fixtures`), read once.
let fixtureDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/HaapiModelTests/Fixtures")

/// A HAAPI server in memory that answers with recorded steps, for as many flows as
/// ask it, and remembers nothing about them but how many polls it answered (so that
/// its own memory stays flat while flows come and go).
///
/// The flow it serves: the HAAPI access token (a made-up one, valid for an hour);
/// the authorization request answered with `selectAuthentication.json` (40
/// authenticators); `bankid1` answered with `bankIdSelectSameOrOtherDevice.json`; the
/// other-device form answered with a BankID polling step, which every poll answers
/// again (`pending` for ever). That step is `pollingStep.json` (a recorded Duo
/// poller, the only recorded polling step) made BankID-like in memory: the BankID
/// view name, a recipient and a `maxWaitTime` of 180 s, as the dev server's BankID
/// step has; no `interval`, so the flow polls at its default interval.
final class FixtureServer: HTTPTransport {
    /// The host of the recording, so that the steps' absolute links stay on the server's origin.
    static let origin = URL(string: "https://d3dd92f30197.ngrok.io")!
    static let bankIDPath = "/dev/authn/authenticate/bankid1"
    static let pollPath = "/dev/authn/authenticate/duo1/device-poller"

    private let answers: [String: TransportResponse]
    private let polls = Atomic<Int>(0)

    init() throws {
        func haapi(_ data: Data) -> TransportResponse {
            TransportResponse(status: 200, headers: ["Content-Type": MediaType.haapi], body: data)
        }
        func fixture(_ name: String) throws -> Data {
            try Data(contentsOf: fixtureDirectory.appendingPathComponent(name + ".json"))
        }
        let polling = haapi(try Self.bankIDPollingStep())
        answers = [
            "POST /dev/oauth/token": .json(#"{"access_token":"fixture-haapi-token","token_type":"DPoP","expires_in":3600}"#),
            "GET /dev/oauth/authorize": haapi(try fixture("selectAuthentication")),
            "GET \(Self.bankIDPath)": haapi(try fixture("bankIdSelectSameOrOtherDevice")),
            "POST \(Self.bankIDPath)/index": polling,
            "GET \(Self.pollPath)": polling,
        ]
    }

    /// The polls answered so far.
    var pollCount: Int { polls.load(ordering: .relaxed) }

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        let key = "\(request.method) \(request.url.path)"
        if request.url.path == Self.pollPath { polls.add(1, ordering: .relaxed) }
        return answers[key] ?? TransportResponse(status: 404, headers: ["Content-Type": "text/plain"], body: Data("no fixture for \(key)".utf8))
    }

    /// The recorded polling step with BankID's view name, a recipient and a wait limit
    /// (and `remaining` seconds of it left, when given).
    static func bankIDPollingStep(remaining: Int? = nil) throws -> Data {
        let data = try Data(contentsOf: fixtureDirectory.appendingPathComponent("pollingStep.json"))
        guard case .object(var step) = try JSONValue.parse(Array(data)), case .object(var properties)? = step["properties"] else {
            throw FlowLoadFailure("pollingStep.json is not a polling step with properties")
        }
        step["metadata"] = ["viewName": "authenticator/bankid/wait/index"]
        properties["recipientOfCommunication"] = "199001011234"
        properties["maxWaitTime"] = 180
        if let remaining { properties["maxWaitRemainingTime"] = .number(JSONNumber(remaining)) }
        step["properties"] = .object(properties)
        return Data(JSONValue.object(step).jsonString().utf8)
    }

    /// Client settings for this server: a confidential client, no scopes (no ID token).
    static func clientConfiguration() throws -> HaapiClientConfiguration {
        let base = origin.appendingPathComponent("dev/oauth")
        let endpoints = ServerEndpoints(
            issuer: base, authorizationEndpoint: base.appendingPathComponent("authorize"),
            tokenEndpoint: base.appendingPathComponent("token"))
        return try HaapiClientConfiguration.Builder(
            clientID: "haapi-public-client", endpoints: .explicit(endpoints), redirectURI: URL(string: "app.example:/callback")!,
            clientAuthentication: .clientSecretBasic(ClientSecret("fixture-secret"))
        ).build()
    }
}

/// Why a flow benchmark could not run.
struct FlowLoadFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

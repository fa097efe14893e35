public import Foundation
public import HaapiModel

/// The person's passkeys at their authorization server, through its passkey account API
/// (HaapiKit's dev server has one at `/account/passkeys`): list, rename, delete, and add
/// one, with the tokens a login left in `client` (an access token with the API's scope,
/// `passkeys` on the dev server, sent with a DPoP proof).
///
/// The endpoint must be on the origin of the client's token endpoint: an access token
/// goes nowhere else (``PasskeyAccountError/Kind-swift.enum/foreignOrigin``, nothing sent).
/// A relative endpoint (`/account/passkeys`) is taken on that origin.
///
/// ```swift
/// let account = PasskeyAccount(client: client, endpoint: URL(string: "https://login.example.com/account/passkeys")!)
/// for passkey in try await account.passkeys().passkeys {
///     print(passkey.label ?? "Passkey", passkey.createdAt)
/// }
/// ```
public struct PasskeyAccount: Sendable {
    /// The API's address (`GET` lists, `PATCH`/`DELETE <endpoint>/<id>` change); relative
    /// to the token endpoint's origin when it has no scheme.
    public let endpoint: URL
    /// The client holding the person's tokens.
    public let client: HaapiClient

    /// The path of the dev server's API, from its base URL: `account/passkeys`.
    public static let devServerPath = "account/passkeys"
    /// The scope the dev server's API asks of an access token: `passkeys`.
    public static let devServerScope = "passkeys"

    /// Creates the account over `client`'s tokens.
    public init(client: HaapiClient, endpoint: URL) {
        self.client = client
        self.endpoint = endpoint
    }

    /// The account's passkeys, oldest first.
    public func passkeys() async throws(PasskeyAccountError) -> AccountPasskeys {
        let json = try await send("GET", nil)
        guard let rpID = json["rpId"]?.stringValue, let user = json["user"], let userName = user["name"]?.stringValue,
            let list = json["passkeys"]?.arrayValue
        else { throw PasskeyAccountError(.server, detail: "the list lacks rpId, user.name or passkeys") }
        return AccountPasskeys(
            rpID: rpID, userID: user["id"]?.stringValue, userName: userName, displayName: user["displayName"]?.stringValue ?? userName,
            passkeys: try list.map(Self.passkey), otherWaysToSignIn: json["otherWaysToSignIn"]?.boolValue ?? true)
    }

    /// Gives passkey `id` the name `name` (the dev server takes 1 to 64 characters); returns it as it is now.
    public func rename(_ id: String, to name: String) async throws(PasskeyAccountError) -> AccountPasskey {
        try Self.passkey(try await send("PATCH", try Self.path(of: id), body: ["name": .string(name)]))
    }

    /// Deletes passkey `id`; ``PasskeyAccountError/Kind-swift.enum/lastCredential`` when it is the account's last way to sign in.
    public func delete(_ id: String) async throws(PasskeyAccountError) {
        _ = try await send("DELETE", try Self.path(of: id))
    }

    /// The options for a new passkey (`{"publicKey": ..., "mediation"?}`, WebAuthn
    /// Level 3's JSON); `conditional` asks for an automatic passkey, which the server gives
    /// only shortly after a password sign-in.
    public func registrationOptions(conditional: Bool = false) async throws(PasskeyAccountError) -> JSONValue {
        let json = try await send("POST", "registration-options", body: conditional ? ["mediation": "conditional"] : [:])
        guard json["publicKey"]?.objectValue != nil else { throw PasskeyAccountError(.server, detail: "the options lack publicKey") }
        return json
    }

    /// Stores the new passkey `credential` (the browser's or authenticator's
    /// `RegistrationResponseJSON`, answering ``registrationOptions(conditional:)``), named `name`.
    public func register(_ credential: JSONValue, name: String? = nil) async throws(PasskeyAccountError) -> AccountPasskey {
        var body: [String: JSONValue] = ["credential": credential]
        if let name { body["name"] = .string(name) }
        return try Self.passkey(try await send("POST", nil, body: .object(body)))
    }

    // MARK: Sending

    /// The path under the endpoint for passkey `id` (base64url, so it needs no escaping;
    /// anything else is refused before it could change the path).
    private static func path(of id: String) throws(PasskeyAccountError) -> String {
        guard (1...1366).contains(id.count), id.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") })
        else { throw PasskeyAccountError(.invalidRequest, detail: "\"\(id.prefix(64))\" is not a passkey ID") }
        return id
    }

    /// Sends to the endpoint, or to `path` under it, with the person's token.
    private func send(_ method: String, _ path: String?, body: JSONValue? = nil) async throws(PasskeyAccountError) -> JSONValue {
        let tokenEndpoint: URL
        do {
            tokenEndpoint = try await client.serverEndpoints().tokenEndpoint
        } catch {
            throw PasskeyAccountError(.client, detail: error.description)
        }
        let base = endpoint.scheme == nil ? URL(string: endpoint.relativeString, relativeTo: tokenEndpoint)?.absoluteURL : endpoint
        var text = base?.absoluteString ?? ""
        if let path {
            while text.hasSuffix("/") { text.removeLast() }
            text += "/" + path
        }
        guard let url = URL(string: text), let origin = Origin(url), origin == Origin(tokenEndpoint) else {
            throw PasskeyAccountError(.foreignOrigin, detail: "\(endpoint.redactedDescription) is not on the authorization server's origin")
        }
        var request = TransportRequest(method: method, url: url)
        request.headers["Accept"] = MediaType.json
        if let body {
            request.headers["Content-Type"] = MediaType.json
            request.body = Data(body.serialized())
        }
        let response: TransportResponse
        do {
            response = try await client.sendAuthorized(request)
        } catch {
            throw PasskeyAccountError(.client, detail: error.description)
        }
        let json = response.body.isEmpty ? JSONValue.object([:]) : try? JSONValue.parse(Array(response.body))
        guard (200..<300).contains(response.status) else {
            throw PasskeyAccountError(
                PasskeyAccountError.kind(of: json?["error"]?.stringValue, status: response.status), status: response.status,
                detail: String((json?["error_description"]?.stringValue ?? "HTTP \(response.status)").prefix(300)))
        }
        guard let json else { throw PasskeyAccountError(.server, status: response.status, detail: "the answer is not JSON") }
        return json
    }

    private static func passkey(_ json: JSONValue) throws(PasskeyAccountError) -> AccountPasskey {
        guard let id = json["id"]?.stringValue, let created = json["createdAt"]?.stringValue.flatMap(date) else {
            throw PasskeyAccountError(.server, detail: "a passkey lacks id or createdAt")
        }
        return AccountPasskey(
            id: id, name: json["name"]?.stringValue, provider: json["provider"]?.stringValue, createdAt: created,
            lastUsedAt: json["lastUsedAt"]?.stringValue.flatMap(date), backupEligible: json["backupEligible"]?.boolValue ?? false,
            backedUp: json["backedUp"]?.boolValue ?? false, transports: json["transports"]?.arrayValue?.compactMap(\.stringValue) ?? [])
    }

    private static func date(_ text: String) -> Date? {
        try? Date.ISO8601FormatStyle().parse(text)
    }
}

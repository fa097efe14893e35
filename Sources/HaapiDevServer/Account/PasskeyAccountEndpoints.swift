import Foundation
import HTTPTypes
import HaapiJOSE
import HaapiModel
import Hummingbird
import Logging

/// The passkey account API: a person's own passkeys, for the pages and commands where
/// they manage them (not the admin API, `/dev/users/...`).
///
/// Every call carries the person's access token (`Authorization: DPoP <token>` and a DPoP
/// proof, checked like `/oauth/userinfo` by ``UserAccessGuard``) with the scope
/// ``scope``, and acts on that token's user only: another person's passkey is `404`, as
/// an unknown one is.
///
/// - `GET /account/passkeys`: `{"rpId", "user": {"id", "name", "displayName"},
///   "passkeys": [...], "otherWaysToSignIn"}`, each passkey with `id`, `name`,
///   `provider` (from its AAGUID), `createdAt`, `lastUsedAt`, `backupEligible`, `backedUp`
///   and `transports`;
/// - `PATCH /account/passkeys/<id>` `{"name"}`: renames it (1 to ``maxNameLength``
///   characters, no control characters);
/// - `DELETE /account/passkeys/<id>`: deletes it, `409 last_credential` when it is the
///   person's last way to sign in (no other passkey, no password, no e-mailed code or
///   BankID);
/// - `POST /account/passkeys/registration-options` `{"mediation"?}` and
///   `POST /account/passkeys` `{"credential", "name"?}`: a new passkey
///   (``PasskeyAccountEndpoints/registrationOptions(_:)``);
/// - `GET /.well-known/passkey-endpoints`: the person's passkey pages, when configured
///   (``PasskeySettings/accountPages``).
///
/// Errors are OAuth-style JSON (`{"error", "error_description"}`): 401 for the token
/// (``UserAccessGuard``), `403 insufficient_scope`, `404 not_found`, `400 invalid_request`.
struct PasskeyAccountEndpoints: Sendable {
    static let path = "/account/passkeys"
    /// The scope an access token needs here.
    static let scope = "passkeys"
    /// The longest name a passkey may be given, in characters.
    static let maxNameLength = 64

    let environment: ServerEnvironment

    func register(on router: Router<BasicRequestContext>) {
        router.get(RouterPath(Self.path)) { request, _ in try await list(try await caller(request)) }
        router.patch(RouterPath("\(Self.path)/{id}")) { request, context in
            try await rename(try await caller(request), id: Self.passkeyID(context), body: try await request.formBody(allowingJSON: true))
        }
        router.delete(RouterPath("\(Self.path)/{id}")) { request, context in
            try await delete(try await caller(request), id: Self.passkeyID(context))
        }
        router.post(RouterPath("\(Self.path)/registration-options")) { request, _ in
            try await registrationOptions(try await caller(request), body: try await request.formBody(allowingJSON: true))
        }
        router.post(RouterPath(Self.path)) { request, _ in
            try await registerPasskey(try await caller(request), body: try await request.formBody(allowingJSON: true))
        }
        router.get("/.well-known/passkey-endpoints") { _, _ in try wellKnown() }
    }

    /// Who calls: a valid, DPoP-bound access token with ``scope``, naming a user of this
    /// server, on a server with a passkey authenticator.
    func caller(_ request: Request) async throws(HTTPFailure) -> AccountCaller {
        let caller = try await UserAccessGuard(environment: environment).authorize(request)
        guard let user = await environment.users.user(named: caller.subject) else {
            throw .unauthorized("invalid_token", "the access token does not name a user of this server")
        }
        guard caller.scopes.contains(Self.scope) else {
            var headers = HTTPFields()
            headers[.wwwAuthenticate] = "DPoP algs=\"ES256\", error=\"insufficient_scope\", scope=\"\(Self.scope)\""
            throw .oauth("insufficient_scope", "the access token lacks the \(Self.scope) scope", status: .forbidden, headers: headers)
        }
        guard let passkey = environment.configuration.passkeyAuthenticator else {
            throw .oauth("not_found", "this server has no passkey authenticator", status: .notFound)
        }
        return AccountCaller(token: caller, user: user, authenticator: PasskeyAuthenticator(configuration: passkey, environment: environment))
    }

    private func list(_ caller: AccountCaller) async throws(HTTPFailure) -> Response {
        let passkeys = await environment.users.passkeys(of: caller.user.username)
        let handle = await environment.users.webAuthnUserHandle(of: caller.user.username)
        let user: JSONValue = [
            "id": handle.map { .string(Base64URL.encode($0)) } ?? .null, "name": .string(caller.user.username),
            "displayName": .string(caller.user.name ?? caller.user.username),
        ]
        return Reply.json([
            "rpId": .string(caller.authenticator.rpID), "user": user, "passkeys": .array(passkeys.map(Self.json)),
            "otherWaysToSignIn": .bool(otherWaysToSignIn(caller.user)),
        ])
    }

    private func rename(_ caller: AccountCaller, id: String, body: FormParameters) async throws(HTTPFailure) -> Response {
        let name = try Self.checkedName(body["name"], required: true) ?? ""
        let renamed: PasskeyRecord?
        do {
            renamed = try await environment.users.renamePasskey(id: id, of: caller.user.username, to: name)
        } catch {
            environment.logger.error("a passkey could not be renamed", metadata: ["reason": .string(error.description)])
            throw .oauth("server_error", "the passkey could not be renamed", status: .internalServerError)
        }
        guard let renamed else { throw Self.notFound }
        environment.logger.info("passkey renamed", metadata: ["user": .string(caller.user.username)])
        return Reply.json(Self.json(renamed))
    }

    private func delete(_ caller: AccountCaller, id: String) async throws(HTTPFailure) -> Response {
        let result: UserStore.PasskeyDeletion
        let configuration = environment.configuration
        do {
            result = try await environment.users.deletePasskey(id: id, of: caller.user.username) { user in
                Self.otherWaysToSignIn(user, configuration: configuration)
            }
        } catch {
            environment.logger.error("a passkey could not be deleted", metadata: ["reason": .string(error.description)])
            throw .oauth("server_error", "the passkey could not be deleted", status: .internalServerError)
        }
        switch result {
        case .deleted:
            environment.logger.info("passkey deleted by its owner", metadata: ["user": .string(caller.user.username)])
            return Response(status: .noContent)
        case .notFound: throw Self.notFound
        case .lastWayToSignIn:
            throw .oauth(
                "last_credential", "this passkey is the last way to sign in to this account: add another passkey first",
                status: .conflict)
        }
    }

    private func wellKnown() throws(HTTPFailure) -> Response {
        guard let pages = environment.configuration.passkeyAuthenticator?.passkey.accountPages else {
            throw .oauth("not_found", "this server publishes no passkey pages", status: .notFound)
        }
        return Reply.json(["enroll": .string(pages.enroll.absoluteString), "manage": .string(pages.manage.absoluteString)])
    }

    /// Whether `user` can sign in without a passkey.
    func otherWaysToSignIn(_ user: UserRecord) -> Bool {
        Self.otherWaysToSignIn(user, configuration: environment.configuration)
    }

    /// A password, an e-mailed code or BankID, where this server offers that way.
    static func otherWaysToSignIn(_ user: UserRecord, configuration: DevServerConfiguration) -> Bool {
        let types = Set(configuration.authenticators.map(\.type))
        return (user.passwordHash != nil && types.contains(.usernamePassword))
            || (user.email != nil && types.contains(.emailCode))
            || (user.personalNumber != nil && types.contains(.bankID))
    }

    /// A passkey as this API shows it to its owner.
    static func json(_ passkey: PasskeyRecord) -> JSONValue {
        [
            "id": .string(passkey.id), "name": passkey.name.map { .string($0) } ?? .null,
            "provider": PasskeyProviders.name(of: passkey.aaguid).map { .string($0) } ?? .null,
            "createdAt": .string(passkey.createdAt.formatted(.iso8601)),
            "lastUsedAt": passkey.lastUsedAt.map { .string($0.formatted(.iso8601)) } ?? .null,
            "backupEligible": .bool(passkey.backupEligible), "backedUp": .bool(passkey.backedUp),
            "transports": .array(passkey.transports.map { .string($0) }),
        ]
    }

    /// A name as given: trimmed, 1 to ``maxNameLength`` characters, no control characters.
    static func checkedName(_ text: String?, required: Bool) throws(HTTPFailure) -> String? {
        guard let text else {
            if required { throw .oauth("invalid_request", "name is missing") }
            return nil
        }
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, name.count <= maxNameLength else {
            throw .oauth("invalid_request", "name must be 1 to \(maxNameLength) characters")
        }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format })
        else { throw .oauth("invalid_request", "name must not hold control characters") }
        return name
    }

    private static func passkeyID(_ context: BasicRequestContext) -> String {
        context.parameters.get("id")?.removingPercentEncoding ?? ""
    }

    static let notFound = HTTPFailure.oauth("not_found", "the account has no such passkey", status: .notFound)
}

/// Who calls the account API.
struct AccountCaller: Sendable {
    var token: UserCaller
    /// The token's user, as stored.
    var user: UserRecord
    /// The server's passkey authenticator.
    var authenticator: PasskeyAuthenticator
}

import Foundation
import HaapiModel
import Hummingbird
import Logging

/// `GET /dev/users/<username>/passkeys` and `DELETE /dev/users/<username>/passkeys/<id>`
/// (see ``DevEndpoints``).
struct PasskeyDevEndpoints: Sendable {
    let environment: ServerEnvironment

    func register(on router: Router<BasicRequestContext>) {
        router.get("/dev/users/{username}/passkeys") { _, context in
            let user = try await user(context)
            let passkeys = await environment.users.passkeys(of: user.username)
            return Reply.json(["passkeys": .array(passkeys.map(\.json))])
        }
        router.delete("/dev/users/{username}/passkeys/{id}") { _, context in
            let user = try await user(context)
            let id = context.parameters.get("id")?.removingPercentEncoding ?? ""
            let deleted: Bool
            do {
                deleted = try await environment.users.deletePasskey(id: id, of: user.username)
            } catch {
                environment.logger.error("a passkey could not be deleted", metadata: ["reason": "\(error)"])
                throw HTTPFailure.unexpected("The passkey could not be deleted")
            }
            guard deleted else { throw HTTPFailure.oauth("invalid_request", "\(user.username) has no passkey \(id)", status: .notFound) }
            environment.logger.info("passkey deleted", metadata: ["user": .string(user.username)])
            return Response(status: .noContent)
        }
    }

    private func user(_ context: BasicRequestContext) async throws(HTTPFailure) -> UserRecord {
        let name = context.parameters.get("username")?.removingPercentEncoding ?? ""
        guard let user = await environment.users.user(named: name) else {
            throw .oauth("invalid_request", "no user \(name)", status: .notFound)
        }
        return user
    }
}

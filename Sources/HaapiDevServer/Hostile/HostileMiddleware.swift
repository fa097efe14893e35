import Foundation
import HTTPTypes
import HaapiModel
import Hummingbird
import Logging
import NIOCore

/// Plays ``HostileBehaviour``: rewrites the server's well-formed answers into malicious
/// ones on their way out, and records every request that arrives through the foreign
/// origin (answered with a 404 and nothing else).
struct HostileMiddleware<Context: RequestContext>: RouterMiddleware {
    let behaviour: HostileBehaviour
    let environment: ServerEnvironment

    /// The path of the redirection step that leads to itself.
    static var loopPath: String { "/hostile/loop" }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if Self.isForeign(request.head.authority) {
            var request = request
            let body = (try? await request.collectBody(upTo: environment.configuration.security.maxRequestBodyBytes)) ?? ByteBuffer()
            environment.hostileLog.record(Self.record(request, body: body))
            environment.logger.warning("a client sent a request to the foreign origin", metadata: ["path": .string(request.uri.path)])
            return Reply.failure(.notFound(request.uri.path, .english))
        }
        if behaviour == .redirectLoop, request.uri.path == Self.loopPath {
            return Reply.haapi(.redirection(to: Self.loopPath))
        }
        let response = try await next(request, context)
        let rewriter = HostileRewriter(behaviour: behaviour, environment: environment)
        return try await rewriter.rewrite(response, path: request.uri.path)
    }

    /// Whether `authority` (`host[:port]`) names the foreign origin's host.
    static func isForeign(_ authority: String?) -> Bool {
        guard let authority else { return false }
        let host = authority.split(separator: ":", maxSplits: 1).first.map { $0.lowercased() } ?? ""
        return host == HostileRewriter.foreignHost
    }

    private static func record(_ request: Request, body: ByteBuffer) -> ForeignOriginRequest {
        let credentialNames: [HTTPField.Name] = [.authorization, .cookie, .dpop, .sessionID]
        let present = credentialNames.filter { request.headers[$0] != nil }.map { $0.canonicalName }
        let text = String(buffer: body)
        let fields = text.split(separator: "&").compactMap { pair in pair.split(separator: "=", maxSplits: 1).first.map(String.init) }
        let query = request.uri.queryParameters.map { String($0.key) }
        return ForeignOriginRequest(
            method: request.method.rawValue, path: request.uri.path, credentialHeaders: present.sorted(),
            formFields: Set(fields + query).sorted())
    }
}

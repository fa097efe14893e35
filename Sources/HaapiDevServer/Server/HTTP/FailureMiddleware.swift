import HTTPTypes
import HaapiModel
import Hummingbird
import Logging

/// Wraps every route: refuses a path that is not an RFC 3986 absolute path (400, or 414
/// when too long; see ``RequestPath``), caps the body (413), turns thrown ``HTTPFailure``s
/// and router errors into problem documents (404 for unknown routes, 500 for anything
/// unexpected, never a crash), adds the current `DPoP-Nonce`, and logs method, path and
/// status (never queries, bodies or headers, which may carry secrets).
struct FailureMiddleware<Context: RequestContext>: RouterMiddleware {
    let environment: ServerEnvironment

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        let path: String
        do {
            try RequestPath.validate(request.uri.path)
            path = request.uri.path
        } catch {
            environment.logger.debug("\(request.method) refused: \(error)")
            return Reply.failure(error.failure)
        }
        do {
            var request = request
            let limit = environment.configuration.security.maxRequestBodyBytes
            if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit {
                throw tooLarge(limit)
            }
            do {
                _ = try await request.collectBody(upTo: limit)
            } catch {
                throw tooLarge(limit)
            }
            response = try await next(request, context)
        } catch let failure as HTTPFailure {
            if failure.status.code >= 500 {
                environment.logger.error("\(request.method) \(path) failed: \(failure.logSummary)")
            } else {
                environment.logger.debug("\(request.method) \(path) refused: \(failure.logSummary)")
            }
            response = Reply.failure(failure)
        } catch let error as HTTPError {
            let failure: HTTPFailure
            switch error.status {
            case .notFound:
                failure = .notFound(path, .english)
            case .methodNotAllowed:
                failure = .problem(Problem(type: "https://curity.se/problems/method-not-allowed", title: "Method not allowed"), status: .methodNotAllowed)
            case .contentTooLarge:
                failure = tooLarge(environment.configuration.security.maxRequestBodyBytes)
            default:
                failure = .problem(Problem(type: .genericUserError, title: error.body ?? "Bad request"), status: error.status)
            }
            response = Reply.failure(failure)
        } catch {
            environment.logger.error("\(request.method) \(path) failed unexpectedly: \(type(of: error))")
            response = Reply.failure(.unexpected("The dev server failed to handle the request"))
        }
        if !path.hasPrefix("/dev/") {
            response.headers[.dpopNonce] = await DPoPGuard(environment: environment).currentNonce()
        }
        environment.logger.debug("\(request.method) \(path) → \(response.status.code)")
        return response
    }

    private func tooLarge(_ limit: Int) -> HTTPFailure {
        .problem(
            Problem(type: "https://curity.se/problems/request-too-large", title: "Request body too large", detail: "the limit is \(limit) bytes"),
            status: .contentTooLarge)
    }
}

public import Foundation
public import HaapiModel

/// A HAAPI answer: a step (representation) or a problem, with where it came from.
///
/// Anything else the server may answer is a ``HaapiClientError``.
///
/// ```swift
/// let response = try await client.start()
/// if let step = response.representation { render(step) }
/// else if let problem = response.problem { show(problem) }
/// ```
public struct HaapiResponse: Sendable, Hashable {
    /// The decoded document.
    public var document: HaapiDocument
    /// The HTTP status (problems usually come with 4xx).
    public var status: Int
    /// The URL the document came from; its relative links were resolved against it.
    public var url: URL

    /// Creates a response.
    public init(document: HaapiDocument, status: Int, url: URL) {
        self.document = document
        self.status = status
        self.url = url
    }

    /// The step, when the answer is one.
    public var representation: Representation? { document.representation }
    /// The problem, when the answer is one.
    public var problem: Problem? { document.problem }

    /// The authorization response, when this is the last step (`oauth-authorization-response`).
    public var authorizationResponse: AuthorizationResponseProperties? {
        guard let representation, representation.type == .oauthAuthorizationResponse else { return nil }
        return representation.authorizationResponse
    }

    /// The OAuth error of an `error-authorization-response` problem: the flow has ended.
    public var authorizationError: OAuthError? {
        guard let problem, problem.type == .errorAuthorizationResponse else { return nil }
        return OAuthError(
            error: problem.error ?? "unknown_error", errorDescription: problem.errorDescription,
            endpoint: "authorization", status: status)
    }
}

import Foundation
import HaapiModel
import HTTPTypes

extension HTTPFailure {
    /// `invalid-input` naming each rejected field (the details in the flow's language).
    static func invalidInput(_ fields: [InvalidField], _ texts: DevServerTexts) -> HTTPFailure {
        .problem(Problem(type: .invalidInput, title: texts[.formErrors], invalidFields: fields, metadata: Metadata(templateArea: "dev")))
    }

    /// `incorrect-credentials`, with how many attempts are left.
    static func incorrectCredentials(attemptsLeft: Int?, _ texts: DevServerTexts) -> HTTPFailure {
        .problem(Problem(type: .incorrectCredentials, title: texts[.incorrectCredentials], messages: attemptsMessages(attemptsLeft, texts)))
    }

    /// `too-many-attempts`: the flow is locked and must be restarted.
    static func tooManyAttempts(_ texts: DevServerTexts) -> HTTPFailure {
        .problem(
            Problem(
                type: .tooManyAttempts, title: texts[.tooManyAttempts],
                messages: [Build.message(texts[.tooManyAttemptsMessage], .error)]),
            status: .tooManyRequests)
    }

    /// `authentication-failed` with a reason (and how many attempts are left, when they
    /// count); the title is `title`, or "Authentication failed" in `texts`' language.
    static func authenticationFailed(
        _ detail: String, title: String? = nil, attemptsLeft: Int? = nil, additionalMembers: [String: JSONValue] = [:],
        _ texts: DevServerTexts
    ) -> HTTPFailure {
        .problem(
            Problem(
                type: .authenticationFailed, title: title ?? texts[.authenticationFailed], detail: detail,
                messages: attemptsMessages(attemptsLeft, texts), additionalMembers: additionalMembers))
    }

    /// "1 attempt left", "2 attempts left", ... as a warning; nothing for `nil`.
    private static func attemptsMessages(_ attemptsLeft: Int?, _ texts: DevServerTexts) -> [Message] {
        guard let attemptsLeft else { return [] }
        return [Build.message(texts.count(.attemptsLeft, attemptsLeft), .warning)]
    }

    /// `generic-user-error`: a request that does not fit the flow's state.
    static func userError(_ title: String, status: HTTPResponse.Status = .badRequest) -> HTTPFailure {
        .problem(Problem(type: .genericUserError, title: title), status: status)
    }

    /// `mismatch-between-session-and-access-token`.
    static var sessionMismatch: HTTPFailure {
        .problem(
            Problem(
                type: .mismatchBetweenSessionAndAccessToken,
                title: "The session does not belong to the presented access token"),
            status: .badRequest)
    }

    /// `error-authorization-response`: the flow ends with an OAuth error. A link back to the
    /// client is included when the redirect URI is known to be the client's. The title is
    /// in `texts`' language; `description` (`error_description`) is ASCII, as RFC 6749
    /// requires, so it stays English.
    static func authorizationError(
        _ error: String, _ description: String, redirectURI: String? = nil, state: String? = nil, issuer: String,
        texts: DevServerTexts = .english
    ) -> HTTPFailure {
        var links: [Link] = []
        if let redirectURI {
            var query = FormParameters()
            query.append("error", error)
            query.append("error_description", description)
            if let state { query.append("state", state) }
            query.append("iss", issuer)
            let separator = redirectURI.contains("?") ? "&" : "?"
            links.append(Link(href: Build.href(redirectURI + separator + query.encoded), rel: .authorizationResponse))
        }
        return .problem(
            Problem(
                type: .errorAuthorizationResponse, title: texts[.authorizationFailed], error: error,
                errorDescription: description, links: links))
    }

    /// `unexpected` with a 500 status.
    static func unexpected(_ title: String) -> HTTPFailure {
        .problem(Problem(type: .unexpected, title: title), status: .internalServerError)
    }

    /// A 404 problem for a path nobody serves.
    static func notFound(_ path: String, _ texts: DevServerTexts) -> HTTPFailure {
        .problem(
            Problem(type: "https://curity.se/problems/not-found", title: texts[.notFound], detail: texts[.notFoundDetail, path]),
            status: .notFound)
    }
}

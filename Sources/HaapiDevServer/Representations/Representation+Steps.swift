import Foundation
import HaapiModel

extension Representation {
    /// A `redirection-step` whose single form the client follows at once.
    static func redirection(to href: String) -> Representation {
        Representation(
            type: .redirectionStep, metadata: Metadata(viewName: "/templates/redirect"),
            actions: [Build.form(.redirect, href: href, method: .get)])
    }

    /// The `oauth-authorization-response` that ends a flow.
    static func authorizationResponse(code: String, state: String?, issuer: String, redirectURI: String) -> Representation {
        var query = FormParameters()
        query.append("code", code)
        if let state { query.append("state", state) }
        query.append("iss", issuer)
        let separator = redirectURI.contains("?") ? "&" : "?"
        return Representation(
            type: .oauthAuthorizationResponse,
            metadata: Metadata(viewName: "templates/oauth/success-authorization-response"),
            links: [Link(href: Build.href(redirectURI + separator + query.encoded), rel: .authorizationResponse)],
            properties: .authorizationResponse(AuthorizationResponseProperties(code: code, state: state, iss: issuer)))
    }

    /// A `continue-same-step` with messages (and the actions to show next, if any).
    static func continueSameStep(viewName: String, messages: [Message]) -> Representation {
        Representation(type: .continueSameStep, metadata: Metadata(viewName: viewName), messages: messages)
    }
}

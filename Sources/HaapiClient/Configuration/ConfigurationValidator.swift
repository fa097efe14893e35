import Foundation
import HaapiModel

/// The checks behind ``HaapiClientConfiguration``'s initialiser.
enum ConfigurationValidator {
    /// Authorization parameters the client sets itself.
    static let reservedParameters: Set<String> = [
        "client_id", "response_type", "redirect_uri", "scope", "state", "nonce", "code_challenge",
        "code_challenge_method", "request_uri", "dpop_jkt",
    ]

    static func validate(_ c: HaapiClientConfiguration) throws(ConfigurationError) {
        try checkToken(c.clientID, field: "clientID")
        switch c.endpoints {
        case .discovery(let issuer):
            try checkServerURL(issuer, field: "endpoints.issuer", allowQuery: false)
        case .explicit(let e):
            try checkServerURL(e.issuer, field: "endpoints.issuer", allowQuery: false)
            try checkServerURL(e.authorizationEndpoint, field: "endpoints.authorizationEndpoint", allowQuery: true)
            try checkServerURL(e.tokenEndpoint, field: "endpoints.tokenEndpoint", allowQuery: false)
            if let revocation = e.revocationEndpoint {
                try checkServerURL(revocation, field: "endpoints.revocationEndpoint", allowQuery: false)
            }
            if let registration = e.registrationEndpoint {
                try checkServerURL(registration, field: "endpoints.registrationEndpoint", allowQuery: false)
            }
            if let jwks = e.jwksURI {
                try checkServerURL(jwks, field: "endpoints.jwksURI", allowQuery: true)
            }
            if let par = e.pushedAuthorizationRequestEndpoint {
                try checkServerURL(par, field: "endpoints.pushedAuthorizationRequestEndpoint", allowQuery: false)
            } else if c.pushedAuthorizationRequests == .required {
                throw ConfigurationError(
                    field: "endpoints.pushedAuthorizationRequestEndpoint",
                    reason: "is required when pushedAuthorizationRequests is .required; give the server's PAR endpoint or use discovery")
            }
            if e.requirePushedAuthorizationRequests, c.pushedAuthorizationRequests == .never {
                throw ConfigurationError(
                    field: "pushedAuthorizationRequests",
                    reason: "is .never, but the endpoints say the server requires pushed authorization requests; use .whenOffered or .required")
            }
            if let endSession = e.endSessionEndpoint {
                try checkServerURL(endSession, field: "endpoints.endSessionEndpoint", allowQuery: true)
            }
        }
        try checkRedirectURI(c.redirectURI, field: "redirectURI")
        if let postLogout = c.postLogoutRedirectURI {
            try checkRedirectURI(postLogout, field: "postLogoutRedirectURI")
        }
        for (index, scope) in c.scopes.enumerated() {
            try checkToken(scope, field: "scopes[\(index)]")
        }
        if c.scopes.contains(HaapiClientConfiguration.haapiScope) {
            throw ConfigurationError(
                field: "scopes", reason: "must not contain \(HaapiClientConfiguration.haapiScope); the client asks for it itself")
        }
        for (index, acr) in c.acrValues.enumerated() {
            try checkToken(acr, field: "acrValues[\(index)]")
        }
        for (name, value) in c.extraAuthorizationParameters {
            let field = "extraAuthorizationParameters[\(name)]"
            if name.isEmpty { throw ConfigurationError(field: field, reason: "the parameter name is empty") }
            if reservedParameters.contains(name) {
                throw ConfigurationError(field: field, reason: "is set by the client itself; use the dedicated setting")
            }
            if RequestedAuthentication.parameterNames.contains(name) {
                throw ConfigurationError(field: field, reason: "has a setting of its own (acrValues, maxAge, prompt); use it")
            }
            if value.unicodeScalars.contains(where: isControl) {
                throw ConfigurationError(field: field, reason: "contains control characters")
            }
        }
        try checkRequestedAuthentication(c)
        try checkClientAuthentication(c.clientAuthentication, field: "clientAuthentication")
        guard c.minimumTokenTTL.isFinite, c.minimumTokenTTL >= 0 else {
            throw ConfigurationError(field: "minimumTokenTTL", reason: "must be a finite number of seconds, 0 or more")
        }
        guard c.requestTimeout.isFinite, c.requestTimeout > 0 else {
            throw ConfigurationError(field: "requestTimeout", reason: "must be a finite number of seconds, more than 0")
        }
        try checkIDTokenValidation(c)
        for (index, origin) in c.trustedOrigins.enumerated() {
            let field = "trustedOrigins[\(index)]"
            try checkServerURL(origin, field: field, allowQuery: false)
            if !["", "/"].contains(origin.path) {
                throw ConfigurationError(field: field, reason: "must be an origin (scheme, host and port) without a path, got \"\(origin.path)\"")
            }
        }
    }

    private static func checkServerURL(_ url: URL, field: String, allowQuery: Bool) throws(ConfigurationError) {
        guard url.scheme != nil, url.host?.isEmpty == false else {
            throw ConfigurationError(field: field, reason: "must be an absolute URL with a host, got \"\(url.absoluteString)\"")
        }
        guard HostClassifier.isSecureServerURL(url) else {
            throw ConfigurationError(field: field, reason: "must use https (plain http is allowed for loopback hosts only)")
        }
        if url.fragment != nil {
            throw ConfigurationError(field: field, reason: "must not have a fragment (\"#\" part)")
        }
        if !allowQuery, url.query != nil {
            throw ConfigurationError(field: field, reason: "must not have a query")
        }
    }

    private static func checkRedirectURI(_ url: URL, field: String) throws(ConfigurationError) {
        guard let scheme = url.scheme, !scheme.isEmpty else {
            throw ConfigurationError(field: field, reason: "must be an absolute URI with a scheme, got \"\(url.absoluteString)\"")
        }
        if url.fragment != nil {
            throw ConfigurationError(field: field, reason: "must not have a fragment (\"#\" part)")
        }
        if scheme.lowercased() == "http", !(HostClassifier.host(of: url).map(HostClassifier.isLoopback) ?? false) {
            throw ConfigurationError(field: field, reason: "plain http is allowed for loopback hosts only")
        }
    }

    private static func checkToken(_ value: String, field: String) throws(ConfigurationError) {
        if value.isEmpty { throw ConfigurationError(field: field, reason: "must not be empty") }
        if value.unicodeScalars.contains(where: { isControl($0) || $0 == " " }) {
            throw ConfigurationError(field: field, reason: "must not contain spaces or control characters")
        }
    }

    /// `max_age`: whole seconds, 0 or more; `prompt`: tokens, `none` alone.
    private static func checkRequestedAuthentication(_ c: HaapiClientConfiguration) throws(ConfigurationError) {
        if let maxAge = c.maxAge {
            guard maxAge.isFinite, maxAge >= 0, maxAge == maxAge.rounded(), maxAge <= Double(RequestedAuthentication.maxAgeLimit) else {
                throw ConfigurationError(
                    field: "maxAge", reason: "must be a whole number of seconds, 0 or more (at most \(RequestedAuthentication.maxAgeLimit))")
            }
        }
        for (index, value) in c.prompt.enumerated() {
            try checkToken(value.rawValue, field: "prompt[\(index)]")
        }
        if let problem = RequestedAuthentication.promptProblem(c.prompt.map(\.rawValue)) {
            throw ConfigurationError(field: "prompt", reason: problem)
        }
    }

    private static func checkClientAuthentication(_ auth: ClientAuthentication, field: String) throws(ConfigurationError) {
        switch auth {
        case .clientSecretBasic(let secret), .clientSecretPost(let secret):
            if secret.value.isEmpty {
                throw ConfigurationError(field: field, reason: "the client secret is empty")
            }
        case .privateKeyJWT(_, let keyID):
            if let keyID, keyID.isEmpty {
                throw ConfigurationError(field: field, reason: "the key ID is empty; pass nil to send none")
            }
        case .attestation(_, let fallback):
            guard let fallback else { break }
            if case .attestation = fallback {
                throw ConfigurationError(field: field + ".fallback", reason: "the fallback of attestation cannot be attestation again")
            }
            try checkClientAuthentication(fallback, field: field + ".fallback")
        case .dynamicRegistration(let registration):
            try checkDynamicRegistration(registration, field: field)
        }
    }

    /// A registration names its template, is authorized by the template's own (static)
    /// authentication or a software statement, and has printable metadata.
    private static func checkDynamicRegistration(_ registration: DynamicClientRegistration, field: String) throws(ConfigurationError) {
        try checkToken(registration.templateClientID, field: "\(field).templateClientID")
        switch registration.authorization {
        case .templateClient(let template):
            if template.dynamicRegistration != nil {
                throw ConfigurationError(
                    field: "\(field).authorization", reason: "the template client cannot itself authenticate by dynamic registration")
            }
            try checkClientAuthentication(template, field: "\(field).authorization")
        case .softwareStatement(let statement):
            if statement.split(separator: ".", omittingEmptySubsequences: false).count != 3
                || statement.unicodeScalars.contains(where: { isControl($0) || $0 == " " })
            {
                throw ConfigurationError(field: "\(field).authorization", reason: "the software statement is not a compact JWT (three dot-separated parts)")
            }
        }
        let metadata = registration.metadata
        for (name, value) in [("clientName", metadata.clientName), ("softwareID", metadata.softwareID), ("softwareVersion", metadata.softwareVersion)] {
            guard let value else { continue }
            if value.trimmingCharacters(in: .whitespaces).isEmpty || value.unicodeScalars.contains(where: isControl) {
                throw ConfigurationError(field: "\(field).metadata.\(name)", reason: "must not be empty or contain control characters")
            }
        }
    }

    /// Verifying ID tokens needs at least one accepted algorithm and the issuer's keys: with
    /// explicit endpoints, a JWKS URI.
    private static func checkIDTokenValidation(_ c: HaapiClientConfiguration) throws(ConfigurationError) {
        guard c.idTokenClockSkew.isFinite, c.idTokenClockSkew >= 0 else {
            throw ConfigurationError(field: "idTokenClockSkew", reason: "must be a finite number of seconds, 0 or more")
        }
        if c.idTokenValidation == .verify, c.idTokenSigningAlgorithms.isEmpty {
            throw ConfigurationError(
                field: "idTokenSigningAlgorithms",
                reason: "is empty, so every ID token would be rejected; allow at least one of ES256, RS256 and PS256")
        }
        guard c.idTokenValidation == .verify, c.scopes.contains("openid"), case .explicit(let e) = c.endpoints,
              e.jwksURI == nil
        else { return }
        throw ConfigurationError(
            field: "endpoints.jwksURI",
            reason: "is required to verify ID tokens (the openid scope is requested and idTokenValidation is .verify); give the issuer's JWKS URI, use discovery, or set idTokenValidation to .skip (not recommended)")
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }
}

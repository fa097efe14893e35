// TEMPORARY, never committed: contract stand-ins until the secret-router branch merges.
import Foundation
public struct HaapiKitSecret: Sendable, Hashable, CustomStringConvertible {
    public let issuer: URL
    public let clientID: String
    public let clientSecret: String?
    public let redirectURI: URL
    public let scopes: [String]
    public let urlScheme: String?
    public let linkHost: String?
    public let pushDevicesEndpoint: URL?
    public let featureFlags: HaapiKitFeatureFlags
    public init(issuer: URL, clientID: String, clientSecret: String? = nil, redirectURI: URL, scopes: [String] = ["openid"],
                urlScheme: String? = nil, linkHost: String? = nil, pushDevicesEndpoint: URL? = nil,
                featureFlags: HaapiKitFeatureFlags = []) throws(HaapiKitError) {
        self.issuer = issuer; self.clientID = clientID; self.clientSecret = clientSecret; self.redirectURI = redirectURI
        self.scopes = scopes; self.urlScheme = urlScheme; self.linkHost = linkHost; self.pushDevicesEndpoint = pushDevicesEndpoint
        self.featureFlags = featureFlags
    }
    public init(encoded: String) throws(HaapiKitError) { throw .invalidInput("stub") }
    public var encoded: String { "" }
    public var description: String { "" }
    public var universalLinkHost: String { "" }
}
public enum HaapiKitRoute: Sendable, Hashable {
    case login(HaapiKitLoginParameters)
    case onboarding(configuration: Data?)
    case activation(code: String)
    case approveSignIn(request: String)
}
public struct HaapiKitLoginParameters: Sendable, Hashable {
    public var loginHint: String?
    public var acr: String?
    public var uiLocales: [String]
    public init(loginHint: String? = nil, acr: String? = nil, uiLocales: [String] = []) { self.loginHint = loginHint; self.acr = acr; self.uiLocales = uiLocales }
    public var authorizationParameters: [String: String] { [:] }
}
public struct HaapiKitURLRouter: Sendable {
    public init(secret: HaapiKitSecret) {}
    public func route(for url: URL) throws(HaapiKitError) -> HaapiKitRoute { throw .urlNotRecognized(url) }
}

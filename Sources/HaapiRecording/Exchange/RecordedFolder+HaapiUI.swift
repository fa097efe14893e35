import Foundation
import HaapiClient
public import HaapiUI

extension RecordedFolder {
    /// A HaapiUI configuration builder to replay with: what
    /// ``clientConfiguration(_:)`` holds, for an app built on `HaapiUIKitApplication`.
    ///
    /// ```swift
    /// let replay = try ReplayTransport(contentsOf: folderURL)
    /// let application = try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: try replay.folder.configurationBuilder().build())
    ///     .setTransport(replay)
    ///     .build()
    /// ```
    ///
    /// - Throws: ``RecordedFolderError`` when the index's issuer or endpoints are not URLs.
    public func configurationBuilder() throws(RecordedFolderError) -> HaapiUIKitConfigurationBuilder {
        guard let issuer = URL(string: index.issuer) else {
            throw RecordedFolderError(path: "exchange.json", reason: "issuer \"\(index.issuer)\" is not a URL")
        }
        return HaapiUIKitConfigurationBuilder(
            clientId: index.clientID, baseURL: issuer,
            tokenEndpointURL: index.endpoints.flatMap { URL(string: $0.token) },
            authorizationEndpointURL: index.endpoints.flatMap { URL(string: $0.authorization) },
            appRedirect: index.redirectURI
        )
        .setJWKSEndpointURL(index.endpoints?.jwks.flatMap(URL.init(string:)))
        .setRevocationEndpointURL(index.endpoints?.revocation.flatMap(URL.init(string:)))
        .setClientAuthenticationMethod(.clientSecretBasic(ClientSecret(Self.standInClientSecret)))
        .setScopes(index.scopes)
        .setAcrValues(index.acrValues ?? [])
        .setExtraRequestParameters(index.extraParameters ?? [:])
        .setMaxAge(index.maxAge.map { TimeInterval($0) })
        .setPrompt((index.prompt ?? []).map { Prompt(rawValue: $0) })
        .setPushedAuthorizationRequests(index.pushedAuthorizationRequests ?? .never)
    }
}

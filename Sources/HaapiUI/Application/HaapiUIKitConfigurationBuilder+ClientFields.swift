extension HaapiUIKitConfigurationBuilder {
    /// This builder's name for a field `HaapiClientConfiguration` reported.
    static func builderField(forClientField field: String) -> String {
        let renames: [(client: String, builder: String)] = [
            ("clientID", "clientId"),
            ("endpoints.issuer", "baseURL"),
            ("endpoints.authorizationEndpoint", "authorizationEndpointURL"),
            ("endpoints.tokenEndpoint", "tokenEndpointURL"),
            ("endpoints.revocationEndpoint", "revocationEndpointURL"),
            ("endpoints.jwksURI", "jwksEndpointURL"),
            ("redirectURI", "appRedirect"),
            ("extraAuthorizationParameters", "extraRequestParameters"),
            ("clientAuthentication", "clientAuthenticationMethod"),
            ("minimumTokenTTL", "minTokenTTL"),
        ]
        for (client, builder) in renames where field == client || field.hasPrefix(client + "[") {
            return builder + field.dropFirst(client.count)
        }
        return field
    }
}

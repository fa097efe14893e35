import Foundation

extension HaapiClient {
    /// The client ID this client's requests carry: the configured
    /// ``HaapiClientConfiguration/clientID``, or, with
    /// ``ClientAuthentication/dynamicRegistration(_:)``, the registered client's (registering
    /// first when there is no registration yet).
    ///
    /// The authorization request's `client_id`, the token, code exchange, refresh and
    /// revocation requests, and the ID token's `aud` and `azp` checks all use it.
    ///
    /// ```swift
    /// let clientID = try await client.effectiveClientID()   // "dcr-…" once registered
    /// ```
    public func effectiveClientID() async throws(HaapiClientError) -> String {
        try await clientAuthenticator().clientID
    }

    /// The effective client: its ID and concrete credentials — those of the configured
    /// method, or of the fallback a failed attestation took.
    func clientAuthenticator() async throws(HaapiClientError) -> ClientAuthenticator {
        try await clientAuthenticator(
            for: attestationFallback ?? configuration.clientAuthentication, clientID: configuration.clientID)
    }

    /// The one place a client authentication becomes the client ID and credentials that
    /// requests carry. A dynamic registration becomes the registered client
    /// (`client_secret_basic` with its secret); every other method is used as it is, by
    /// `clientID`.
    func clientAuthenticator(for method: ClientAuthentication, clientID: String) async throws(HaapiClientError) -> ClientAuthenticator {
        switch method {
        case .dynamicRegistration(let registration):
            let registered = try await registeredClient(for: registration)
            return ClientAuthenticator(
                clientID: registered.clientID, method: .clientSecretBasic(registered.clientSecret), clock: clock, random: random,
                isRegistered: true)
        case .clientSecretBasic, .clientSecretPost, .privateKeyJWT, .attestation:
            return ClientAuthenticator(clientID: clientID, method: method, clock: clock, random: random)
        }
    }

    /// The secrets of the client's authentication and, once known, of its registration,
    /// to keep out of body excerpts in errors.
    var clientSecrets: [String] {
        var secrets = ClientAuthenticator.secrets(of: configuration.clientAuthentication)
        if let registeredClient {
            secrets.append(registeredClient.clientSecret.value)
            if let token = registeredClient.registrationAccessToken { secrets.append(token) }
        }
        return secrets
    }
}

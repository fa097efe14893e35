import ArgumentParser
import Crypto
import Foundation
import HaapiClient
import HaapiUI

/// Which HAAPI server and client to use: the options of `haapi login`, shared by
/// every command that can front any server (`record`).
struct ServerOptions: ParsableArguments {
    @ArgumentParser.Option(help: ArgumentHelp(
        "The issuer; endpoints come from its discovery document. With explicit endpoints, only the value ID tokens must carry in 'iss'.",
        valueName: "URL"))
    var issuer: String?

    @ArgumentParser.Option(help: ArgumentHelp(
        "The authorization endpoint (instead of discovery; needs --token-endpoint, and --issuer unless the issuer is its parent URL).",
        valueName: "URL"))
    var authorizationEndpoint: String?

    @ArgumentParser.Option(help: ArgumentHelp("The token endpoint (instead of discovery).", valueName: "URL"))
    var tokenEndpoint: String?

    @ArgumentParser.Option(help: ArgumentHelp("The revocation endpoint (with explicit endpoints).", valueName: "URL"))
    var revocationEndpoint: String?

    @ArgumentParser.Option(help: ArgumentHelp(
        "The issuer's JWKS, whose keys sign ID tokens (with explicit endpoints and the openid scope).", valueName: "URL"))
    var jwksURI: String?

    @ArgumentParser.Option(help: "The OAuth client ID.")
    var clientID: String?

    @ArgumentParser.Option(help: "The client secret (client_secret_basic).")
    var clientSecret: String?

    @ArgumentParser.Option(help: ArgumentHelp("A P-256 private key in PEM for private_key_jwt client authentication.", valueName: "FILE"))
    var clientKey: String?

    @ArgumentParser.Option(help: "The key ID (kid) of --client-key.")
    var keyID: String?

    @ArgumentParser.Option(help: "Scopes, space-separated or repeated.")
    var scope: [String] = ["openid"]

    @ArgumentParser.Option(help: "acr_values, space-separated or repeated (the authenticator to use).")
    var acr: [String] = []

    @ArgumentParser.Option(help: ArgumentHelp("The client's registered redirect URI.", valueName: "URI"))
    var redirectURI: String = "app://callback"

    @ArgumentParser.Flag(help: ArgumentHelp(
        "Authenticate the client by attestation, with the development attester of a HAAPI dev server (the issuer's, or the authorization endpoint's origin).",
        discussion: "A --dcr-template (a client registered from that template), --client-secret or --client-key is then the fallback when attestation fails."))
    var attestation = false

    @OptionGroup var registration: RegistrationOptions

    /// Refuses `--dcr-template` without `--issuer` for a command whose embedded dev
    /// server signs in as its demo client (only `haapi login` registers there).
    func requireServerForRegistration() throws {
        if registration.dcrTemplate != nil, !isGiven {
            throw ValidationError("--dcr-template needs --issuer here (only 'haapi login' registers at the embedded dev server)")
        }
    }

    /// Whether any server option was given (commands that default to the embedded
    /// dev server use it without them).
    var isGiven: Bool {
        issuer != nil || authorizationEndpoint != nil || tokenEndpoint != nil || clientID != nil
    }

    func validate() throws {
        guard isGiven else { return }
        let registers = registration.dcrTemplate != nil
        if registers, !attestation {
            guard clientID == nil, clientSecret == nil, clientKey == nil else {
                throw ValidationError("--dcr-template registers the client: leave out --client-id, --client-secret and --client-key")
            }
        } else {
            guard clientID != nil else { throw ValidationError("give --client-id with the server options") }
        }
        if issuer == nil || authorizationEndpoint != nil || tokenEndpoint != nil, authorizationEndpoint == nil || tokenEndpoint == nil {
            throw ValidationError("give --issuer, or explicit endpoints: both --authorization-endpoint and --token-endpoint")
        }
        if attestation {
            guard clientSecret == nil || clientKey == nil, !registers || (clientSecret == nil && clientKey == nil) else {
                throw ValidationError("give one fallback of --attestation: --dcr-template, --client-secret or --client-key")
            }
        } else if !registers {
            guard (clientSecret == nil) != (clientKey == nil) else {
                throw ValidationError("give exactly one of --client-secret and --client-key")
            }
        }
    }

    /// The login's settings, as an app would give them to `HaapiUIKitConfigurationBuilder`,
    /// with what `request` asks of the authorization request.
    func configuration(
        language: String, request: AuthorizationRequestOptions? = nil
    ) throws -> HaapiUIKitConfiguration {
        let registered = try registration.dynamicRegistration().map(ClientAuthentication.dynamicRegistration)
        guard let clientID = attestation ? clientID : clientID ?? registration.dcrTemplate else {
            throw CommandFailure("give --client-id")
        }
        let authentication: ClientAuthentication
        let credentials = try registered ?? secretOrKey()
        if attestation {
            authentication = AttestationLogin.authentication(devServer: try devServerURL(), fallback: credentials)
        } else if let credentials {
            authentication = credentials
        } else {
            throw CommandFailure("give --client-secret or --client-key")
        }
        var builder: HaapiUIKitConfigurationBuilder
        if let issuer, authorizationEndpoint == nil {
            builder = HaapiUIKitConfigurationBuilder(clientId: clientID, baseURL: try url(issuer, "--issuer"), appRedirect: redirectURI)
        } else {
            let authorization = try url(authorizationEndpoint ?? "", "--authorization-endpoint")
            builder = HaapiUIKitConfigurationBuilder(
                clientId: clientID, baseURL: try issuer.map { try url($0, "--issuer") } ?? authorization.deletingLastPathComponent(),
                tokenEndpointURL: try url(tokenEndpoint ?? "", "--token-endpoint"), authorizationEndpointURL: authorization,
                appRedirect: redirectURI)
            builder = builder
                .setRevocationEndpointURL(try revocationEndpoint.map { try url($0, "--revocation-endpoint") })
                .setJWKSEndpointURL(try jwksURI.map { try url($0, "--jwks-uri") })
        }
        do {
            return try (request?.apply(to: builder) ?? builder)
                .setClientAuthenticationMethod(authentication)
                .setScopes(scope.flatMap { $0.split(separator: " ").map(String.init) })
                .setAcrValues(acr.flatMap { $0.split(separator: " ").map(String.init) })
                .setExtraRequestParameters(["ui_locales": language])
                .build()
        } catch {
            throw CommandFailure("configuration: \(error)")
        }
    }

    /// The client authentication of `--client-secret` or `--client-key`, if one is given.
    private func secretOrKey() throws -> ClientAuthentication? {
        if let clientSecret { return .clientSecretBasic(ClientSecret(clientSecret)) }
        guard let clientKey else { return nil }
        do {
            let pem = try String(contentsOfFile: clientKey, encoding: .utf8)
            return .privateKeyJWT(key: try P256.Signing.PrivateKey(pemRepresentation: pem), keyID: keyID)
        } catch {
            throw CommandFailure("--client-key \(clientKey): not a readable P-256 private key in PEM (\(error))")
        }
    }

    /// The dev server whose development attester certifies the device key: the issuer,
    /// or the origin of the authorization endpoint.
    private func devServerURL() throws -> URL {
        if let issuer { return try url(issuer, "--issuer") }
        let authorization = try url(authorizationEndpoint ?? "", "--authorization-endpoint")
        var components = URLComponents()
        components.scheme = authorization.scheme
        components.host = authorization.host
        components.port = authorization.port
        guard let origin = components.url else { throw CommandFailure("--authorization-endpoint has no origin") }
        return origin
    }

    private func url(_ text: String, _ option: String) throws -> URL {
        guard let url = URL(string: text), url.scheme != nil, url.host != nil else {
            throw CommandFailure("\(option) is not a URL: '\(text)'")
        }
        return url
    }

}

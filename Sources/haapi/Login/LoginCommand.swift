import ArgumentParser
import Crypto
import Foundation
import HaapiClient
import HaapiTerminal
import HaapiUI
import Logging

/// `haapi login`: signs in against any HAAPI server in the terminal.
struct LoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Sign in against a HAAPI server in the terminal and print the tokens.",
        discussion: """
            Exit status: 0 tokens issued, 1 failure (network, server, configuration, answers ran out), \
            2 OAuth error from the server, 3 cancelled (Ctrl-C, a cancel button). Failures print one line \
            on standard error.
            """
    )

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
    var clientID: String

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

    @OptionGroup var terminal: TerminalOptions

    func validate() throws {
        if issuer == nil || authorizationEndpoint != nil || tokenEndpoint != nil, authorizationEndpoint == nil || tokenEndpoint == nil {
            throw ValidationError("give --issuer, or explicit endpoints: both --authorization-endpoint and --token-endpoint")
        }
        guard (clientSecret == nil) != (clientKey == nil) else {
            throw ValidationError("give exactly one of --client-secret and --client-key")
        }
    }

    func run() async throws {
        let status = try await reportingFailures { @MainActor () async throws -> LoginExitStatus in
            let application = try terminal.application(try configuration())
            var runner = LoginRunner(options: terminal)
            runner.answerLines = try terminal.answerLines()
            return await runner.run(application.makeFlowSession())
        }
        if status != .tokens { throw ExitCode(status.rawValue) }
    }

    /// The login's settings, as an app would give them to `HaapiUIKitConfigurationBuilder`.
    private func configuration() throws -> HaapiUIKitConfiguration {
        let authentication: ClientAuthentication
        if let clientSecret {
            authentication = .clientSecretBasic(ClientSecret(clientSecret))
        } else if let clientKey {
            do {
                let pem = try String(contentsOfFile: clientKey, encoding: .utf8)
                authentication = .privateKeyJWT(key: try P256.Signing.PrivateKey(pemRepresentation: pem), keyID: keyID)
            } catch {
                throw CommandFailure("--client-key \(clientKey): not a readable P-256 private key in PEM (\(error))")
            }
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
            return try builder
                .setClientAuthenticationMethod(authentication)
                .setScopes(scope.flatMap { $0.split(separator: " ").map(String.init) })
                .setAcrValues(acr.flatMap { $0.split(separator: " ").map(String.init) })
                .setExtraRequestParameters(["ui_locales": terminal.language])
                .build()
        } catch {
            throw CommandFailure("configuration: \(error)")
        }
    }

    private func url(_ text: String, _ option: String) throws -> URL {
        guard let url = URL(string: text), url.scheme != nil, url.host != nil else {
            throw CommandFailure("\(option) is not a URL: '\(text)'")
        }
        return url
    }

    static var quietLogger: Logger { Logger(label: "haapi") { _ in SwiftLogNoOpLogHandler() } }
}

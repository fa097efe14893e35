import Foundation
import HaapiClient
import HaapiModel
import HaapiTesting
import Testing

/// `haapi dev-server` in a process of its own, with many HAAPI clients signing in
/// against it at once from this process, each with its own connection and DPoP key,
/// as many devices would.
@MainActor
@Suite(
    "haapi dev-server under load", .timeLimit(.minutes(10)),
    .enabled(if: SoloSuites.enabled, "\(SoloSuites.skipped)"))
struct DevServerLoadTests {
    /// 200 password logins, all at once, each a whole HAAPI login (the HAAPI token, the
    /// authorization request, the choice, the password, the code exchange, the ID token
    /// verified with the issuer's keys): every one gets its tokens, none is refused, no
    /// form is sent twice. `HAAPI_LOAD_LOGINS` and `HAAPI_LOAD_AT_ONCE` change the numbers.
    ///
    /// The server hashes with 1 000 PBKDF2 iterations, as the other command tests do: at
    /// the default 600 000 each login costs three hashes (the client secret twice, the
    /// password) of about 0.3 s of CPU, and 200 at once on two cores cannot end within
    /// the client's 30 s; that measures the hash, not the server.
    @Test func twoHundredLoginsAtOnce() async throws {
        let server = try await DevServerProcess(configuration: "security:\n  passwordIterations: 1000\n")
        defer { server.stop() }
        let environment = ProcessInfo.processInfo.environment
        let logins = environment["HAAPI_LOAD_LOGINS"].flatMap { Int($0) } ?? 200
        let atOnce = environment["HAAPI_LOAD_AT_ONCE"].flatMap { Int($0) } ?? logins
        var builder = HaapiClientConfiguration.Builder(
            clientID: "haapi-demo", issuer: server.baseURL, redirectURI: URL(string: "app://callback")!,
            clientAuthentication: .clientSecretBasic(ClientSecret("haapi-demo-secret")))
        builder.scopes = ["openid", "profile"]
        let configuration = try builder.build()
        let report = await LoadRun.run(count: logins, atOnce: atOnce) { await Self.login(configuration) }
        #expect(report.failures.isEmpty, "\(report.failures.count) of \(logins) failed: \(report.failures.prefix(3))")
        let posted = try await server.formSubmissions()
        #expect(posted.repeated == 0)
        #expect(posted.total == logins, "one password form per login")
        print("note: haapi dev-server from a second process: \(report)")
    }

    /// One login with a new client (its own connections and DPoP key); `nil` when it got
    /// tokens with a verified ID token, else what went wrong.
    static func login(_ configuration: HaapiClientConfiguration) async -> String? {
        let client = HaapiClient(
            configuration: configuration, transport: URLSessionTransport(defaultTimeout: 120), logger: .quiet("load"))
        do {
            var response = try await followRedirections(client, try await client.start())
            let options = response.representation?.actions.compactMap(\.selector).flatMap(\.options) ?? []
            guard let choice = options.first(where: { $0.authenticatorType == "html-form" })?.form else {
                return "no username and password authenticator on the first step"
            }
            response = try await followRedirections(client, try await client.submit(choice))
            guard let form = response.representation?.action(ofKind: .login)?.form else { return "no login form" }
            response = try await followRedirections(client, try await client.submit(form, values: ["userName": "demo", "password": "Password1"]))
            guard let authorization = response.authorizationResponse else { return "no authorization response after the password" }
            let tokens = try await client.exchangeCode(from: authorization)
            return tokens.idTokenClaims == nil ? "the ID token was not verified" : nil
        } catch {
            return "\(error)"
        }
    }

    /// Submits redirection steps' forms, as the flow driver does on its own.
    static func followRedirections(_ client: HaapiClient, _ response: HaapiResponse) async throws -> HaapiResponse {
        var current = response
        while let step = current.representation, step.type == .redirectionStep, let form = step.actions.first?.form {
            current = try await client.submit(form)
        }
        return current
    }
}

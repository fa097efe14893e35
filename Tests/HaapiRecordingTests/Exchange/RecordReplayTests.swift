import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiJOSE
import HaapiRecording
import HaapiTesting
import HaapiUI
import Testing

/// A login recorded against the dev server replays with the server stopped; a
/// changed request fails with a diff; no secret is left in the recording.
@MainActor
@Suite("Recording a login and replaying it")
struct RecordReplayTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-record-\(UUID().uuidString)")

    /// Records the demo user's password login into ``folder``; returns what went over the wire.
    func record() async throws -> [TransportTap.Exchange] {
        let tap = TransportTap()
        try await TestDevServer.run { server in
            let application = try server.applicationBuilder().setTransport(tap).build()
            guard case .tokens = try await logInWithPassword(application) else { throw TestError("the recorded login failed") }
            try tap.write(to: folder, configuration: application.configuration.clientConfiguration)
        }
        return tap.exchanges
    }

    /// An application that talks to `replay` only.
    func replaying(_ replay: ReplayTransport) throws -> HaapiUIKitApplication {
        try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: try replay.folder.configurationBuilder().build())
            .setTransport(replay)
            .setLogger(.quiet("HaapiRecordingTests.replay"))
            .build()
    }

    @Test func aRecordedLoginReplaysWithTheServerStopped() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await record()
        // The server is stopped: only the folder is left.
        let replay = try ReplayTransport(contentsOf: folder)
        let result = try await logInWithPassword(try replaying(replay))
        guard case .tokens(let tokens) = result else { throw TestError("the replayed login ended with \(result)") }
        try await replay.finish()
        #expect(tokens.accessToken.hasPrefix("redacted-access-token-"))
        #expect(tokens.idTokenClaims?.subject == DevServerConfiguration.demoUsername)
        #expect(await replay.played == replay.folder.exchanges.count)
    }

    @Test func aPushedLoginWithMaxAgeAndPromptReplays() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let tap = TransportTap()
        try await TestDevServer.run { server in
            let application = try server.applicationBuilder {
                $0.setPushedAuthorizationRequests(.whenOffered).setMaxAge(300).setPrompt([.login])
            }.setTransport(tap).build()
            guard case .tokens = try await logInWithPassword(application) else { throw TestError("the recorded login failed") }
            try tap.write(to: folder, configuration: application.configuration.clientConfiguration)
        }
        let recorded = try RecordedFolder(contentsOf: folder)
        #expect(recorded.index.pushedAuthorizationRequests == .whenOffered)
        #expect(recorded.index.maxAge == 300 && recorded.index.prompt == ["login"])
        #expect(recorded.index.steps.contains { $0.summary == "POST /oauth/par → 201 pushed request" }, "\(recorded.index.steps.map(\.summary))")
        let replay = try ReplayTransport(contentsOf: folder)
        let result = try await logInWithPassword(try replaying(replay))
        guard case .tokens(let tokens) = result else { throw TestError("the replayed login ended with \(result)") }
        try await replay.finish()
        #expect(tokens.idTokenClaims?.amr == ["pwd"])
    }

    @Test func aChangedRequestFailsTheReplayWithADiffNamingTheStep() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await record()
        let replay = try ReplayTransport(contentsOf: folder)
        let login = try await startPasswordLogin(try replaying(replay), username: "alice")
        for _ in 0..<2000 where await replay.mismatch == nil { try await Task.sleep(for: .milliseconds(10)) }
        await login.session.cancel()
        let mismatch = try await #require(throws: ReplayMismatchError.self) { try await replay.finish() }
        let step = try #require(replay.folder.exchanges.first { $0.request.form?.contains(["userName", "demo"]) == true })
        #expect(mismatch.step == step.number)
        #expect(mismatch.request == "POST \(URL(string: step.request.url)!.path)")
        #expect(mismatch.differences == [#"form userName: recorded "demo", sent "alice""#])
        #expect(mismatch.description.contains("replay step \(step.number) (POST /"))
    }

    @Test func aReplayThatStopsEarlyOrGoesOnFails() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await record()
        let replay = try ReplayTransport(contentsOf: folder)
        let client = HaapiClient(configuration: try replay.folder.clientConfiguration(), transport: replay, logger: .quiet("replay"))
        _ = try await client.start()
        let early = try await #require(throws: ReplayMismatchError.self) { try await replay.finish() }
        #expect(early.differences.first?.contains("the app stopped after") == true, "\(early)")

        let short = RecordedFolder(configuration: try replay.folder.clientConfiguration(), exchanges: Array(replay.folder.exchanges.prefix(1)))
        let beyond = ReplayTransport(folder: short)
        let second = HaapiClient(configuration: try short.clientConfiguration(), transport: beyond, logger: .quiet("replay"))
        await #expect(throws: HaapiClientError.self) { _ = try await second.start() }
        let past = try await #require(throws: ReplayMismatchError.self) { try await beyond.finish() }
        #expect(past.differences == ["the recording ends after 1 requests, but the app sent another"])
    }

    @Test func theRecordingHoldsNoSecret() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let wire = try await record()
        var secrets: Set<String> = [DevServerConfiguration.demoPassword, DevServerConfiguration.demoClientSecret]
        for exchange in wire {
            for name in ["Authorization", "DPoP", "Session-Id"] {
                if let value = exchange.request.headers[name] { secrets.insert(value.split(separator: " ").last.map(String.init) ?? value) }
            }
            if let session = exchange.response.headers["Set-Session-Id"] { secrets.insert(session) }
            let body = String(decoding: exchange.response.body, as: UTF8.self) + (exchange.request.bodyText ?? "")
            for name in ["access_token", "refresh_token", "id_token", "code", "code_verifier"] {
                secrets.formUnion(Self.values(of: name, in: body))
            }
        }
        #expect(secrets.count > 8, "the login should have used many secrets: \(secrets.count)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.contains("exchange.json") && files.contains("README.md") && files.contains("001-request.json"))
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for secret in secrets where secret.count >= 6 {
                #expect(!text.contains(secret), "\(file) holds a secret: \(secret.prefix(12))…")
                #expect(!text.contains(PercentEncoding.encode(secret)), "\(file) holds a secret, percent-encoded")
            }
        }
    }

    @Test func aLoginThatRegistersAClientRecordsNoRegistrationSecret() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let tap = TransportTap()
        try await TestDevServer.run { server in
            let registration = DynamicClientRegistration(
                templateClientID: DevServerConfiguration.demoTemplateClientID,
                authorization: .softwareStatement(DevServerConfiguration.demoSoftwareStatement))
            let application = try server.applicationBuilder {
                $0.setClientAuthenticationMethod(.dynamicRegistration(registration))
            }.setTransport(tap).build()
            guard case .tokens = try await logInWithPassword(application) else { throw TestError("the recorded login failed") }
            try tap.write(to: folder, configuration: application.configuration.clientConfiguration)
        }
        var secrets: Set<String> = [DevServerConfiguration.demoSoftwareStatement]
        for exchange in tap.exchanges where exchange.request.url.path == "/oauth/register" {
            let body = String(decoding: exchange.response.body, as: UTF8.self)
            for name in ["client_secret", "registration_access_token"] { secrets.formUnion(Self.values(of: name, in: body)) }
        }
        #expect(secrets.count == 3, "the registration's secrets: \(secrets.count)")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for secret in secrets {
                #expect(!text.contains(secret), "\(file) holds a secret: \(secret.prefix(12))…")
            }
        }
    }

    @Test func theIndexAndReadmeListTheSteps() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await record()
        let recorded = try RecordedFolder(contentsOf: folder)
        #expect(recorded.index.clientID == DevServerConfiguration.demoClientID)
        let summaries = recorded.index.steps.map(\.summary)
        #expect(summaries.contains { $0.hasPrefix("GET /.well-known/openid-configuration → 200 discovery document") }, "\(summaries)")
        #expect(summaries.contains { $0.contains("→ 200 authentication-step") }, "\(summaries)")
        #expect(summaries.contains { $0.contains("oauth-authorization-response") }, "\(summaries)")
        let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("| [1](001-response.json) | `GET /.well-known/openid-configuration` | 200 discovery document |"), "\(readme)")
    }

    @Test func aBrokenFolderIsAnErrorNamingTheFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = #expect(throws: RecordedFolderError.self) { try RecordedFolder(contentsOf: folder) }
        #expect(missing?.path.hasSuffix("exchange.json") == true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"format":"haapi-exchange/1","issuer":"x"}"#.utf8).write(to: folder.appendingPathComponent("exchange.json"))
        let incomplete = #expect(throws: RecordedFolderError.self) { try RecordedFolder(contentsOf: folder) }
        #expect(incomplete?.reason.contains("missing") == true, "\(incomplete?.description ?? "")")
    }

    /// The string values of `name` in JSON or form text.
    static func values(of name: String, in text: String) -> [String] {
        var found: [String] = []
        for pattern in ["\"\(name)\":\"", "\"\(name)\" : \"", "\(name)="] {
            var rest = text[...]
            while let range = rest.range(of: pattern) {
                let value = rest[range.upperBound...].prefix { $0 != "\"" && $0 != "&" }
                if !value.isEmpty { found.append(String(value)) }
                rest = rest[range.upperBound...]
            }
        }
        return found
    }
}

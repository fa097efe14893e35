import Foundation
import Testing

/// The README's "protocol, end to end" journey as one command: against a dev server with
/// attestation turned off, a client that authenticates by attestation falls back to a
/// client registered from the template, pushes its request, asks for a recent sign-in and
/// Dutch steps, and its ID token says how the person signed in.
@Suite("haapi login: the README's protocol journey", .serialized)
struct ProtocolJourneyTests {
    /// The embedded configuration, with attestation turned off.
    static let attestationOff = """
        attestation:
          enabled: false
        security:
          passwordIterations: 1000
        """

    @Test("attestation off: the DCR fallback registers once, the steps are Dutch, the ID token names pwd")
    func journey() async throws {
        let server = try await DevServerProcess(configuration: Self.attestationOff)
        defer { server.stop() }
        let data = isolatedData()
        defer { try? FileManager.default.removeItem(atPath: data["XDG_DATA_HOME"] ?? "/nonexistent") }
        let arguments = [
            "--issuer", server.baseURL.absoluteString, "--client-id", "haapi-attested",
            "--attestation", "--dcr-template", "haapi-dcr-template", "--max-age", "300", "--par", "--language", "nl",
        ]
        let answers = ["Gebruikersnaam en wachtwoord", "demo", "Password1", ""]

        let first = try await LoginRegistrationCommandTests.login(arguments, answers: answers, data: data)
        #expect(first.status == 0, "stderr: \(first.stderr)")
        let id = try #require(LoginRegistrationCommandTests.clientID(first, "registered"), "stderr: \(first.stderr)")
        #expect(first.stderr.contains("from template haapi-dcr-template, kept in "), "stderr: \(first.stderr)")
        for text in ["Gebruikersnaam en wachtwoord", "Wachtwoord vergeten?"] {
            #expect(first.stdout.contains(text), "\(text) in \(first.stdout.prefix(3000))")
        }
        #expect(!first.stdout.contains("Username and password"))
        let claims = try #require(DemoScriptedLoginTests.claims(first), "no token JSON in: \(first.stdout.suffix(400))")
        #expect(claims["aud"] as? String == id, "the tokens are the registered client's")
        #expect(claims["amr"] as? [String] == ["pwd"])
        #expect((claims["acr"] as? String)?.hasSuffix("username-password") == true, "\(claims)")
        #expect(claims["auth_time"] is NSNumber)

        let second = try await LoginRegistrationCommandTests.login(arguments, answers: answers, data: data)
        #expect(second.status == 0, "stderr: \(second.stderr)")
        #expect(LoginRegistrationCommandTests.clientID(second, "reused") == id, "stderr: \(second.stderr)")
    }
}

import Foundation
import HaapiTesting
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `haapi login` on a machine without a program to open a browser page (no
/// `xdg-open` on the path): the page's address is shown in a banner, and the login
/// goes on once the person has opened it.
@Suite("haapi login without xdg-open")
struct LoginBrowserAddressTests {
    static let configuration = """
        clients:
          - id: cli-secret
            secret: cli-secret-value
            redirectUris: [app://callback]
            scopes: [openid]
        users:
          - username: alice
            password: Wonderland1
        authenticators:
          - id: browser
            type: external-browser
        security:
          passwordIterations: 1000
        """

    @Test("the address is shown in a banner; opening it signs in")
    func theAddressIsShown() async throws {
        let server = try await DevServerProcess(configuration: Self.configuration)
        defer { server.stop() }
        let command = try RunningCommand([
            "login", "--plain", "--issuer", server.baseURL.absoluteString, "--client-id", "cli-secret",
            "--client-secret", "cli-secret-value", "--scope", "openid",
        ], environment: ["PATH": "/nonexistent"])
        guard await command.waitFor("(Enter alone: ") else { return }
        command.type("")                                   // the step's button: open the browser
        guard await command.waitFor("Open this address in a browser to continue") else { return }
        // The address is the banner's message, on the lines after its title (wrapped
        // to the width, as the person's terminal would wrap it), up to a blank line.
        try await Task.sleep(for: .milliseconds(200))
        let after = command.stdout.components(separatedBy: "Open this address in a browser to continue:\n").last ?? ""
        let lines = after.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let address = lines.prefix { !$0.isEmpty }.joined()
        let url = try #require(URL(string: address), "no address in: \(command.described)")
        #expect(url.absoluteString.hasPrefix(server.baseURL.absoluteString + "/dev/external-browser/"), "\(url)")
        // The person's browser: it follows the page's redirect back to the login's loopback address.
        let (_, response) = try await URLSession.shared.data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 200, "\(url) in \(after)")
        // The login ends by itself once the browser came back (input stays open: an
        // ended input would end a login that is still finishing).
        let exit = await command.waitForExit()
        #expect(exit?.status == 0 && exit?.bySignal == false, "\(command.described)")
        #expect(!command.stderr.contains("login failed"), "\(command.stderr)")
    }
}

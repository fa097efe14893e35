import Foundation
import HaapiClient
import HaapiDevServerTesting
import HaapiTesting
import HaapiWeb
import Testing

/// A live login whose browser went quiet waits in the store (its flow's state only) and
/// is made live again by its next request; one that waits on the person elsewhere stays.
@MainActor
@Suite("Idle logins wait in the store")
struct LiveIdleTimeTests {
    /// Logins idle for over half a second go to the store (the long poll is shorter).
    static var quick: WebHostConfiguration {
        var configuration = WebHostConfiguration()
        configuration.liveIdleTime = .milliseconds(500)
        configuration.longPollTimeout = .milliseconds(200)
        configuration.refreshInterval = .milliseconds(100)
        return configuration
    }

    @Test func aQuietLoginGoesToTheStoreAndContinuesFromItsNextRequest() async throws {
        try await WebFixture.run(Self.quick) { web in
            var quiet = try await PlainBrowser.open(web.baseURL)
            try await quiet.press("Username and password")
            #expect(web.host.liveLogins == 1)
            try await Task.sleep(for: .seconds(1))
            // Another browser's arrival lets go of the quiet one.
            _ = try await PlainBrowser.open(web.baseURL)
            #expect(web.host.liveLogins == 1, "only the new browser's login is live")
            try await quiet.press("Login", ["textField-userName": "demo", "textField-password": "Password1"])
            #expect(quiet.page.contains("You are signed in"), "the form was answered from the store: \(quiet.page.suffix(1200))")
        }
    }

    @Test func aLoginWaitingForAnExternalSignInStaysLive() async throws {
        try await WebFixture.run(Self.quick) { web in
            var away = try await PlainBrowser.open(web.baseURL)
            try await away.press("Login in the browser")
            try await Task.sleep(for: .seconds(1))
            _ = try await PlainBrowser.open(web.baseURL)
            #expect(web.host.liveLogins == 2, "the person signs in elsewhere and comes back to it")
        }
    }
}

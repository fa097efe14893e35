import Foundation
import HaapiClient
import HaapiClientNIO
import HaapiUI
import Testing

/// The examples of HaapiClientNIO's catalog (`DocumentationExamplesCheck` finds them here).
@Suite("HaapiClientNIO's documented examples")
struct DocumentationExamplesTests {
    @MainActor
    @Test func theTransportGoesToTheClientOrTheApplicationBuilder() throws {
        let uiConfiguration = try HaapiUIKitConfigurationBuilder(
            clientId: "haapi-demo", baseURL: try #require(URL(string: "https://login.example.com/oauth")), appRedirect: "app://callback"
        ).setClientAuthenticationMethod(.clientSecretBasic(ClientSecret("haapi-demo-secret"))).build()
        let configuration = uiConfiguration.clientConfiguration

        let transport = NIOHTTPTransport(defaultTimeout: 20)
        let client = HaapiClient(configuration: configuration, transport: transport)
        let application = try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: uiConfiguration)
            .setTransport(transport)
            .build()

        _ = client
        #expect(!application.hasDefaultTransport)
        #expect(application.transport as? NIOHTTPTransport === transport)
        #expect(try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: uiConfiguration).build().hasDefaultTransport)
    }
}

import Foundation
import HaapiClient
import HaapiFlow
import HaapiUI
import Logging
import Testing

/// The configuring and theming articles' examples, compiled (and the theme one run).
@MainActor
@Suite("HaapiUI documentation: configuration and theme examples")
struct DocumentationConfigurationExampleTests {
    /// The "Configuring a login" article's example, with the app's parts as parameters.
    func configuringALogin(
        themeURL: URL, stringsData: Data, mapper: DataMapper, registry: ViewControllerFactoryRegistry,
        renderer: any ScreenRenderer, logger: Logger
    ) async throws -> FlowResult {
        let configuration = try HaapiUIKitConfigurationBuilder(
            clientId: "haapi-ios-client",
            baseURL: URL(string: "https://login.example.com/oauth")!,          // issuer; discovery when no endpoints are given
            tokenEndpointURL: URL(string: "https://login.example.com/oauth/token")!,
            authorizationEndpointURL: URL(string: "https://login.example.com/oauth/authorize")!,
            appRedirect: "app:/callback")
            .setClientAuthenticationMethod(.clientSecretBasic("s3cr3t"))      // or .clientSecretPost, .privateKeyJWT, .attestation
            .setScopes(["openid", "profile"])
            .setAcrValues(["urn:se:curity:authentication:html-form:Username-Password"])
            .setJWKSEndpointURL(URL(string: "https://login.example.com/oauth/jwks")!)   // verifies ID tokens
            .setAuthenticationSelectionPresentation(.tabs)                    // the authenticator picker: .list or .tabs
            .setTokenBinding(.dpopBound)
            .setShouldConfirmFlowInterruption(true)
            .build()       // throws ConfigurationError naming the setting

        let application = try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: configuration)
            .setTheme(fileURL: themeURL)                                      // .plist, .json or .nss
            .setStrings(stringsData, language: .dutch, file: "nl.strings")     // "hui_or" = "Of";
            .setStringOverride(.flowTitle, .text("Sign in to Acme"))          // placeholders must match the default's
            .setLanguage(tag: "nl-BE")
            .setDataMapper(mapper)                                            // HaapiFlow's DataMapper with your customisations
            .setViewControllerFactoryRegistry(registry)
            .build()       // a bad theme fails here, naming the file, key and reason

        let session = application.makeFlowSession()                          // a flow driver and HaapiFlowViewController
        session.flowViewController.onDiagnostic = { diagnostic in logger.warning("\(diagnostic)") }
        let result = await session.run(renderer: renderer)                   // .tokens, .oauthError, .failed or .cancelled
        return result
    }

    @Test func theThemeLoadingExample() throws {
        let data = ThemeFixtures.seed004
        let loaded = try ThemeRegistry.standard.loadingPropertyList(data, file: "Theme.plist")
        let warnings = loaded.warnings      // unknown keys: skipped and listed here (or refused with unknownKeys: .reject)
        let registry = loaded.registry.withLanguage(tag: "nl-BE")
        let background = registry.style(for: .primaryButton, on: .bankIdViewController, appearance: .dark).backgroundColor
        #expect(warnings.isEmpty)
        #expect(background != nil)
    }
}

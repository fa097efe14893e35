import Foundation
import HaapiDevServer
import HaapiOnboarding
import HaapiUI

/// The app side of `haapi onboard`: a discovery service that knows one e-mail
/// domain, QR codes that hold the dev server's address, and the demo client's login.
@MainActor
final class DemoOnboardingDelegate: OnboardingSessionDelegate {
    let application: HaapiUIKitApplication
    let baseURL: URL
    let domain: String
    /// Whether the welcome screen waits for the activation link (the hint says how to send it).
    var waitsForLink = false

    init(application: HaapiUIKitApplication, baseURL: URL, domain: String) {
        self.application = application
        self.baseURL = baseURL
        self.domain = domain.lowercased()
    }

    /// The dev server as an onboarding server.
    nonisolated static func server(_ baseURL: URL, loginHint: String? = nil) -> OnboardingServer {
        OnboardingServer(name: "HaapiKit dev server (\(baseURL.host ?? "localhost"):\(baseURL.port ?? 80))",
                         address: baseURL.absoluteString, loginHint: loginHint)
    }

    /// The onboarding `haapi onboard` shows: the welcome screen in `setting`, the
    /// licence agreement, a required one-page and an optional two-page consent form.
    nonisolated static func configuration(setting: OnboardSetting, baseURL: URL, appName: String? = nil) -> OnboardingConfiguration {
        let welcome = setting.welcome
        return OnboardingConfiguration(
            welcomeState: welcome.state, configurationOptions: welcome.options, isDemoAvailable: true,
            server: welcome.state == .isConfigured ? server(baseURL) : nil,
            eula: EULAContent(text: eulaText),
            consentForms: [
                ConsentFormContent(id: "privacy", isRequired: true, pages: [
                    ConsentPageContent(
                        title: "Data Privacy",
                        body: "The app keeps your sign-in tokens on this device only and sends your user name to the server you connect to.",
                        actionTitle: "Learn more about data privacy", actionURL: "https://curity.io/resources/"),
                ]),
                ConsentFormContent(id: "usage", isRequired: false, pages: [
                    ConsentPageContent(title: "Usage Statistics", body: "Help improve the app by sharing which screens you use."),
                    ConsentPageContent(title: "What Is Shared", body: "Screen names and times only; never what you type."),
                ]),
            ],
            welcome: WelcomeContent(applicationName: appName ?? "HaapiKit Demo"))
    }

    nonisolated static let eulaText = """
        This is a licence agreement between you and the makers of this demo. You may use the demo to try \
        HaapiKit's onboarding and sign-in screens. The demo comes **without any warranty**.

        It talks only to the dev server running on this computer and keeps nothing after it ends. \
        Read more at [curity.io](https://curity.io/resources/).
        """

    func hint(registry: ThemeRegistry, lineMode: Bool) -> View {
        let user = "\(DevServerConfiguration.demoUsername) / \(DevServerConfiguration.demoPassword)"
        var text = "Onboarding demo · e-mail: any address at \(domain) · QR code: \(Self.activationCode) · user \(user)"
        if waitsForLink { text += " · link: haapi app open '\(Self.activationLink)' in another terminal" }
        let view = MessageView(identifier: "demoHint", style: .info, text: text)
        view.style = registry.style(for: .recipientOfCommunicationMessageView)
        return view
    }

    func onboardingSession(_ session: OnboardingSession, serverForEmail email: String) async -> OnboardingDiscovery {
        Self.discover(email: email, domain: domain, baseURL: baseURL)
    }

    /// The demo's discovery service: any address at `domain` signs in at the dev server.
    nonisolated static func discover(email: String, domain: String, baseURL: URL) -> OnboardingDiscovery {
        let parts = email.split(separator: "@", maxSplits: 1)
        guard parts.count == 2, parts[1].lowercased() == domain.lowercased() else {
            return .refused(message: "No organisation is known for \(parts.last.map(String.init) ?? email). Use an address at \(domain).")
        }
        return .found(server(baseURL, loginHint: String(parts[0])))
    }

    /// The activation code the demo accepts besides the dev server's address.
    nonisolated static let activationCode = "haapi-demo-activation"

    func onboardingSession(_ session: OnboardingSession, serverForScanResult scanResult: String) async -> OnboardingDiscovery {
        Self.discover(scanResult: scanResult, baseURL: baseURL)
    }

    /// The demo's activation codes: ``activationCode`` or the dev server's address.
    nonisolated static func discover(scanResult: String, baseURL: URL) -> OnboardingDiscovery {
        if scanResult == activationCode { return .found(server(baseURL)) }
        guard let url = URL(string: scanResult), url.host == baseURL.host, url.port == baseURL.port else {
            return .refused(message: "it is not an activation code of this demo (\(activationCode) or \(baseURL.absoluteString))")
        }
        return .found(server(baseURL))
    }

    /// The demo app's activation link (`haapidemo://activate?code=CODE`, as `haapi app open`
    /// hands it over from another terminal) configures it when its code is one of the demo's.
    func onboardingSession(_ session: OnboardingSession, serverForActivationLink url: URL) async -> OnboardingDiscovery {
        Self.discover(activationLink: url, baseURL: baseURL)
    }

    /// The demo's activation links: the app scheme's `activate` with one of the demo's codes.
    nonisolated static func discover(activationLink url: URL, baseURL: URL) -> OnboardingDiscovery {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        guard url.scheme?.lowercased() == linkScheme, url.host?.lowercased() == "activate",
            let code = components?.queryItems?.first(where: { $0.name == "code" })?.value
        else { return .refused(message: "it is not an activation link of this demo (\(activationLink))") }
        return discover(scanResult: code, baseURL: baseURL)
    }

    /// The demo app's scheme.
    nonisolated static let linkScheme = "haapidemo"
    /// The demo's activation link.
    nonisolated static let activationLink = "\(linkScheme)://activate?code=\(activationCode)"

    func onboardingSession(_ session: OnboardingSession, loginSessionFor server: OnboardingServer?) throws -> HaapiFlowSession {
        let parameters = server?.loginHint.map { ["login_hint": $0] } ?? [:]
        return application.makeFlowSession(parameters: parameters)
    }
}

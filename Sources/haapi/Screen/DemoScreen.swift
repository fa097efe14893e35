import ArgumentParser
import HaapiDevServer
import HaapiOnboarding
import HaapiUI
import HaapiWeb

/// The screens `haapi screen` shows alone, each with a demo delegate.
enum DemoScreen: String, ExpressibleByArgument, CaseIterable, Sendable {
    case multiUserPasscode = "multi-user-passcode"
    case basicAuthentication = "basic-authentication"
    case dynamicAuthentication = "dynamic-authentication"
    case consent

    /// The users of the multi-user passcode screen and their passcodes.
    static let users: [(user: PasscodeUser, passcode: String)] = [
        (PasscodeUser(id: "anna", name: "Anna van Berg", info: "anna@example.com"), "anna-123"),
        (PasscodeUser(id: "bert", name: "Bert Nilsson", info: "bert@example.com"), "bert-456"),
    ]

    /// The standalone consent page's content (in the markup of `RichText`).
    static let consentPage = ConsentPageContent(
        title: "Data Privacy",
        body: """
            The app keeps your sign-in tokens **on this device only**.

            It sends your user name to the server you connect to. Read more at \
            [curity.io](https://curity.io/resources/).
            """)

    /// What the demo accepts, shown above the screen.
    var hint: String {
        let credentials = "\(DevServerConfiguration.demoUsername) / \(DevServerConfiguration.demoPassword)"
        switch self {
        case .multiUserPasscode:
            return "Screen demo · passcodes: " + Self.users.map { "\($0.user.name) \($0.passcode)" }.joined(separator: ", ")
        case .basicAuthentication, .dynamicAuthentication:
            return "Screen demo · user \(credentials)"
        case .consent:
            return "Screen demo · a required consent page used alone"
        }
    }
}

extension DemoScreen {
    /// The basic or dynamic authentication screen answered by `delegate` (`nil` for the others).
    @MainActor
    func authenticationScreen(registry: ThemeRegistry, delegate: DemoScreenDelegate) -> ScreenViewController? {
        switch self {
        case .basicAuthentication:
            let controller = BasicAuthenticationScreen(themeRegistry: registry)
            controller.delegate = delegate
            return controller
        case .dynamicAuthentication:
            let controller = DynamicAuthenticationScreen(themeRegistry: registry)
            controller.informationFields = [
                AuthenticationInformationField(placeholder: registry.text(.onboardingUsername), isSecureText: false, informationString: nil),
                AuthenticationInformationField(placeholder: registry.text(.onboardingPassword), isSecureText: true, informationString: nil),
            ]
            controller.delegate = delegate
            return controller
        case .multiUserPasscode, .consent:
            return nil
        }
    }

    /// The screen served alone by `haapi web --screen` at `/screens/<name>`: the demo user
    /// signs in; the page after says so in the browser's language.
    var webPage: WebScreenPage {
        WebScreenPage(path: "/screens/\(rawValue)") { registry, answer in
            let delegate = DemoScreenDelegate(themeRegistry: registry)
            delegate.onEnd = { outcome in
                answer.give(registry.text(outcome == .cancelled ? .webCancelled : .webSignedInTitle))
            }
            answer.keep(delegate)
            return authenticationScreen(registry: registry, delegate: delegate) ?? ScreenViewController(themeRegistry: registry)
        }
    }

    /// The screens `haapi web --screen` serves.
    static let webScreens: [DemoScreen] = [.basicAuthentication, .dynamicAuthentication]
}

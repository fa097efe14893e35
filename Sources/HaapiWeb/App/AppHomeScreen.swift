import HaapiUI

/// The app's home page in a web host (``WebApp``): what a person can start there, a
/// sign-in or the QR scanner. A view tree like every screen, themed, translated and
/// escaped the same way.
@MainActor
enum AppHomeScreen {
    /// The identifier of the sign-in button.
    static let signInIdentifier = "web.app.login"
    /// The identifier of the scanner button.
    static let scanIdentifier = "web.app.scan"

    static func view(registry: ThemeRegistry) -> View {
        let root = StackView(identifier: "web.app.home")
        root.style = registry.style(for: .haapiFlowViewController)
        let heading = MessageView(identifier: "headerLabel", style: .heading, text: registry.text(.webAppHomeTitle))
        heading.style = registry.style(for: .headingMessageView)
        _ = root.addArrangedSubview(heading)
        let detail = Label(identifier: "descriptionLabel", text: registry.text(.webAppHomeDetail))
        detail.style = registry.style(for: .label)
        _ = root.addArrangedSubview(detail)
        let signIn = Button(identifier: signInIdentifier, title: registry.text(.webAppSignIn), actionIdentifier: signInIdentifier)
        signIn.style = registry.style(for: .primaryButton)
        _ = root.addArrangedSubview(signIn)
        let scan = Button(identifier: scanIdentifier, title: registry.text(.webAppScan), actionIdentifier: scanIdentifier)
        scan.style = registry.style(for: .secondaryButton)
        _ = root.addArrangedSubview(scan)
        return root
    }

    /// What the person chose with the control `identifier`: the link the session runs next.
    static func link(for identifier: String?, app: WebApp) -> String? {
        switch identifier {
        case signInIdentifier: app.loginLink
        case scanIdentifier: WebApp.scanLink
        default: nil
        }
    }
}

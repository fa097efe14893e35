import HaapiClient
import HaapiFlow
import HaapiUI

/// The page after a login ended: the verified ID-token claims (never a token), or
/// what went wrong, and a button to sign in again. A view tree like every screen, so
/// it is themed, translated and escaped the same way.
@MainActor
enum ResultScreen {
    /// The identifier of the sign-in-again button.
    static let restartIdentifier = "web.restart"

    /// The page for `result`; `inApp` (a ``WebApp``'s flow) goes back to the app's home page instead of signing in again.
    /// `passkeysLink` adds the way to the person's passkeys (``WebPasskeyAccount``).
    static func view(_ result: WebLoginResult, registry: ThemeRegistry, inApp: Bool = false, passkeysLink: Bool = false) -> View {
        // Styled with the stock screens' targets, so the page looks like the sign-in it ends.
        let root = StackView(identifier: "web.result")
        // The stock flow container's style: the same padding and spacing as the screens before it.
        root.style = registry.style(for: .haapiFlowViewController)
        let signedIn = result.outcome == .signedIn
        let heading = MessageView(identifier: "headerLabel", style: .heading, text: registry.text(title(of: result.outcome)))
        heading.style = registry.style(for: .headingMessageView)
        _ = root.addArrangedSubview(heading)
        if signedIn {
            let detail = Label(identifier: "descriptionLabel", text: registry.text(.webSignedInDetail))
            detail.style = registry.style(for: .label)
            _ = root.addArrangedSubview(detail)
            let claims = StackView(identifier: "web.claims")
            claims.style = registry.style(for: .stackView)
            for claim in result.claims where claim.count == 2 {
                let line = Label(identifier: "web.claim", text: "\(claim[0]): \(IDTokenClaims.shownValue(claim, language: registry.language))")
                line.style = registry.style(for: .label)
                _ = claims.addArrangedSubview(line)
            }
            _ = root.addArrangedSubview(claims)
            if passkeysLink {
                let link = LinkView(identifier: "web.passkeys", title: registry.text(.webPasskeysManage), href: WebPasskeyAccount.path)
                link.style = registry.style(for: .link)
                _ = root.addArrangedSubview(link)
            }
        } else {
            let kind: MessageStyle = [.cancelled, .demoChosen, .signInApproved, .signInDenied, .appActionDone].contains(result.outcome) ? .info : .error
            let message = MessageView(identifier: "web.message", style: kind, text: text(of: result, registry: registry))
            message.style = registry.style(for: kind == .info ? .infoMessageView : .errorMessageView)
            _ = root.addArrangedSubview(message)
        }
        let again = Button(identifier: restartIdentifier, title: registry.text(inApp ? .webAppHome : .webSignInAgain), actionIdentifier: restartIdentifier)
        again.style = registry.style(for: .primaryButton)
        _ = root.addArrangedSubview(again)
        return root
    }

    /// The page's heading for `outcome`.
    static func title(of outcome: WebLoginResult.Outcome) -> StringKey {
        switch outcome {
        case .signedIn: .webSignedInTitle
        case .signInApproved: .webSignInApprovedTitle
        case .signInDenied: .webSignInDeniedTitle
        case .appActionDone: .webAppActionDoneTitle
        case .oauthError, .failed, .cancelled, .eulaRejected, .consentRefused, .demoChosen: .webNotSignedInTitle
        }
    }

    /// What the page says about a result without tokens.
    static func text(of result: WebLoginResult, registry: ThemeRegistry) -> String {
        switch result.outcome {
        case .cancelled: registry.text(.webCancelled)
        case .eulaRejected: registry.text(.webEULARejected)
        case .consentRefused: registry.text(.webConsentRefused)
        case .demoChosen: registry.text(.webDemoChosen)
        case .signInApproved: registry.text(.webSignInApproved)
        case .signInDenied: registry.text(.webSignInDenied)
        case .appActionDone: registry.text(.webAppActionDone)
        case .signedIn, .oauthError, .failed: registry.text(result.messageKey ?? .problemGeneric)
        }
    }
}

import HaapiUI

/// The page after a login ended: the verified ID-token claims (never a token), or
/// what went wrong, and a button to sign in again. A view tree like every screen, so
/// it is themed, translated and escaped the same way.
@MainActor
enum ResultScreen {
    /// The identifier of the sign-in-again button.
    static let restartIdentifier = "web.restart"

    static func view(_ result: WebLoginResult, registry: ThemeRegistry) -> View {
        let root = StackView(identifier: "web.result")
        let signedIn = result.outcome == .signedIn
        _ = root.addArrangedSubview(Label(identifier: "headerLabel", text: registry.text(signedIn ? .webSignedInTitle : .webNotSignedInTitle)))
        if signedIn {
            _ = root.addArrangedSubview(Label(identifier: "descriptionLabel", text: registry.text(.webSignedInDetail)))
            let claims = StackView(identifier: "web.claims")
            for claim in result.claims where claim.count == 2 {
                _ = claims.addArrangedSubview(Label(identifier: "web.claim", text: "\(claim[0]): \(claim[1])"))
            }
            _ = root.addArrangedSubview(claims)
        } else {
            let message = result.outcome == .cancelled ? registry.text(.webCancelled) : (result.message ?? "")
            _ = root.addArrangedSubview(MessageView(identifier: "web.message", style: result.outcome == .cancelled ? .info : .error, text: message))
        }
        _ = root.addArrangedSubview(Button(identifier: restartIdentifier, title: registry.text(.webSignInAgain), actionIdentifier: restartIdentifier))
        return root
    }
}

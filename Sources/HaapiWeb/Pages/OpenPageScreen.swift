import Foundation
import HaapiUI

/// The page a screen's "open" leads to (a consent form's "learn more", an external
/// sign-in, the BankID app): the address as a link the person follows, and the way
/// back to the sign-in.
///
/// A redirect cannot do it: the pages' Content-Security-Policy lets forms lead
/// only to the host itself (`form-action 'self'`), redirects after a post included.
@MainActor
enum OpenPageScreen {
    /// The host's path of this page.
    nonisolated static let path = "/open"

    static func view(_ location: String, purpose: OpenedPage, registry: ThemeRegistry) -> View {
        let root = StackView(identifier: "web.open")
        // The stock flow container's style: the same padding and spacing as the screens before it.
        root.style = registry.style(for: .haapiFlowViewController)
        let (title, text): (StringKey, StringKey) = switch purpose {
        case .page: (.webOpenPageTitle, .webOpenPageDetail)
        case .signIn: (.webContinueSignInTitle, .webContinueSignInDetail)
        case .app: (.webOpenAppTitle, .webOpenAppDetail)
        }
        let heading = MessageView(identifier: "headerLabel", style: .heading, text: registry.text(title))
        heading.style = registry.style(for: .headingMessageView)
        let detail = Label(identifier: "descriptionLabel", text: registry.text(text))
        detail.style = registry.style(for: .label)
        // The link names where it leads (its host), so the person sees whose page opens.
        let linkTitle = purpose == .app ? registry.text(title) : registry.text(.webGoTo, .text(Self.host(of: location) ?? location))
        let link = LinkView(identifier: "web.openLink", title: linkTitle, href: location)
        link.style = registry.style(for: .link)
        let back = LinkView(identifier: "web.back", title: registry.text(.webBackToSignIn), href: "/")
        back.style = registry.style(for: .link)
        for view in [heading, detail, link, back] as [View] { _ = root.addArrangedSubview(view) }
        return root
    }

    /// The host (and port) of `location`, when it has one.
    static func host(of location: String) -> String? {
        guard let components = URLComponents(string: location), let host = components.host, !host.isEmpty else { return nil }
        return components.port.map { "\(host):\($0)" } ?? host
    }
}

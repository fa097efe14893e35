import Foundation
import HaapiClient
import HaapiClientNIO
import HaapiDevServer
import HaapiFlow
import HaapiTerminal
import HaapiUI

/// The demo's help on the screen and its shortcuts into the dev server: approve the
/// BankID simulator, finish the external-browser login, find the e-mail or TOTP code.
struct DemoHelper: Sendable {
    let baseURL: URL
    let opener = RecordingURLOpener()
    /// How the helper reaches the dev server (and the external sign-in's page).
    let http: any HTTPTransport = NIOHTTPTransport(defaultTimeout: 10)

    /// The line on top of every screen.
    @MainActor
    func hint(registry: ThemeRegistry, lineMode: Bool) -> View {
        let user = "\(DevServerConfiguration.demoUsername) / \(DevServerConfiguration.demoPassword)"
        let keys = lineMode ? "answer 'approve' for BankID or the browser, 'passkey' to use a passkey, '!code' for a code"
            : "a: approve BankID or the browser · p: use the passkey · Ctrl-F: fill in the code"
        let view = MessageView(identifier: "demoHint", style: .info, text: "Demo at \(baseURL.absoluteString) · user \(user) · \(keys)")
        view.style = registry.style(for: .recipientOfCommunicationMessageView)
        return view
    }

    /// The demo's keys: `a` approves on a login step that waits (BankID, the browser's
    /// sign-in: a step without text fields), `c` fills in a code on a login step with a
    /// text field. Neither is offered on other screens (an onboarding's own).
    @MainActor
    func commands(container: @escaping @MainActor @Sendable () -> HaapiFlowViewController?) -> [TerminalCommand] {
        let helper = self
        return [
            TerminalCommand(key: "a", name: "approve", help: "approve", isOffered: { root in
                Self.loginStep(in: root, container: container).map { !Self.hasTextField($0) } ?? false
            }) {
                let screen = container()?.currentViewController
                let bankID = screen is BankIdViewController || screen is PollingViewController
                Task { await helper.approve(bankID: bankID) }
            },
            TerminalCommand(key: "c", name: "code", help: "code", isOffered: { root in
                Self.loginStep(in: root, container: container).map(Self.hasTextField) ?? false
            }) {
                await helper.code()
            },
        ]
    }

    /// The view of the login step drawn from `root`, when one is.
    @MainActor
    private static func loginStep(in root: View, container: @MainActor () -> HaapiFlowViewController?) -> View? {
        guard let screen = container()?.currentViewController, screen.isViewLoaded, screen.view.isDescendant(of: root) else { return nil }
        return screen.view
    }

    @MainActor
    private static func hasTextField(_ view: View) -> Bool {
        view.walk { view, _ in view.isHidden ? .skipChildren : view is TextField ? .stop : .visitChildren }
    }

    /// Approves the newest BankID order on a waiting screen; elsewhere finishes the
    /// external-browser login (waiting up to 10 s for the flow to open its page).
    func approve(bankID: Bool) async {
        if !bankID {
            for _ in 0..<100 {
                if let url = await opener.takeBrowserURL() {
                    await browse(url)
                    return
                }
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
        _ = try? await http.send(TransportRequest(method: "POST", url: baseURL.appendingPathComponent("dev/bankid/approve")))
    }

    /// Loads `url` as the person's browser would, following redirects (the external
    /// sign-in's page sends the browser back to the flow's return address).
    private func browse(_ url: URL) async {
        var next = url
        for _ in 0..<5 {
            guard let answer = try? await http.send(TransportRequest(method: "GET", url: next)), (300..<400).contains(answer.status),
                let location = answer.headers["Location"], let target = URL(string: location, relativeTo: next)?.absoluteURL
            else { return }
            next = target
        }
    }

    /// The newest e-mail code in the dev outbox, or else the demo user's TOTP code now.
    func code() async -> String? {
        let outbox = baseURL.appendingPathComponent("dev/outbox")
        if let answer = try? await http.send(TransportRequest(method: "GET", url: outbox)),
           let object = try? JSONSerialization.jsonObject(with: answer.body) as? [String: Any],
           let messages = object["messages"] as? [[String: Any]],
           let code = messages.last?["code"] as? String {
            _ = try? await http.send(TransportRequest(method: "DELETE", url: outbox))
            return code
        }
        guard let secret = Base32.decode(DevServerConfiguration.demoTOTPSecret) else { return nil }
        return TOTP(secret: secret).code(at: Date())
    }
}

/// Opens nothing: keeps the URLs the flow asked to open, so the demo can finish
/// an external-browser login itself (and no browser pops up on a server).
actor RecordingURLOpener: URLOpener {
    private var browserURL: URL?

    func open(_ url: URL) async -> Bool {
        if ["http", "https"].contains(url.scheme?.lowercased() ?? "") { browserURL = url }
        return true
    }

    /// The web page the flow opened last, once.
    func takeBrowserURL() -> URL? {
        defer { browserURL = nil }
        return browserURL
    }
}

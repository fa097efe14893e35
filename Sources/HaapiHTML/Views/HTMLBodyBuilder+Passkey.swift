import HaapiModel
import HaapiScreenKit

/// The passkey ceremony's element (see ``HTMLPasskeyCeremony``).
extension HTMLBodyBuilder {
    /// Writes the page's passkey ceremony, once: its data, and for a ceremony the person
    /// takes part in, the button that starts it again and the text for a browser without
    /// JavaScript. Nothing when the answer path is not one of this site's.
    mutating func writePasskey() {
        guard let passkey = context.passkey, !wrotePasskey,
            let answerPath = renderer.urlPolicy.allowed(passkey.answerPath, for: .pagePath)
        else { return }
        wrotePasskey = true
        let isAutofill = passkey.isQuiet
        writer.open("div", [
            "id": HTMLPasskeyCeremony.elementID,
            "class": "hui-passkey",
            "data-haapi-passkey": passkey.kind.rawValue,
            "data-haapi-passkey-answer": answerPath,
            "data-haapi-passkey-options": passkey.asciiOptionsJSON,
            "hidden": isAutofill ? "" : nil,
        ])
        if !isAutofill {
            // Shown by the script, which alone can run the ceremony.
            writer.open("button", [
                "type": "button", "id": HTMLPasskeyCeremony.startButtonID,
                "class": "hui-button" + themeClassName(.button(.primary)), "hidden": "",
            ])
            writer.isolatedText(passkey.startLabel)
            writer.close("button")
            writer.open("noscript")
            writer.open("p", ["class": "hui-message hui-message-\(MessageStyle.warning.rawValue)" + themeClassName(.messageView(.warning))])
            writePrefix(word(.htmlWarningPrefix), visible: true)
            writer.isolatedText(passkey.noScriptText)
            writer.close("p")
            writer.close("noscript")
        }
        writer.close("div")
        writer.newline()
    }

    /// Writes the page's passkey signals (``HTMLPasskeySignals``), when it has any.
    mutating func writePasskeySignals() {
        guard let signals = context.passkeySignals, let json = signals.json else { return }
        writer.open("div", ["id": HTMLPasskeySignals.elementID, "hidden": "", "data-haapi-passkey-signals": json])
        writer.close("div")
        writer.newline()
    }

    /// ` ` and the theme's class for `target`, or nothing when the theme has none.
    private func themeClassName(_ target: StyleTarget) -> String {
        renderer.stylesheet.className(for: target).map { " " + $0 } ?? ""
    }
}

public import HaapiUI

/// One screen of a preview: the stock flow container as the document left it.
@MainActor
public struct PreviewScreen {
    /// How the screen was reached: `login.json`, or `login.json, after choosing “SMS”`.
    public let caption: String
    /// The flow container; its current screen is `HaapiUI/HaapiFlowViewController/currentViewController`.
    public let container: HaapiFlowViewController
    /// The texts on it, as when it was reached.
    public let text: ScreenText

    /// The view tree a renderer draws.
    public var root: View { container.view }
}

/// A document string that is on no screen, where it sits, and what the screen
/// it belongs on showed instead.
public struct UnshownString: Sendable, CustomStringConvertible {
    /// The document's name (see ``PreviewDocument/name``).
    public let document: String
    /// The string and its JSON path.
    public let string: DocumentString
    /// The texts of the screen it belongs on.
    public let screen: ScreenText
    /// Why that screen could not be reached, if it could not.
    public let unreachable: String?

    /// `login.json: actions[0].title = "Sign in"`, and why its screen could not be reached.
    public var description: String {
        "\(document): \(string)" + (unreachable.map { " (its screen cannot be reached: \($0))" } ?? "")
    }
}

/// A document string the stock screens leave out on purpose, and the rule that says why.
public struct OmittedString: Sendable, CustomStringConvertible {
    /// The document's name (see ``PreviewDocument/name``).
    public let document: String
    /// The string and its JSON path.
    public let string: DocumentString
    /// The rule that leaves it out.
    public let rule: DeliberateOmission

    /// `login.json: path = "text" (rule: reason)`.
    public var description: String { "\(document): \(string) (\(rule.name): \(rule.reason))" }
}

/// What ``StepPreview`` made of one document: the screens a person sees for it,
/// and every string of the document that is on none of them.
@MainActor
public struct PreviewedStep {
    /// The document.
    public let document: PreviewDocument
    /// The step it was shown over (for a problem or a `continue-same-step`), if any.
    public let base: PreviewDocument?
    /// The screens: the one the document shows first, then each screen reached by
    /// choosing an option, submitting a form or letting a client operation fail,
    /// where a string of the document is shown. Empty when the flow shows no screen
    /// for the document (see ``notes``).
    public let screens: [PreviewScreen]
    /// What the flow did instead of showing a screen (a redirection followed, the flow ended).
    public let notes: [String]
    /// The strings that are on no screen: a fault of the screens (or of the document).
    public let notShown: [UnshownString]
    /// The strings left out on purpose (see ``DeliberateOmission``).
    public let deliberatelyNotShown: [OmittedString]
}
